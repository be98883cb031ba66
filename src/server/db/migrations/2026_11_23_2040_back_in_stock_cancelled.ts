import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * A back-in-stock request can now be cancelled by the unsubscribe link of a restock e-mail: status
 * 'cancelled' (the status column is free text) and the time it happened.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('back_in_stock_requests')
    .addColumn('cancelled_at', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('back_in_stock_requests').dropColumn('cancelled_at').execute();
}
