import type { Kysely } from 'kysely';
import { withId } from './migration-helpers';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * Size charts per brand and kind (helmet, jacket, gloves), the kind a category's products are sized
 * by (inherited by its subcategories), and the shoppers' back-in-stock requests per variant.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('size_charts'))
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('sizes_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('size_charts_brand_kind_idx')
    .on('size_charts')
    .columns(['brand', 'kind'])
    .unique()
    .execute();
  await db.schema.alterTable('categories').addColumn('size_kind', 'varchar(16)').execute();

  await withId(db, db.schema.createTable('back_in_stock_requests'))
    .addColumn('variant_id', 'integer', (c) =>
      c.notNull().references('variants.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'varchar(32)', (c) => c.notNull())
    // 'pending' until the variant's stock rises above zero, then 'sent' with the time of the mail.
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('notified_at', 'varchar(32)')
    .execute();
  // One request per variant and address: asking again while it waits changes nothing.
  await db.schema
    .createIndex('back_in_stock_variant_email_idx')
    .on('back_in_stock_requests')
    .columns(['variant_id', 'email'])
    .unique()
    .execute();
  await db.schema
    .createIndex('back_in_stock_status_idx')
    .on('back_in_stock_requests')
    .columns(['status', 'variant_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('back_in_stock_requests').execute();
  await db.schema.alterTable('categories').dropColumn('size_kind').execute();
  await db.schema.dropTable('size_charts').execute();
}
