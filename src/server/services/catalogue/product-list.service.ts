import type { ProductListItem, Range, Sort } from '@common/api/catalogue.schema';
import { MAX_PAGE_SIZE, MAX_SEARCH_WORDS } from '@common/api/catalogue.constants';
import type { ListFilters } from '@common/api/facets.schema';
import { searchWords } from '@common/text-normalize';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { BadRequestError } from '../../errors';
import { cachedCategories, resolveAlias } from './category-tree.service';
import { cachedResult } from './catalogue-cache';
import { filterProductIds, hasFilters } from './facet-index';
import { productCards } from './product-cards';
import { type ProductFilters, productFilter } from './product-filter';
import { orderSearchResults } from './search-results';

export const DEFAULT_SORT: Sort = ['fullname_en', 'asc'];
export const DEFAULT_RANGE: Range = [0, 15];
export const RANGE_MESSAGE = `Hibás tartomány: [kezdet, vég] egész számpárt várunk, ahol 0 ≤ kezdet < vég, és egyszerre legfeljebb ${MAX_PAGE_SIZE} termék kérhető.`;
export const SEARCH_WORDS_MESSAGE = `A keresés legfeljebb ${MAX_SEARCH_WORDS} szóból állhat.`;

export interface ProductListRequest {
  sort?: Sort;
  range?: Range;
  searchText?: string | null;
  akcios?: boolean | null;
  /** ForBike: keep only products fitting this bike type. */
  bike?: number | null;
  /** Lists without the bike filter: mark the variants that fit this bike type (bikesArray). */
  markBike?: number | null;
  /** Issue 20's filters (brand, size, ...), applied on top of the spec's. */
  filters?: ListFilters;
}

export interface ProductPage {
  products: ProductListItem[];
  /** HTTP-style, inclusive: `products 0-14/231`; an empty page has an asterisk for the span. */
  contentRange: string;
  total: number;
}

/** The words of a search text, at most MAX_SEARCH_WORDS (each is one more index lookup). */
export function parseSearchText(text: string | null | undefined): string[] {
  const words = searchWords(text ?? '');
  if (words.length > MAX_SEARCH_WORDS) throw new BadRequestError(SEARCH_WORDS_MESSAGE);
  return words;
}

function checkRange([start, end]: Range): void {
  if (!(
    Number.isInteger(start) &&
    Number.isInteger(end) &&
    start >= 0 &&
    end > start &&
    end - start <= MAX_PAGE_SIZE
  )) {
    throw new BadRequestError(RANGE_MESSAGE);
  }
}

export function contentRange(start: number, count: number, total: number): string {
  return count === 0 ? `products */${total}` : `products ${start}-${start + count - 1}/${total}`;
}

/**
 * Every product id of a list in list order (id breaks ties). Cached whole, so paging through a list
 * costs no further filtering or counting.
 */
async function orderedProductIds(
  db: Db,
  filters: ProductFilters,
  field: Sort[0],
  direction: Sort[1],
): Promise<number[]> {
  let query = db.selectFrom('products').select('products.id').where(productFilter(filters));
  // lower(): names sort as a shopper reads them on SQLite and PostgreSQL alike.
  query =
    field === 'fullname_en'
      ? query.orderBy(sql`lower(products.fullname_en)`, direction)
      : query.orderBy('products.start_price_curr_hu', direction);
  const rows = await query.orderBy('products.id', direction).execute();
  return rows.map((r) => r.id);
}

/**
 * Every product id of the alias's list under the spec's filters (search text, sale, bike), in list
 * order; cached. A search text keeps the matching products: by relevance in the default order (by
 * name, ascending), else item number and name matches before description matches, each group in the
 * chosen order (docs/discovery.md#one-search). Empty when there is nothing to list (the search page
 * without a searchable word).
 */
export async function matchingProductIds(
  db: Db,
  alias: string,
  request: Pick<ProductListRequest, 'searchText' | 'akcios' | 'bike'>,
  [field, direction]: Sort = DEFAULT_SORT,
): Promise<number[]> {
  const words = parseSearchText(request.searchText);
  const scope = resolveAlias(await cachedCategories(db), alias);
  // The search page without a searchable word finds nothing rather than the whole catalogue.
  if (alias === 'kereses' && words.length === 0) return [];
  const filters = {
    categoryIds: scope.categoryIds,
    akcios: Boolean(request.akcios) || scope.akcios,
    bike: request.bike ?? null,
  };
  const list = await cachedResult(
    db,
    JSON.stringify(['products', alias, filters.akcios, filters.bike, field, direction]),
    () => orderedProductIds(db, filters, field, direction),
  );
  if (words.length === 0) return list;
  const relevance = field === DEFAULT_SORT[0] && direction === DEFAULT_SORT[1];
  return cachedResult(
    db,
    JSON.stringify(['search', alias, filters.akcios, filters.bike, words, field, direction]),
    () => orderSearchResults(db, list, words, relevance),
  );
}

/**
 * POST productsByAlias / productsByAliasForBike: one page of the alias's products under the filters,
 * sorted (search results: name matches first), with the total for Content-Range.
 */
export async function listProducts(
  db: Db,
  alias: string,
  request: ProductListRequest,
): Promise<ProductPage> {
  const sort = request.sort ?? DEFAULT_SORT;
  const range = request.range ?? DEFAULT_RANGE;
  checkRange(range);
  const all = await matchingProductIds(db, alias, request, sort);
  const markBike = request.bike ?? request.markBike ?? null;
  const { filters } = request;
  // Cached like the unfiltered list, so the next page of the same choice costs no pass.
  const matching = hasFilters(filters)
    ? await cachedResult(
        db,
        JSON.stringify([
          'filtered',
          alias,
          request.searchText ?? null,
          Boolean(request.akcios),
          request.bike ?? null,
          sort,
          filters,
          filters.fits ? markBike : null,
        ]),
        () => filterProductIds(db, all, filters, markBike),
      )
    : all;
  const total = matching.length;
  const [start, end] = range;
  if (start >= total) return { products: [], total, contentRange: contentRange(start, 0, total) };

  const products = await productCards(db, matching.slice(start, end), markBike);
  return { products, total, contentRange: contentRange(start, products.length, total) };
}
