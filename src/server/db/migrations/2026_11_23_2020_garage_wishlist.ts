import type { Kysely } from 'kysely';
import { withId } from './migration-helpers';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * Issue 20: a customer's garage (the bikes they ride, one of them the active choice) and wishlist
 * ('Kedvencek'). One row per customer and bike type / product; both go with the account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('garage_bikes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('bike_type_id', 'integer', (c) =>
      c.notNull().references('bike_types.id').onDelete('cascade'),
    )
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('garage_bikes_user_type', ['user_id', 'bike_type_id'])
    .execute();
  await withId(db, db.schema.createTable('wishlist_items'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('wishlist_items_user_product', ['user_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wishlist_items').execute();
  await db.schema.dropTable('garage_bikes').execute();
}
