import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { clockShift, dbTimeAt } from '../../db/db-clock';
import { QueryTemplate } from '../../db/query-template';

/** A fixed window: at most `limit` hits per `windowMs`, counted from the first hit of the window. */
export interface LimitRule {
  limit: number;
  windowMs: number;
}

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** False when this hit is beyond the rule's limit: the guarded work must not run. */
  allowed: boolean;
  /** Whole seconds until the window ends (the answer's Retry-After). */
  retryAfterSeconds: number;
}

// Compiled once per database. A counter lost at a power cut does no harm: answered without waiting
// for the disk (db/no-disk-wait.ts).
// Windows are timed by the database's clock (db/db-clock.ts), which the statement also answers.
const hitQuery = new QueryTemplate(
  (db, { key, now, end }: { key: string; now: number; end: number }) => {
    const ended = sql<boolean>`rate_limits.window_ends_at <= ${dbTimeAt(db, now)}`;
    return db
      .insertInto('rate_limits')
      .values({ key, count: 1, window_ends_at: dbTimeAt(db, end) })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`CASE WHEN ${ended} THEN 1 ELSE rate_limits.count + 1 END`,
          window_ends_at: sql<string>`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE rate_limits.window_ends_at END`,
        }),
      )
      .returning(['count', 'window_ends_at', dbTimeAt(db, now).as('now')]);
  },
  { noDiskWait: true },
);

/**
 * Counts one hit and answers whether it is within the limit, in ONE statement (an upsert that
 * starts a new window when the old one ended). SQLite runs it under its write lock, PostgreSQL under
 * the row lock of ON CONFLICT, so a burst of N parallel hits, from one process or several, sees
 * counts 1..N and at most `limit` of them are allowed. Count first, then do the work.
 */
export async function takeHit(db: Db, key: string, rule: LimitRule): Promise<Hit> {
  const row = await hitQuery.executeTakeFirst(db, {
    key,
    now: clockShift(),
    end: clockShift(rule.windowMs),
  });
  if (!row) throw new Error('rate limit upsert answered no row');
  const count = Number(row.count);
  return {
    count,
    allowed: count <= rule.limit,
    retryAfterSeconds: Math.max(
      1,
      Math.ceil((Date.parse(row.window_ends_at) - Date.parse(row.now)) / 1000),
    ),
  };
}

/** Gives one counted hit back (an attempt that turned out fine, or was never served). */
export async function giveBackHit(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
