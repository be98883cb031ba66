import type { Db } from '../../db/database';

/**
 * What the in-memory search (searchable-catalogue.ts) reads of the catalogue: active products with
 * their texts and prices, every variant's item number and properties (withdrawn products' too: the
 * back office finds them by item number), pictures, categories and the parts finder's bike types.
 */
export async function loadSearchableRows(db: Db) {
  return Promise.all([
    db
      .selectFrom('products')
      .select([
        'id',
        'alias',
        'brand',
        'category_id',
        'name_hu',
        'name_en',
        'fullname_hu',
        'fullname_en',
        'detail_name_hu',
        'detail_name_en',
        'content_hu',
        'content_en',
        'effective_price',
        'start_price_curr_hu',
        'top_price_curr_hu',
      ])
      .where('active', '=', 1)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('variants')
      .innerJoin('products', 'products.id', 'variants.product_id')
      .select(['variants.product_id', 'variants.cikkszam', 'variants.props', 'products.active'])
      .execute(),
    db
      .selectFrom('product_images')
      .select(['product_id', 'url'])
      .orderBy('product_id')
      .orderBy('position', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'alias', 'name_hu', 'name_en', 'section'])
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('bike_types')
      .innerJoin('manufacturers', 'manufacturers.id', 'bike_types.manufacturer_id')
      .select(['bike_types.id', 'bike_types.name_en', 'manufacturers.name_en as maker'])
      .execute(),
  ]);
}
