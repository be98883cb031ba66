import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The product filters shared by the lists and the category counts, so a category's productCount and
 * the list it leads to always agree. A search text narrows them further in memory (search-results.ts).
 */
export interface ProductFilters {
  /** Only products of these categories; null for the whole catalogue. */
  categoryIds: number[] | null;
  akcios: boolean;
  /** Only products with a variant that fits this bike type. */
  bike: number | null;
}

type ProductsEb = ExpressionBuilder<Database, 'products'>;

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
    return eb.and(conditions);
  };
}
