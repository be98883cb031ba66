import type { Kysely } from 'kysely';
import { emptyText, withId, zero } from './migration-helpers';

// Frozen in time: this migration describes the schema as it was on the day it was written.

const profileColumns = [
  'szallitas_vnev',
  'szallitas_knev',
  'szallitas_irsz',
  'szallitas_varos',
  'szallitas_utca',
  'telefonszam',
  'megjegyzes',
  'szamla_nev',
  'szamla_irsz',
  'szamla_varos',
  'szamla_utca',
  'adoszam',
];

const cartDataColumns = [
  'szallitas_vnev',
  'szallitas_knev',
  'szallitas_irsz',
  'szallitas_varos',
  'szallitas_utca',
  'email',
  'szallitas_telefonszam',
  'megjegyzes',
  'szamla_nev',
  'adoszam',
  'szamla_irsz',
  'szamla_varos',
  'szamla_utca',
];

export async function up(db: Kysely<any>): Promise<void> {
  // Catalogue
  await withId(db, db.schema.createTable('categories'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('alias', 'text', (c) => c.notNull().unique())
    .addColumn('name_hu', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', zero)
    .execute();
  await db.schema
    .createIndex('categories_parent_idx')
    .on('categories')
    .column('parent_id')
    .execute();

  await withId(db, db.schema.createTable('products'))
    .addColumn('alias', 'text', (c) => c.notNull().unique())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('name_hu', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', emptyText)
    .addColumn('fullname_hu', 'text', (c) => c.notNull())
    .addColumn('fullname_en', 'text', emptyText)
    .addColumn('detail_name_hu', 'text', emptyText)
    .addColumn('detail_name_en', 'text', emptyText)
    .addColumn('content_hu', 'text', emptyText)
    .addColumn('content_en', 'text', emptyText)
    .addColumn('search_name', 'text', emptyText)
    .addColumn('search_body', 'text', emptyText)
    .addColumn('effective_price', 'integer', zero)
    .addColumn('start_price_prev_hu', 'integer')
    .addColumn('start_price_curr_hu', 'integer', zero)
    .addColumn('top_price_curr_hu', 'integer', zero)
    .addColumn('on_sale', 'integer', zero)
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('products_category_idx')
    .on('products')
    .columns(['category_id', 'active'])
    .execute();
  await db.schema
    .createIndex('products_name_sort_idx')
    .on('products')
    .columns(['fullname_en', 'id'])
    .execute();
  await db.schema
    .createIndex('products_price_sort_idx')
    .on('products')
    .columns(['start_price_curr_hu', 'id'])
    .execute();
  await db.schema.createIndex('products_on_sale_idx').on('products').column('on_sale').execute();

  await withId(db, db.schema.createTable('product_images'))
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', zero)
    .execute();
  await db.schema
    .createIndex('product_images_product_idx')
    .on('product_images')
    .column('product_id')
    .execute();

  await withId(db, db.schema.createTable('product_downloads'))
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', zero)
    .execute();
  await db.schema
    .createIndex('product_downloads_product_idx')
    .on('product_downloads')
    .column('product_id')
    .execute();

  await withId(db, db.schema.createTable('variants'))
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('name_hu', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', emptyText)
    .addColumn('cikkszam', 'text', (c) => c.notNull())
    .addColumn('props', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('availability', 'text', (c) => c.notNull())
    .addColumn('price_curr_hu', 'integer', (c) => c.notNull())
    .addColumn('price_prev_hu', 'integer')
    .addColumn('unique_promotional_price', 'integer')
    .addColumn('weight_g', 'integer', zero)
    .addColumn('stock', 'integer', zero)
    .addColumn('position', 'integer', zero)
    .execute();
  await db.schema.createIndex('variants_product_idx').on('variants').column('product_id').execute();
  await db.schema.createIndex('variants_cikkszam_idx').on('variants').column('cikkszam').execute();

  // Motorcycle finder
  await withId(db, db.schema.createTable('manufacturers'))
    .addColumn('name_en', 'text', (c) => c.notNull().unique())
    .execute();
  await withId(db, db.schema.createTable('constructions'))
    .addColumn('name_en', 'text', (c) => c.notNull().unique())
    .execute();
  await withId(db, db.schema.createTable('bike_types'))
    .addColumn('manufacturer_id', 'integer', (c) => c.notNull().references('manufacturers.id'))
    .addColumn('construction_id', 'integer', (c) => c.notNull().references('constructions.id'))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('search_name', 'text', emptyText)
    .addColumn('ccm', 'integer', (c) => c.notNull())
    .addColumn('capacity_bucket', 'integer', (c) => c.notNull())
    .addColumn('img', 'text', emptyText)
    .addColumn('content', 'text', emptyText)
    .execute();
  await db.schema
    .createIndex('bike_types_cascade_idx')
    .on('bike_types')
    .columns(['manufacturer_id', 'construction_id', 'capacity_bucket'])
    .execute();
  await db.schema
    .createTable('variant_bikes')
    .addColumn('variant_id', 'integer', (c) =>
      c.notNull().references('variants.id').onDelete('cascade'),
    )
    .addColumn('bike_type_id', 'integer', (c) =>
      c.notNull().references('bike_types.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('variant_bikes_pk', ['variant_id', 'bike_type_id'])
    .execute();
  await db.schema
    .createIndex('variant_bikes_bike_idx')
    .on('variant_bikes')
    .columns(['bike_type_id', 'variant_id'])
    .execute();

  // Content
  await withId(db, db.schema.createTable('pages'))
    .addColumn('alias', 'text', (c) => c.notNull().unique())
    .addColumn('parent_id', 'integer', (c) => c.references('pages.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', emptyText)
    .addColumn('position', 'integer', zero)
    .execute();
  await withId(db, db.schema.createTable('blog_posts'))
    .addColumn('alias', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', emptyText)
    .addColumn('content', 'text', emptyText)
    .execute();
  await db.schema
    .createIndex('blog_posts_created_idx')
    .on('blog_posts')
    .column('created_at')
    .execute();
  await withId(db, db.schema.createTable('sliders'))
    .addColumn('src', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', zero)
    .execute();
  await withId(db, db.schema.createTable('current_offers'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', emptyText)
    .addColumn('img', 'text', emptyText)
    .addColumn('active', 'integer', zero)
    .execute();
  await withId(db, db.schema.createTable('popups'))
    .addColumn('alias', 'text', (c) => c.notNull().unique())
    .addColumn('active', 'integer', zero)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', emptyText)
    .execute();
  await withId(db, db.schema.createTable('partners'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', zero)
    .execute();

  // Accounts
  let users = withId(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text');
  for (const col of profileColumns) users = users.addColumn(col, 'text', emptyText);
  await users
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_resets_user_idx')
    .on('password_resets')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', zero)
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .execute();

  // Cart and orders
  let carts = db.schema
    .createTable('carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('szallitas', 'integer')
    .addColumn('szamla_megegyezik', 'integer', zero)
    .addColumn('finish', 'integer', zero);
  for (const col of cartDataColumns) carts = carts.addColumn(col, 'text', emptyText);
  await carts
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('carts_user_idx').on('carts').column('user_id').execute();

  await withId(db, db.schema.createTable('cart_lines'))
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (c) => c.notNull().references('variants.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_lines_cart_variant_uq', ['cart_id', 'variant_id'])
    .execute();

  await withId(db, db.schema.createTable('orders'))
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('cart_id', 'text', (c) => c.notNull().unique().references('carts.id'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', emptyText)
    .addColumn('shipping_name', 'text', emptyText)
    .addColumn('shipping_zip', 'text', emptyText)
    .addColumn('shipping_city', 'text', emptyText)
    .addColumn('shipping_street', 'text', emptyText)
    .addColumn('billing_name', 'text', emptyText)
    .addColumn('billing_zip', 'text', emptyText)
    .addColumn('billing_city', 'text', emptyText)
    .addColumn('billing_street', 'text', emptyText)
    .addColumn('tax_number', 'text', emptyText)
    .addColumn('note', 'text', emptyText)
    .addColumn('delivery_method', 'integer', (c) => c.notNull())
    .addColumn('payment_mode', 'text', (c) => c.notNull())
    .addColumn('goods_total', 'integer', (c) => c.notNull())
    .addColumn('shipping_cost', 'integer', (c) => c.notNull())
    .addColumn('grand_total', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();

  await withId(db, db.schema.createTable('order_lines'))
    .addColumn('order_id', 'integer', (c) =>
      c.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('variant_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cikkszam', 'text', emptyText)
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('line_total', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_lines_order_idx')
    .on('order_lines')
    .column('order_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'order_lines',
    'orders',
    'cart_lines',
    'carts',
    'rate_limits',
    'password_resets',
    'sessions',
    'users',
    'partners',
    'popups',
    'current_offers',
    'sliders',
    'blog_posts',
    'pages',
    'variant_bikes',
    'bike_types',
    'constructions',
    'manufacturers',
    'variants',
    'product_downloads',
    'product_images',
    'products',
    'categories',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
