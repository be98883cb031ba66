import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from 'kysely';

// Frozen in time like the migrations that use it: never import app types here.

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered integer primary key on both SQLite and PostgreSQL. */
export function withId<T extends string>(
  db: Kysely<any>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) =>
    isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  );
}

export const emptyText = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
export const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
export const now = sql`CURRENT_TIMESTAMP`;
