import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The product filters shared by the lists and the category counts, so a category's productCount and
 * the list it leads to always agree.
 */
export interface ProductFilters {
  /** Only products of these categories; null for the whole catalogue. */
  categoryIds: number[] | null;
  akcios: boolean;
  /** Only products with a variant that fits this bike type. */
  bike: number | null;
  /** Normalized search words; each must match a word of the product (as a substring). */
  words: string[];
}

type ProductsEb = ExpressionBuilder<Database, 'products'>;

/** Ids of products holding a word that contains `word` (in a name only, when nameOnly). */
function productsWithWord(eb: ProductsEb, word: string, nameOnly: boolean) {
  let holders = eb
    .selectFrom('product_search_terms')
    .select('product_search_terms.product_id')
    .where(
      'product_search_terms.term_id',
      'in',
      // A word occurs inside a term when it begins one of the term's suffixes. Terms hold only [a-z0-9]
      // (normalizeSearchText), and '{' sorts right after 'z', so this range holds exactly those suffixes.
      eb
        .selectFrom('search_term_suffixes')
        .select('search_term_suffixes.term_id')
        .where('search_term_suffixes.suffix', '>=', word)
        .where('search_term_suffixes.suffix', '<', `${word}{`),
    );
  if (nameOnly) holders = holders.where('product_search_terms.in_name', '=', 1);
  return holders;
}

export function productFilter(filters: ProductFilters) {
  return (eb: ProductsEb): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [eb('products.active', '=', 1)];
    if (filters.categoryIds) {
      conditions.push(
        filters.categoryIds.length > 0
          ? eb('products.category_id', 'in', filters.categoryIds)
          : sql<SqlBool>`1 = 0`,
      );
    }
    if (filters.akcios) conditions.push(eb('products.on_sale', '=', 1));
    if (filters.bike != null) {
      conditions.push(
        eb(
          'products.id',
          'in',
          eb
            .selectFrom('variant_bikes')
            .innerJoin('variants', 'variants.id', 'variant_bikes.variant_id')
            .select('variants.product_id')
            .where('variant_bikes.bike_type_id', '=', filters.bike),
        ),
      );
    }
    for (const word of filters.words)
      conditions.push(eb('products.id', 'in', productsWithWord(eb, word, false)));
    return eb.and(conditions);
  };
}

/** 0 when every search word is found in the product's names or item numbers, else 1 (description only). */
export function searchRank(words: string[]) {
  return (eb: ProductsEb) =>
    eb
      .case()
      .when(eb.and(words.map((word) => eb('products.id', 'in', productsWithWord(eb, word, true)))))
      .then(0)
      .else(1)
      .end();
}
