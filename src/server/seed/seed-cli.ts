/**
 * `npm run seed -- [--products N] [--reset]`: loads the demo catalogue into the database the
 * configuration names (DATA_DIR/shop.sqlite, or DATABASE_URL), media under DATA_DIR/media.
 * `--reset` first empties the catalogue; without it a database that has products is left alone.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { clearCatalogue } from './clear-catalogue';
import { DEFAULT_DEMO_PRODUCTS, seedCatalogue } from './demo-catalogue';

const MAX_PRODUCTS = 200_000;

export interface SeedOptions {
  products: number;
  reset: boolean;
}

export function parseSeedArgs(args: string[]): SeedOptions {
  const options: SeedOptions = { products: DEFAULT_DEMO_PRODUCTS, reset: false };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--reset') options.reset = true;
    else if (arg === '--products' || arg?.startsWith('--products=')) {
      const value = arg === '--products' ? args[(i += 1)] : arg.slice('--products='.length);
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1 || n > MAX_PRODUCTS) {
        throw new Error(
          `--products needs a whole number from 1 to ${MAX_PRODUCTS}, got "${value ?? ''}"`,
        );
      }
      options.products = n;
    } else
      throw new Error(`Unknown option "${arg}". Usage: npm run seed -- [--products N] [--reset]`);
  }
  return options;
}

async function main(): Promise<void> {
  const options = parseSeedArgs(process.argv.slice(2));
  const config = loadConfig();
  const mediaDir = path.join(config.dataDir, 'media');
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const started = Date.now();
    if (options.reset) {
      const removed = await clearCatalogue(database.db, mediaDir);
      console.log(`Catalogue emptied: ${removed} products removed.`);
    } else {
      const existing =
        (await database.db.selectFrom('products').select('id').limit(1).executeTakeFirst()) ??
        (await database.db.selectFrom('categories').select('id').limit(1).executeTakeFirst());
      if (existing) {
        console.error('The catalogue is not empty; run with --reset to replace it.');
        process.exitCode = 1;
        return;
      }
    }
    const summary = await seedCatalogue(database.db, { mediaDir, products: options.products });
    const seconds = ((Date.now() - started) / 1000).toFixed(2);
    console.log(
      `Demo catalogue loaded in ${seconds} s into ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}:`,
    );
    for (const [name, count] of Object.entries(summary))
      console.log(`  ${name.padEnd(12)} ${count}`);
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
