import { type Kysely, sql } from 'kysely';
import { isPostgres, withId } from './migration-helpers';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * The catalogue search index and the name-sort index.
 * - search_terms: every distinct word of the catalogue (lower-case, accent-free). A query word is
 *   matched as a substring against this small vocabulary, so 'sisak' finds 'bukosisak'.
 * - product_search_terms: which products hold which word, and whether in a name field (names,
 *   detail names, item numbers) or only in the description; the ranking uses that flag.
 * - products_name_lower_idx: lists sort by lower(fullname_en) so 'bmw' and 'BMW' sort together.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('search_terms'))
    // Byte order on PostgreSQL too, like SQLite's, so range scans on the vocabulary behave the same.
    .addColumn('term', 'text', (c) => {
      const col = c.notNull().unique();
      return isPostgres(db) ? col.modifyFront(sql`collate "C"`) : col;
    })
    .execute();
  await db.schema
    .createTable('product_search_terms')
    .addColumn('term_id', 'integer', (c) =>
      c.notNull().references('search_terms.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('in_name', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_search_terms_pk', ['term_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('product_search_terms_product_idx')
    .on('product_search_terms')
    .column('product_id')
    .execute();
  await db.schema
    .createIndex('products_name_lower_idx')
    .on('products')
    .expression(sql`lower(fullname_en), id`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('products_name_lower_idx').execute();
  await db.schema.dropTable('product_search_terms').execute();
  await db.schema.dropTable('search_terms').execute();
}
