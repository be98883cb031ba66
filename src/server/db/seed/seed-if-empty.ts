import path from 'node:path';
import type { Db } from '../database';
import { type CatalogueSummary, seedCatalogue } from './demo-catalogue';
import { seedContent } from './demo-content';

export interface SeedSummary {
  catalogue: CatalogueSummary;
  content: { pages: number; blogPosts: number };
}

/**
 * On start-up: loads the demo catalogue (with its media files under DATA_DIR/media) and the demo
 * content into a database that has no products yet. Returns what it loaded, or null when the
 * database already had products and nothing was touched.
 */
export async function seedIfEmpty(
  db: Db,
  dataDir: string,
  opts: { products?: number } = {},
): Promise<SeedSummary | null> {
  const existing = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  const catalogue = await seedCatalogue(db, {
    mediaDir: path.join(dataDir, 'media'),
    ...(opts.products ? { products: opts.products } : {}),
  });
  // Content area (pages, blog, popup): its seeding goes here, after the catalogue.
  const content = await seedContent(db);
  return { catalogue, content };
}
