import { effectiveVariantPrice, isOnSale } from '@common/pricing';
import { normalizeSearchText, stripTags } from '@common/text-normalize';
import type { Db } from '../db/database';
import type { VariantRow } from '../db/tables/catalogue.table';
import { summarizePrices } from './catalogue/product-detail.service';

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

const CHUNK = 500;

/**
 * Recomputes the derived price columns of the given products (every product when no ids are given)
 * from their variants as stored now. Returns how many products were updated.
 */
export async function refreshProductPrices(db: Db, productIds?: number[]): Promise<number> {
  const ids =
    productIds ??
    (await db.selectFrom('products').select('id').orderBy('id').execute()).map((r) => r.id);
  let updated = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = ids.slice(i, i + CHUNK);
    if (part.length === 0) continue;
    await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('variants')
        .select(['product_id', 'price_curr_hu', 'price_prev_hu', 'unique_promotional_price'])
        .where('product_id', 'in', part)
        .execute();
      const byProduct = new Map<number, PricedVariant[]>();
      for (const row of rows) {
        const list = byProduct.get(row.product_id) ?? [];
        list.push(row);
        byProduct.set(row.product_id, list);
      }
      for (const id of part) {
        const result = await trx
          .updateTable('products')
          .set(productPriceColumns(byProduct.get(id) ?? []))
          .where('id', '=', id)
          .executeTakeFirst();
        updated += Number(result.numUpdatedRows);
      }
    });
  }
  return updated;
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
