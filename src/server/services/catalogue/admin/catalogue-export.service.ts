import type { Db } from '../../../db/database';
import { EXPORT_COLUMNS } from './catalogue-csv-columns';
import { toCsv } from '../../../spreadsheets/csv';

/** Every variant of the catalogue as the CSV an import reads back, by product and variant order. */
export async function exportCatalogueCsv(db: Db): Promise<string> {
  const rows = await db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .select([
      'variants.cikkszam',
      'products.alias',
      'products.fullname_hu',
      'variants.name_hu',
      'variants.price_curr_hu',
      'variants.price_prev_hu',
      'variants.unique_promotional_price',
      'variants.stock',
      'variants.availability',
      'variants.weight_g',
    ])
    .orderBy('products.id')
    .orderBy('variants.position')
    .orderBy('variants.id')
    .execute();
  return toCsv(
    [...EXPORT_COLUMNS],
    rows.map((r) => [
      r.cikkszam,
      r.alias,
      r.fullname_hu,
      r.name_hu,
      r.price_curr_hu,
      r.price_prev_hu,
      r.unique_promotional_price,
      r.stock,
      r.availability,
      r.weight_g,
    ]),
  );
}
