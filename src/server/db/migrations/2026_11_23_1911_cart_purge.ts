import type { Kysely } from 'kysely';
import { emptyText } from './migration-helpers';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * - scheduled_jobs: one row per job that every process may run (the cart purge first): when it last
 *   ran and a claim, so that of several processes only one runs it at a time (a conditional UPDATE).
 * - carts.personal_data_deleted_at: when the purge emptied the personal data of a cart that never
 *   became an order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('last_run_at', 'text')
    .addColumn('claimed_at', 'text')
    .addColumn('last_result', 'text', emptyText)
    .execute();
  await db.schema.alterTable('carts').addColumn('personal_data_deleted_at', 'text').execute();
  await db.schema
    .createIndex('carts_purge_idx')
    .on('carts')
    .columns(['finish', 'updated_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('carts_purge_idx').execute();
  await db.schema.alterTable('carts').dropColumn('personal_data_deleted_at').execute();
  await db.schema.dropTable('scheduled_jobs').execute();
}
