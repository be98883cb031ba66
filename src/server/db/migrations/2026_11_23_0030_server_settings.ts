import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any>, never the app's table types.

/** Shared server settings (the anti-forgery secret), so several processes or machines agree on them. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('server_settings')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_settings').execute();
}
