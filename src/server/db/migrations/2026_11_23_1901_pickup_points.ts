import type { Kysely } from 'kysely';
import { emptyText, zero } from './migration-helpers';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * Delivery to pickup points:
 * - pickup_points: every carrier's points from its last good list; a point missing from a newer list
 *   is kept inactive (carts and orders may still name it). `search_text` is lower-case, accent-free.
 * - pickup_carriers: one row per carrier with its fee and weight limit (from the configuration, written
 *   at start) and the list's state: when it was last loaded, from where, how many points, the last error,
 *   and a claim so that of several processes only one refreshes at a time.
 * - carts.atvevohely: the chosen point's id; orders keep the point's id and its text as it was.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pickup_points')
    .addColumn('id', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('carrier', 'varchar(16)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('postcode', 'varchar(16)', emptyText)
    .addColumn('city', 'text', emptyText)
    .addColumn('address', 'text', emptyText)
    .addColumn('opening_hours', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('lat', 'real')
    .addColumn('lng', 'real')
    .addColumn('active', 'integer', zero)
    .addColumn('search_text', 'text', emptyText)
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pickup_points_carrier_idx')
    .on('pickup_points')
    .columns(['carrier', 'active', 'postcode'])
    .execute();

  await db.schema
    .createTable('pickup_carriers')
    .addColumn('carrier', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('fee', 'integer', zero)
    .addColumn('max_grams', 'integer', zero)
    .addColumn('source', 'text', emptyText)
    .addColumn('loaded_at', 'text')
    .addColumn('point_count', 'integer', zero)
    .addColumn('last_error', 'text', emptyText)
    .addColumn('last_error_at', 'text')
    .addColumn('refresh_claimed_at', 'text')
    .execute();

  await db.schema.alterTable('carts').addColumn('atvevohely', 'varchar(80)', emptyText).execute();
  await db.schema
    .alterTable('orders')
    .addColumn('pickup_point_id', 'varchar(80)', emptyText)
    .execute();
  await db.schema.alterTable('orders').addColumn('pickup_point', 'text', emptyText).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('pickup_point').execute();
  await db.schema.alterTable('orders').dropColumn('pickup_point_id').execute();
  await db.schema.alterTable('carts').dropColumn('atvevohely').execute();
  await db.schema.dropTable('pickup_carriers').execute();
  await db.schema.dropTable('pickup_points').execute();
}
