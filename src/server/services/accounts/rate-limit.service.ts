import type { Db } from '../../db/database';

/**
 * Fixed-window counters in the rate_limits table, so every API process shares them. A window starts
 * with the first hit after the previous one ended.
 */
export async function hitCount(db: Db, key: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_ends_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row || row.window_ends_at <= now.toISOString()) return 0;
  return row.count;
}

/** Counts one hit and returns the count in the current window. */
export async function recordHit(
  db: Db,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('rate_limits')
      .select(['count', 'window_ends_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    const windowEndsAt = new Date(now.getTime() + windowMs).toISOString();
    if (!row) {
      await trx
        .insertInto('rate_limits')
        .values({ key, count: 1, window_ends_at: windowEndsAt })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({ count: eb('rate_limits.count', '+', 1) })),
        )
        .execute();
      return 1;
    }
    if (row.window_ends_at <= now.toISOString()) {
      await trx
        .updateTable('rate_limits')
        .set({ count: 1, window_ends_at: windowEndsAt })
        .where('key', '=', key)
        .execute();
      return 1;
    }
    await trx
      .updateTable('rate_limits')
      .set((eb) => ({ count: eb('count', '+', 1) }))
      .where('key', '=', key)
      .execute();
    return row.count + 1;
  });
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
