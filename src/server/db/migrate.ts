import { type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import type { Db } from './database';
import * as initialSchema from './migrations/2026_11_22_0000_initial_schema';
import * as serverSettings from './migrations/2026_11_23_0030_server_settings';
import * as catalogueSearch from './migrations/2026_11_23_0045_catalogue_search';
import * as searchTermSuffixes from './migrations/2026_11_23_0100_search_term_suffixes';
import * as mailOutbox from './migrations/2026_11_23_1700_mail_outbox';
import * as backOffice from './migrations/2026_11_23_1800_back_office';
import * as supportView from './migrations/2026_11_23_1820_support_view';
import * as companyPurchase from './migrations/2026_11_23_1900_company_purchase';
import * as pickupPoints from './migrations/2026_11_23_1901_pickup_points';
import * as stockHolds from './migrations/2026_11_23_1910_stock_holds';
import * as cartPurge from './migrations/2026_11_23_1911_cart_purge';
import * as customerOrders from './migrations/2026_11_23_1920_customer_orders';
import * as bikePower from './migrations/2026_11_23_2010_bike_power';
import * as garageWishlist from './migrations/2026_11_23_2020_garage_wishlist';
import * as productAliasesBrand from './migrations/2026_11_23_2100_product_aliases_brand';
import * as sizeChartsBackInStock from './migrations/2026_11_23_2030_size_charts_back_in_stock';
import * as backInStockCancelled from './migrations/2026_11_23_2040_back_in_stock_cancelled';
import * as cartRevision from './migrations/2026_11_25_1000_cart_revision';
import * as jobRuns from './migrations/2026_11_26_1000_job_runs';
import * as dropSearchTerms from './migrations/2026_11_28_1000_drop_search_terms';

/** Every migration, in order. Listed statically so the bundled/tsx-run server needs no file scanning. */
const migrations: Record<string, Migration> = {
  '2026_11_22_0000_initial_schema': initialSchema,
  '2026_11_23_0030_server_settings': serverSettings,
  '2026_11_23_0045_catalogue_search': catalogueSearch,
  '2026_11_23_0100_search_term_suffixes': searchTermSuffixes,
  '2026_11_23_1700_mail_outbox': mailOutbox,
  '2026_11_23_1800_back_office': backOffice,
  '2026_11_23_1820_support_view': supportView,
  '2026_11_23_1900_company_purchase': companyPurchase,
  '2026_11_23_1901_pickup_points': pickupPoints,
  '2026_11_23_1910_stock_holds': stockHolds,
  '2026_11_23_1911_cart_purge': cartPurge,
  '2026_11_23_1920_customer_orders': customerOrders,
  '2026_11_23_2010_bike_power': bikePower,
  '2026_11_23_2020_garage_wishlist': garageWishlist,
  '2026_11_23_2100_product_aliases_brand': productAliasesBrand,
  '2026_11_23_2030_size_charts_back_in_stock': sizeChartsBackInStock,
  '2026_11_23_2040_back_in_stock_cancelled': backInStockCancelled,
  '2026_11_25_1000_cart_revision': cartRevision,
  '2026_11_26_1000_job_runs': jobRuns,
  '2026_11_28_1000_drop_search_terms': dropSearchTerms,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * On PostgreSQL the migration bookkeeping goes in the connection's current schema by name: Kysely looks
 * for its tables in every schema, so another schema's bookkeeping (a test schema beside `public`) would
 * otherwise be taken for this one's.
 */
async function migrationSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

async function migratorFor(db: Db): Promise<Migrator> {
  const migrationTableSchema = await migrationSchema(db);
  return new Migrator({
    db,
    provider,
    // Each issue's migrations carry its own number (PROTOCOL: 2026_11_23_NN00_...), so a database that
    // already ran a later-numbered one must still take an earlier-numbered one that lands after it.
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

/** Runs what has not run yet; returns the names it ran (empty when the schema was current). */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } = await (await migratorFor(db)).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations this code knows that the database has not run (the readiness check asks). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const known = await (await migratorFor(db)).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
