import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../db/database';

export type ColumnType = 'integer' | 'text';
export interface BulkRow {
  id: number;
  values: Record<string, string | number | null>;
}

const CHUNK = 400;

/**
 * Updates many rows by id with a few statements instead of one per row: each column is set by a
 * `CASE id WHEN … THEN CAST(… AS type) … ELSE column END` (the same SQL on SQLite and PostgreSQL; the
 * casts give PostgreSQL the parameter types). 20 000 single-row UPDATEs took two minutes on a loaded
 * PostgreSQL; these take seconds.
 */
export async function bulkUpdateById(
  db: Db,
  table: 'variants' | 'products',
  columns: Record<string, ColumnType>,
  rows: BulkRow[],
): Promise<void> {
  const names = Object.keys(columns);
  if (names.length === 0) return;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const set: Record<string, RawBuilder<unknown>> = {};
    for (const name of names) {
      const type = sql.raw(columns[name] as ColumnType);
      const whens = part.map(
        (row) => sql`WHEN ${row.id} THEN CAST(${row.values[name] ?? null} AS ${type})`,
      );
      set[name] = sql`CASE ${sql.ref('id')} ${sql.join(whens, sql` `)} ELSE ${sql.ref(name)} END`;
    }
    await db
      .updateTable(table)
      .set(set as never)
      .where(
        'id',
        'in',
        part.map((r) => r.id),
      )
      .execute();
  }
}
