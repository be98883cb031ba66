import type { Kysely } from 'kysely';
import { emptyText, withId, zero } from './migration-helpers';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * The mail outbox: e-mails are written in the same transaction as what they tell (an order, a reset
 * link) and a sender in every server process delivers them. `claimed_until` is a lease: a process
 * takes a row with one conditional UPDATE, so two processes never send the same row at once, and a
 * process killed mid-send leaves a lease that runs out instead of a row stuck forever.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('mail_outbox'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('message_id', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', zero)
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('claimed_by', 'varchar(64)')
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('last_error', 'text', emptyText)
    .addColumn('sensitive', 'integer', zero)
    .execute();
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
