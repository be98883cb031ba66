import {
  MAX_PAGE_SIZE,
  MAX_SEARCH_WORDS,
  type ProductListItem,
  type Range,
  type Sort,
} from '@common/api/catalogue.schema';
import { searchWords } from '@common/text-normalize';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { BadRequestError } from '../../errors';
import { cachedCategories, resolveAlias } from './category-tree.service';
import { cachedResult } from './catalogue-cache';
import { type ProductFilters, productFilter, searchRank } from './product-filter';

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

const LIST_COLUMNS = [
  'products.id',
  'products.alias',
  'products.fullname_hu',
  'products.fullname_en',
  'products.detail_name_hu',
  'products.detail_name_en',
  'products.name_hu',
  'products.name_en',
  'products.content_hu',
  'products.content_en',
  'products.effective_price',
  'products.start_price_prev_hu',
  'products.start_price_curr_hu',
  'products.top_price_curr_hu',
] as const;

/**
 * Every matching product id in list order (search results: name matches first; id breaks ties).
 * Cached whole, so paging through a list costs no further filtering or counting.
 */
async function orderedProductIds(
  db: Db,
  filters: ProductFilters,
  field: Sort[0],
  direction: Sort[1],
): Promise<number[]> {
  let query = db.selectFrom('products').select('products.id').where(productFilter(filters));
  if (filters.words.length > 0) query = query.orderBy(searchRank(filters.words));
  // lower(): names sort as a shopper reads them on SQLite and PostgreSQL alike.
  query =
    field === 'fullname_en'
      ? query.orderBy(sql`lower(products.fullname_en)`, direction)
      : query.orderBy('products.start_price_curr_hu', direction);
  const rows = await query.orderBy('products.id', direction).execute();
  return rows.map((r) => r.id);
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
  const [field, direction] = request.sort ?? DEFAULT_SORT;
  const range = request.range ?? DEFAULT_RANGE;
  checkRange(range);
  const words = parseSearchText(request.searchText);
  const scope = resolveAlias(await cachedCategories(db), alias);
  // The search page without a searchable word finds nothing rather than the whole catalogue.
  if (alias === 'kereses' && words.length === 0)
    return { products: [], total: 0, contentRange: contentRange(0, 0, 0) };

  const filters = {
    categoryIds: scope.categoryIds,
    akcios: Boolean(request.akcios) || scope.akcios,
    bike: request.bike ?? null,
    words,
  };
  const matching = await cachedResult(
    db,
    JSON.stringify(['products', alias, filters.akcios, filters.bike, words, field, direction]),
    () => orderedProductIds(db, filters, field, direction),
  );
  const total = matching.length;
  const [start, end] = range;
  if (start >= total) return { products: [], total, contentRange: contentRange(start, 0, total) };

  const pageIds = matching.slice(start, end);
  const found = await db
    .selectFrom('products')
    .select(LIST_COLUMNS)
    .where('products.id', 'in', pageIds)
    .execute();
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = pageIds.flatMap((id) => byId.get(id) ?? []);

  const ids = rows.map((r) => r.id);
  const [images, variants] = await Promise.all([
    db
      .selectFrom('product_images')
      .select(['product_id', 'url'])
      .where('product_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('variants')
      .select(['id', 'product_id'])
      .where('product_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const markBike = request.bike ?? request.markBike ?? null;
  const fitting = new Set<number>();
  if (markBike != null && variants.length > 0) {
    const fits = await db
      .selectFrom('variant_bikes')
      .select('variant_id')
      .where('bike_type_id', '=', markBike)
      .where(
        'variant_id',
        'in',
        variants.map((v) => v.id),
      )
      .execute();
    for (const f of fits) fitting.add(f.variant_id);
  }

  const products = rows.map((p): ProductListItem => ({
    id: p.id,
    alias: p.alias,
    fullname_hu: p.fullname_hu,
    fullname_en: p.fullname_en,
    detail_name_hu: p.detail_name_hu,
    detail_name_en: p.detail_name_en,
    name_hu: p.name_hu,
    name_en: p.name_en,
    content_hu: p.content_hu,
    content_en: p.content_en,
    images: images.filter((i) => i.product_id === p.id).map((i) => ({ url: i.url })),
    effectivePrice: p.effective_price,
    start_price_prev_hu: p.start_price_prev_hu,
    start_price_curr_hu: p.start_price_curr_hu,
    top_price_curr_hu: p.top_price_curr_hu,
    variants: variants
      .filter((v) => v.product_id === p.id)
      .map((v) => ({
        id: v.id,
        bikesArray: markBike != null && fitting.has(v.id) ? [markBike] : [],
      })),
    downloads: [],
  }));
  return { products, total, contentRange: contentRange(start, products.length, total) };
}
