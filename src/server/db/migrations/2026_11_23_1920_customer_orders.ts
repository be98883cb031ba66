import type { Kysely } from 'kysely';
import { withId } from './migration-helpers';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * A customer's own orders (issue 19): `users.email_confirmed_at` is set when the customer opened the
 * link mailed to the account's address; from then on the guest orders placed with that address are
 * theirs too. The links themselves are kept as hashes, like password-reset links.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_confirmed_at', 'text').execute();
  await withId(db, db.schema.createTable('email_confirmations'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_confirmations_user')
    .on('email_confirmations')
    .column('user_id')
    .execute();
  await db.schema.createIndex('orders_user').on('orders').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_user').execute();
  await db.schema.dropTable('email_confirmations').execute();
  await db.schema.alterTable('users').dropColumn('email_confirmed_at').execute();
}
