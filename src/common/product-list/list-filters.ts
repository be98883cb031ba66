import type { ListFilters } from '@common/api/facets.schema';

/**
 * The list filters of issue 20 in the query string, so a filtered list has an address: shareable,
 * kept over a reload, walked with back and forward. Hungarian parameter names, like the paths.
 */
const MULTI = { brands: 'marka', sizes: 'meret', colours: 'szin' } as const;
const PRICE = { priceMin: 'ar_tol', priceMax: 'ar_ig' } as const;
const FLAGS = { inStock: 'keszleten', onSale: 'akcios', fits: 'illik' } as const;

/** Every query-string parameter the filters own. */
export const FILTER_PARAMS: string[] = [
  ...Object.values(MULTI),
  ...Object.values(PRICE),
  ...Object.values(FLAGS),
];

function price(text: string | null): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  return Number(text);
}

/** The filters in the query string; anything malformed is left out. */
export function readListFilters(params: URLSearchParams): ListFilters {
  const filters: ListFilters = {};
  for (const [key, param] of Object.entries(MULTI) as [keyof typeof MULTI, string][]) {
    const values = [...new Set(params.getAll(param).filter((v) => v && v.length <= 100))].slice(
      0,
      50,
    );
    if (values.length > 0) filters[key] = values.sort();
  }
  for (const [key, param] of Object.entries(PRICE) as [keyof typeof PRICE, string][]) {
    const value = price(params.get(param));
    if (value !== undefined) filters[key] = value;
  }
  for (const [key, param] of Object.entries(FLAGS) as [keyof typeof FLAGS, string][]) {
    if (params.get(param) === '1') filters[key] = true;
  }
  return filters;
}

/** The query string with these filters instead of the old ones; every other parameter kept. */
export function writeListFilters(params: URLSearchParams, filters: ListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const param of FILTER_PARAMS) next.delete(param);
  for (const [key, param] of Object.entries(MULTI) as [keyof typeof MULTI, string][])
    for (const value of filters[key] ?? []) next.append(param, value);
  for (const [key, param] of Object.entries(PRICE) as [keyof typeof PRICE, string][]) {
    const value = filters[key];
    if (value !== undefined) next.set(param, String(value));
  }
  for (const [key, param] of Object.entries(FLAGS) as [keyof typeof FLAGS, string][])
    if (filters[key]) next.set(param, '1');
  return next;
}

export function hasListFilters(filters: ListFilters): boolean {
  return filterCount(filters) > 0;
}

export function filterCount(filters: ListFilters): number {
  return (
    (filters.brands?.length ?? 0) +
    (filters.sizes?.length ?? 0) +
    (filters.colours?.length ?? 0) +
    (filters.priceMin !== undefined || filters.priceMax !== undefined ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    (filters.onSale ? 1 : 0) +
    (filters.fits ? 1 : 0)
  );
}

/** A value ticked or unticked in one of the multi-choice groups. */
export function toggledValue(
  filters: ListFilters,
  group: keyof typeof MULTI,
  value: string,
): ListFilters {
  const current = filters[group] ?? [];
  const next = current.includes(value)
    ? current.filter((v) => v !== value)
    : [...current, value].sort();
  const result = { ...filters };
  if (next.length > 0) result[group] = next;
  else delete result[group];
  return result;
}
