import type { Kysely } from 'kysely';
import { emptyText, withId } from './migration-helpers';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * The back office: staff accounts (separate from customers) with their own sessions, the audit log of
 * every back-office change, and the order's status with its history.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('staff'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('staff_sessions'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_sessions_staff_idx')
    .on('staff_sessions')
    .column('staff_id')
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('staff_id', 'integer')
    .addColumn('staff_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(64)', emptyText)
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_entity_idx')
    .on('audit_log')
    .columns(['entity', 'entity_id'])
    .execute();

  await db.schema
    .alterTable('orders')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('uj'))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('tracking_number', 'varchar(64)', emptyText)
    .execute();
  await db.schema.createIndex('orders_status_idx').on('orders').column('status').execute();

  await withId(db, db.schema.createTable('order_status_history'))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('tracking_number', 'varchar(64)', emptyText)
    .addColumn('staff_email', 'varchar(254)', emptyText)
    .execute();
  await db.schema
    .createIndex('order_status_history_order_idx')
    .on('order_status_history')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_status_history').execute();
  await db.schema.dropIndex('orders_status_idx').execute();
  await db.schema.alterTable('orders').dropColumn('tracking_number').execute();
  await db.schema.alterTable('orders').dropColumn('status').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff').execute();
}
