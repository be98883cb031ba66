/**
 * The catalogue API's plain values. They live apart from catalogue.schema.ts so the client can import
 * them without pulling TypeBox into its bundle (ESLint refuses a value import of a schema module there).
 */
import type { Availability } from './catalogue.schema';

export const SECTION_ROUTES = ['ruhazat-sisak', 'szerviz-alkatreszek'] as const;
/** Main routes that may stand in place of a category alias in list calls (API.md). */
export const MAIN_ROUTES = [
  'ruhazat-sisak',
  'szerviz-alkatreszek',
  'akciok',
  'kereses',
  'alkatresz-kereso',
] as const;
export type MainRoute = (typeof MAIN_ROUTES)[number];

export const SORT_FIELDS = ['fullname_en', 'start_price_curr_hu'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const PAGE_SIZES = [15, 30, 45, 60] as const;
export const MAX_PAGE_SIZE = 60;
/** A product list's order and page size when its address names none (spec section 4). */
export const DEFAULT_SORT = ['fullname_en', 'asc'] as const satisfies readonly [
  (typeof SORT_FIELDS)[number],
  (typeof SORT_DIRECTIONS)[number],
];
export const DEFAULT_PAGE_SIZE = 15 satisfies (typeof PAGE_SIZES)[number];

/** The Hungarian text shown for each availability value (API.md `availabilityText`). */
export const AVAILABILITY_TEXTS: Record<Availability, string> = {
  raktaron: 'Raktáron',
  rendelheto: 'Rendelhető',
  nincs: 'Nincs készleten',
  vegkiarusitas: 'Végkiárusítás',
};

/** At most this many words in a search text; each word is one more index lookup. */
export const MAX_SEARCH_WORDS = 10;
