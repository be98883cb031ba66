import type { Kysely } from 'kysely';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * A bike type's rated power in whole kilowatts, for the finder's licence categories (A2: up to 35 kW).
 * Null when unknown: such a type counts as A2 only when its capacity alone makes it A1 (125 ccm).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bike_types').addColumn('power_kw', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bike_types').dropColumn('power_kw').execute();
}
