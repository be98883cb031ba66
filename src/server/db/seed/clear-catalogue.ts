import fs from 'node:fs';
import path from 'node:path';
import { bumpCatalogueVersion } from '../../services/catalogue/catalogue-cache';
import type { Db } from '../database';

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
    for (const table of [
      'cart_lines',
      'variant_bikes',
      'product_search_terms',
      'search_term_suffixes',
      'search_terms',
      'product_downloads',
      'product_images',
      'variants',
      'products',
    ] as const) {
      await trx.deleteFrom(table).execute();
    }
    // Children before parents: categories reference their parent.
    for (;;) {
      const leaves = await trx
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
      if (Number(leaves.numDeletedRows) === 0) break;
    }
    for (const table of [
      'bike_types',
      'constructions',
      'manufacturers',
      'sliders',
      'current_offers',
      'partners',
    ] as const) {
      await trx.deleteFrom(table).execute();
    }
    return Number(n);
  });
  await bumpCatalogueVersion(db);
  for (const folder of DEMO_MEDIA_FOLDERS) {
    fs.rmSync(path.join(mediaDir, folder), { recursive: true, force: true });
  }
  return removed;
}
