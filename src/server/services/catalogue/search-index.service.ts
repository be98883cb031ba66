import type { Db } from '../../db/database';
import { productSearchColumns } from './product-prices';
import { bumpCatalogueVersion } from './catalogue-cache';

/**
 * What a catalogue writer calls after changing products' texts or variants (seed, import, the
 * editors): the products' stored search text (`search_name`, which the back office's product search
 * reads, and `search_body`) is recomputed from the rows as they are now, and the catalogue version is
 * bumped, so every process rebuilds its in-memory search (searchable-catalogue.ts) on its next search.
 * The shop's search itself reads the tables, never a copy a writer could forget to update.
 */

const CHUNK = 500;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function refreshSearchColumns(db: Db, ids: number[]): Promise<number> {
  let count = 0;
  for (const part of chunks(ids, CHUNK)) {
    await db.transaction().execute(async (trx) => {
      const products = await trx
        .selectFrom('products')
        .select([
          'id',
          'name_hu',
          'name_en',
          'fullname_hu',
          'fullname_en',
          'detail_name_hu',
          'detail_name_en',
          'content_hu',
          'content_en',
        ])
        .where('id', 'in', part)
        .execute();
      const variants = await trx
        .selectFrom('variants')
        .select(['product_id', 'cikkszam'])
        .where('product_id', 'in', part)
        .orderBy('id')
        .execute();
      const itemNumbers = new Map<number, string[]>();
      for (const v of variants)
        itemNumbers.set(v.product_id, [...(itemNumbers.get(v.product_id) ?? []), v.cikkszam]);
      for (const { id, ...texts } of products) {
        await trx
          .updateTable('products')
          .set(productSearchColumns({ ...texts, itemNumbers: itemNumbers.get(id) ?? [] }))
          .where('id', '=', id)
          .execute();
      }
      count += products.length;
    });
  }
  return count;
}

/**
 * Refreshes the search text of the given products (every product when no ids are given) and tells
 * every process that the catalogue changed. Returns how many products were refreshed.
 */
export async function indexProductsForSearch(db: Db, productIds?: number[]): Promise<number> {
  const ids =
    productIds ??
    (await db.selectFrom('products').select('id').orderBy('id').execute()).map((r) => r.id);
  const count = await refreshSearchColumns(db, ids);
  await bumpCatalogueVersion(db);
  return count;
}

/**
 * Fills in the search text of products stored without it (loaded by a tool that wrote only the
 * product rows), so the back office finds them too; called at start. Returns how many.
 */
export async function ensureSearchIndex(db: Db): Promise<number> {
  const missing = await db
    .selectFrom('products')
    .select('id')
    .where('search_name', '=', '')
    .orderBy('id')
    .execute();
  if (missing.length === 0) return 0;
  return indexProductsForSearch(
    db,
    missing.map((r) => r.id),
  );
}
