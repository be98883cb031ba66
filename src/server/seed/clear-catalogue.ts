import fs from 'node:fs';
import path from 'node:path';
import { PostgresAdapter, sql } from 'kysely';
import { bumpCatalogueVersion } from '../services/catalogue/catalogue-cache';
import type { Db } from '../db/database';

/** The media folders the demo catalogue writes; cleared with the catalogue so no stale files stay. */
export const DEMO_MEDIA_FOLDERS = [
  'products',
  'bikes',
  'downloads',
  'sliders',
  'offers',
  'partners',
];

/**
 * Every catalogue table, referencing tables before the tables they reference. PostgreSQL's TRUNCATE
 * refuses when a table that references one of these is missing from the list: add new ones here.
 */
const CATALOGUE_TABLES = [
  'cart_lines',
  // Clearance holds, garages and wishlists point at variants, bike types and products that go.
  'stock_holds',
  'garage_bikes',
  'wishlist_items',
  'product_old_aliases',
  'variant_bikes',
  'product_downloads',
  'product_images',
  'back_in_stock_requests',
  'variants',
  'products',
  'categories',
  'bike_types',
  'constructions',
  'manufacturers',
  'sliders',
  'current_offers',
  'partners',
  'size_charts',
] as const;

/** Children before parents: categories reference their parent. */
async function deleteCategories(db: Db): Promise<void> {
  for (;;) {
    const leaves = await db
      .deleteFrom('categories')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('categories as child')
              .select('child.id')
              .whereRef('child.parent_id', '=', 'categories.id'),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(leaves.numDeletedRows) === 0) return;
  }
}

/**
 * Empties the catalogue (products and everything hanging on them, categories, the bike finder,
 * sliders, current offers, partners) and the lines of open carts, which point at variants.
 * Orders keep their own copies of names and prices, so they stay. Returns the products removed.
 */
export async function clearCatalogue(db: Db, mediaDir: string): Promise<number> {
  const removed = await db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      // Row-by-row deletes make PostgreSQL check each foreign key against the dead rows of the
      // tables emptied before (minutes for 20 000 products); TRUNCATE empties them all at once.
      await sql`truncate table ${sql.join(CATALOGUE_TABLES.map((t) => sql.table(t)))}`.execute(trx);
    } else {
      for (const table of CATALOGUE_TABLES) {
        if (table === 'categories') await deleteCategories(trx);
        else await trx.deleteFrom(table).execute();
      }
    }
    return Number(n);
  });
  await bumpCatalogueVersion(db);
  for (const folder of DEMO_MEDIA_FOLDERS) {
    fs.rmSync(path.join(mediaDir, folder), { recursive: true, force: true });
  }
  return removed;
}
