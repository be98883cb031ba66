import type { Kysely } from 'kysely';
import { emptyText } from './migration-helpers';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * The old aliases of renamed products (an old link answers 301 to the product's alias now), and each
 * product's brand (product feeds and structured data name it; empty when unknown).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_old_aliases')
    .addColumn('alias', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('renamed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_old_aliases_product_idx')
    .on('product_old_aliases')
    .column('product_id')
    .execute();
  await db.schema.alterTable('products').addColumn('brand', 'text', emptyText).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('products').dropColumn('brand').execute();
  await db.schema.dropTable('product_old_aliases').execute();
}
