import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * Each cart counts its changes (docs/cart.md, Revision): every claim of an open cart adds one, and
 * every cart answer carries the count, so a client can tell an answer given before a later change
 * from the newest one whatever order the answers arrive in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('carts')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('carts').dropColumn('revision').execute();
}
