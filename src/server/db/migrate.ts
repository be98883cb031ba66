import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import * as initialSchema from './migrations/2026_11_22_0000_initial_schema';
import * as serverSettings from './migrations/2026_11_23_0030_server_settings';
import * as catalogueSearch from './migrations/2026_11_23_0045_catalogue_search';
import * as searchTermSuffixes from './migrations/2026_11_23_0100_search_term_suffixes';

/** Every migration, in order. Listed statically so the bundled/tsx-run server needs no file scanning. */
const migrations: Record<string, Migration> = {
  '2026_11_22_0000_initial_schema': initialSchema,
  '2026_11_23_0030_server_settings': serverSettings,
  '2026_11_23_0045_catalogue_search': catalogueSearch,
  '2026_11_23_0100_search_term_suffixes': searchTermSuffixes,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    );
  }
}
