import type { Kysely } from 'kysely';
import { withId } from './migration-helpers';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * Clearance pieces held for a cart while its shopper looks at the order summary. The held pieces are
 * taken out of `variants.stock` when the hold is placed (a conditional UPDATE, so two carts can never
 * hold the same piece) and given back when the hold ends without an order. One hold per cart and variant.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('stock_holds'))
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('variants.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('stock_holds_cart_variant_uq', ['cart_id', 'variant_id'])
    .execute();
  await db.schema
    .createIndex('stock_holds_expires_idx')
    .on('stock_holds')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_holds').execute();
}
