import type { Db } from '../db/database';

/** A claim older than this belongs to a process that died while running the job; another may take it. */
export const JOB_CLAIM_MS = 10 * 60 * 1000;

/**
 * Claims a job that every process may run, when it is due (never ran, or last ran `everyMs` ago) and
 * nobody else holds it: one conditional UPDATE, so of processes asking at once exactly one gets it
 * (the same way the pickup point refresh is claimed). True when this caller got it.
 */
export async function claimJob(db: Db, name: string, everyMs: number, now: Date): Promise<boolean> {
  await db
    .insertInto('scheduled_jobs')
    .values({ name, last_run_at: null, claimed_at: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const dueBefore = new Date(now.getTime() - everyMs).toISOString();
  const claimBefore = new Date(now.getTime() - JOB_CLAIM_MS).toISOString();
  const claimed = await db
    .updateTable('scheduled_jobs')
    .set({ claimed_at: now.toISOString() })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('last_run_at', 'is', null), eb('last_run_at', '<=', dueBefore)]))
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', claimBefore)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/** Ends a claimed run: done (remembered as the last run, with what it did) or failed (due again). */
export async function finishJob(
  db: Db,
  name: string,
  now: Date,
  result: { ok: true; summary: string } | { ok: false },
): Promise<void> {
  await db
    .updateTable('scheduled_jobs')
    .set(
      result.ok
        ? { claimed_at: null, last_run_at: now.toISOString(), last_result: result.summary }
        : { claimed_at: null },
    )
    .where('name', '=', name)
    .execute();
}

/**
 * Runs `job` if this process can claim it now. Returns its result, or null when it was not due or
 * another process holds it.
 */
export async function runClaimedJob<T>(
  db: Db,
  name: string,
  everyMs: number,
  now: Date,
  job: () => Promise<{ result: T; summary: string }>,
): Promise<T | null> {
  if (!(await claimJob(db, name, everyMs, now))) return null;
  try {
    const { result, summary } = await job();
    await finishJob(db, name, now, { ok: true, summary });
    return result;
  } catch (err) {
    await finishJob(db, name, now, { ok: false });
    throw err;
  }
}
