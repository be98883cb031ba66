import { effectiveVariantPrice, isOnSale } from '@common/pricing';
import { normalizeSearchText, stripTags } from '@common/text-normalize';
import type { VariantRow } from '../../db/tables/catalogue.table';
import { summarizePrices } from './product-detail.service';

/**
 * The products' columns derived from other data, computed in one place for every writer (seed, import,
 * admin, tests): the price columns from the variants, and the normalized search text.
 */

export type PricedVariant = Pick<
  VariantRow,
  'price_curr_hu' | 'price_prev_hu' | 'unique_promotional_price'
>;

export interface ProductPriceColumns {
  effective_price: number;
  start_price_prev_hu: number | null;
  start_price_curr_hu: number;
  top_price_curr_hu: number;
  on_sale: number;
}

/** A product's derived price columns from its variants (API.md; one rule with the product page). */
export function productPriceColumns(variants: PricedVariant[]): ProductPriceColumns {
  const summary = summarizePrices(variants);
  return {
    effective_price: summary.effectivePrice,
    start_price_prev_hu: summary.start_price_prev_hu,
    start_price_curr_hu: summary.start_price_curr_hu,
    top_price_curr_hu: summary.top_price_curr_hu,
    on_sale: variants.some((v) => isOnSale(effectiveVariantPrice(v), v.price_prev_hu)) ? 1 : 0,
  };
}

export interface SearchSource {
  name_hu: string;
  name_en: string;
  fullname_hu?: string;
  fullname_en?: string;
  detail_name_hu: string;
  detail_name_en: string;
  content_hu: string;
  content_en: string;
  /** The variants' item numbers (cikkszám). */
  itemNumbers: string[];
}

/** Words of several texts, normalized, each once, in first-seen order. */
function uniqueWords(texts: string[]): string {
  const seen = new Set<string>();
  for (const text of texts)
    for (const w of normalizeSearchText(text).split(' ')) if (w) seen.add(w);
  return [...seen].join(' ');
}

/**
 * The products' search_name (names, detail names, item numbers) and search_body (description text):
 * lower-case and accent-free, as normalizeSearchText makes a query. An item number is also stored
 * without its separators, so 'MP-1234' is found as 'mp1234'.
 */
export function productSearchColumns(source: SearchSource): {
  search_name: string;
  search_body: string;
} {
  const itemNumbers = source.itemNumbers.flatMap((n) => [
    n,
    normalizeSearchText(n).replace(/ /g, ''),
  ]);
  return {
    search_name: uniqueWords([
      source.name_hu,
      source.name_en,
      source.fullname_hu ?? '',
      source.fullname_en ?? '',
      source.detail_name_hu,
      source.detail_name_en,
      ...itemNumbers,
    ]),
    search_body: uniqueWords([stripTags(source.content_hu), stripTags(source.content_en)]),
  };
}
