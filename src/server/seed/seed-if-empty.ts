import path from 'node:path';
import type { Db } from '../db/database';
import { type CatalogueSummary, seedCatalogue } from './demo-catalogue';
import { seedContent } from './demo-content';

export interface SeedSummary {
  catalogue: CatalogueSummary;
  content: { pages: number; blogPosts: number };
}

/**
 * On start-up: loads the demo catalogue (with its media files under DATA_DIR/media) and the demo
 * content into a database that has no products (and no categories) yet. Returns what it loaded,
 * or null when the database already had a catalogue and nothing was touched.
 */
export async function seedIfEmpty(
  db: Db,
  dataDir: string,
  opts: { products?: number } = {},
): Promise<SeedSummary | null> {
  const product = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  // A shop that set up its own categories before adding products is not a demo to fill either.
  const category = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (product || category) return null;
  const catalogue = await seedCatalogue(db, {
    mediaDir: path.join(dataDir, 'media'),
    ...(opts.products ? { products: opts.products } : {}),
  });
  // Content area (pages, blog, popup): its seeding goes here, after the catalogue.
  const content = await seedContent(db);
  return { catalogue, content };
}
