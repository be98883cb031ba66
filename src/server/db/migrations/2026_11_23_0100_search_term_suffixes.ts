import { type Kysely, sql } from 'kysely';
import { isPostgres } from './migration-helpers';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * Every suffix of every search word, so a substring query ('sisak' in 'bukosisak') becomes an index
 * range scan (suffix >= 'sisak' and suffix < 'sisak{') instead of a scan of the whole vocabulary.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_term_suffixes')
    .addColumn('suffix', 'text', (c) =>
      isPostgres(db) ? c.notNull().modifyFront(sql`collate "C"`) : c.notNull(),
    )
    .addColumn('term_id', 'integer', (c) =>
      c.notNull().references('search_terms.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('search_term_suffixes_pk', ['suffix', 'term_id'])
    .execute();

  const terms: { id: number; term: string }[] = await db
    .selectFrom('search_terms')
    .select(['id', 'term'])
    .execute();
  const rows = terms.flatMap((t) =>
    Array.from(t.term, (_, i) => ({ suffix: t.term.slice(i), term_id: t.id })),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('search_term_suffixes')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_term_suffixes').execute();
}
