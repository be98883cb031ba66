import { PostgresAdapter, type RawBuilder, sql } from 'kysely';
import type { Db } from './database';

/**
 * The shop's one clock: the DATABASE's time, not the machine's. Leases, holds, expiries, rate-limit
 * windows and job claims are written and compared by it, so processes on machines whose clocks
 * disagree still agree on what has run out (PostgreSQL's `now()`; SQLite's own time, which on one
 * machine is that machine's). Times are ISO text as `Date.toISOString()` writes them
 * (`2026-11-24T10:00:00.000Z`), so SQL compares them with stored times as strings.
 *
 * Cheap by design: a rule compares in SQL (`where('expires_at', '<=', dbNow(db))`), selects the time
 * beside what it reads anyway (`.select(dbNow(db).as('now'))`), or reads it once per transaction
 * (`readDbNow(trx)`); never a round trip of its own per request where one of those does.
 */

let offset: () => number = () => 0;

/**
 * Moves the shop's time: every reading of the clock adds `ms` (or what the function answers at that
 * moment) to the database's time. Tests only: testing/clock.ts makes it follow Jest's faked Date.
 */
export function setDbClockOffset(ms: number | (() => number)): void {
  offset = typeof ms === 'number' ? () => ms : ms;
}

/**
 * The shift to give `dbTimeAt` for "now + plusMs" (the test offset included). For queries compiled
 * once (db/query-template.ts), where the shift must arrive as an argument, not be computed inside.
 */
export function clockShift(plusMs = 0): number {
  return offset() + plusMs;
}

/** The database's time moved by `shiftMs` (from clockShift), as ISO text in SQL; `shiftMs` is a parameter. */
export function dbTimeAt(db: Db, shiftMs: number): RawBuilder<string> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return sql<string>`to_char((now() at time zone 'UTC') + ${shiftMs}::double precision * interval '1 millisecond', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', julianday('now') + ${shiftMs} / 86400000.0)`;
}

/** The database's time now (+ `plusMs`), as ISO text in SQL: compare or store it in the same statement. */
export function dbNow(db: Db, plusMs = 0): RawBuilder<string> {
  return dbTimeAt(db, clockShift(plusMs));
}

/** The database's time now: one query, for work that needs the time in JavaScript (once per transaction). */
export async function readDbNow(db: Db): Promise<Date> {
  const { rows } = await sql<{ now: string }>`select ${dbNow(db)} as now`.execute(db);
  const now = rows[0]?.now;
  if (!now) throw new Error('the database did not tell its time');
  return new Date(now);
}
