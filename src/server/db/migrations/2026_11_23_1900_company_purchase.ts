import type { Kysely } from 'kysely';
import { emptyText, zero } from './migration-helpers';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * Buying as a company ('Cégként vásárolok'): the cart's checkbox, and the order's company name (empty
 * for a private buyer), so the back office and the e-mails tell a company invoice apart at a glance.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('carts').addColumn('cegkent', 'integer', zero).execute();
  await db.schema.alterTable('orders').addColumn('company_name', 'text', emptyText).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('company_name').execute();
  await db.schema.alterTable('carts').dropColumn('cegkent').execute();
}
