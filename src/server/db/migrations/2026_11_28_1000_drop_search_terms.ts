import { type Kysely, sql } from 'kysely';
import { isPostgres, withId } from './migration-helpers';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * The stored search vocabulary goes: the search reads the catalogue's own tables into memory per
 * catalogue version (issue 35, one search for the list and the suggestions), so a copy that every
 * writer had to keep up to date (and the import kept only partly) is no longer needed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_term_suffixes').execute();
  await db.schema.dropTable('product_search_terms').execute();
  await db.schema.dropTable('search_terms').execute();
}

/** The tables as they were, empty: the old code's start-up (ensureSearchIndex) fills them again. */
export async function down(db: Kysely<any>): Promise<void> {
  const byteOrder = (c: any) => (isPostgres(db) ? c.modifyFront(sql`collate "C"`) : c);
  await withId(db, db.schema.createTable('search_terms'))
    .addColumn('term', 'text', (c) => byteOrder(c.notNull().unique()))
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
    .createTable('search_term_suffixes')
    .addColumn('suffix', 'text', (c) => byteOrder(c.notNull()))
    .addColumn('term_id', 'integer', (c) =>
      c.notNull().references('search_terms.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('search_term_suffixes_pk', ['suffix', 'term_id'])
    .execute();
}
