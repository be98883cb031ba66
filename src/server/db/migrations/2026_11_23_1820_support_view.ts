import type { Kysely } from 'kysely';
import { withId } from './migration-helpers';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * Support's read-only view of a customer's cart (docs/back-office.md, "Support"): a short-lived
 * ticket (only its SHA-256 stored) that lets one shop tab read one cart, and nothing else.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('support_view_tickets'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('cart_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_view_tickets_expires_idx')
    .on('support_view_tickets')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_view_tickets').execute();
}
