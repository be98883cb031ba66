import type { Db } from '../db/database';
import { dbNow } from '../db/db-clock';
import { noDiskWait } from '../db/no-disk-wait';
import type { ScheduledJobRow } from '../db/tables/jobs.table';

/**
 * The database side of recurring jobs (table scheduled_jobs, one row per job), all timed by the
 * database's clock (db/db-clock.ts), so processes on machines whose clocks disagree still agree on
 * what is due and whose lease ran out.
 */

export interface ClaimRule {
  /** Due when the last successful run started this long ago (or never ran). */
  everyMs: number;
  /** A claim older than this belongs to a process that died while running the job: taken over. */
  leaseMs: number;
  /** Run now even when not due (an operator's `npm run jobs -- run`); a live lease still refuses. */
  force?: boolean;
}

async function ensureRow(db: Db, name: string): Promise<void> {
  await db
    .insertInto('scheduled_jobs')
    .values({ name, last_run_at: null, claimed_at: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Claims a job when it is due and nobody else holds it: one conditional UPDATE, so of processes
 * asking at once exactly one gets it. Returns the claim's start (the database's time), which ends
 * the run in `finishJob`, or null when not due or held.
 */
export async function claimJob(db: Db, name: string, rule: ClaimRule): Promise<string | null> {
  await ensureRow(db, name);
  let claim = db
    .updateTable('scheduled_jobs')
    .set({ claimed_at: dbNow(db) })
    .where('name', '=', name)
    .where((eb) =>
      eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<=', dbNow(db, -rule.leaseMs))]),
    );
  if (!rule.force)
    claim = claim.where((eb) =>
      eb.or([eb('last_run_at', 'is', null), eb('last_run_at', '<=', dbNow(db, -rule.everyMs))]),
    );
  const claimed = await claim.returning('claimed_at').executeTakeFirst();
  return claimed?.claimed_at ?? null;
}

export interface RunOutcome {
  ok: boolean;
  /** What the run did, or why it failed. */
  result: string;
  durationMs: number;
}

/**
 * Ends a claimed run: the claim is released and the run recorded; a success becomes the last run the
 * next is due after, a failure leaves the job due again. False when the lease ran out meanwhile and
 * another process took the job over (nothing is written then).
 */
export async function finishJob(
  db: Db,
  name: string,
  startedAt: string,
  outcome: RunOutcome,
): Promise<boolean> {
  const done = await db
    .updateTable('scheduled_jobs')
    .set({
      claimed_at: null,
      ...(outcome.ok ? { last_run_at: startedAt } : {}),
      last_started_at: startedAt,
      last_outcome: outcome.ok ? 'ok' : 'failed',
      last_result: outcome.result.slice(0, 500),
      last_duration_ms: Math.round(outcome.durationMs),
    })
    .where('name', '=', name)
    .where('claimed_at', '=', startedAt)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/**
 * Records a run of a job every process runs without a claim (the mail outbox has leases per mail).
 * A lost record at a power cut does no harm: written without waiting for the disk.
 */
export async function recordJobRun(db: Db, name: string, outcome: RunOutcome): Promise<void> {
  const startedAt = dbNow(db, -outcome.durationMs);
  const run = {
    ...(outcome.ok ? { last_run_at: startedAt } : {}),
    last_started_at: startedAt,
    last_outcome: outcome.ok ? 'ok' : 'failed',
    last_result: outcome.result.slice(0, 500),
    last_duration_ms: Math.round(outcome.durationMs),
  };
  await db
    .withPlugin(noDiskWait)
    .insertInto('scheduled_jobs')
    .values({ name, claimed_at: null, last_run_at: null, ...run })
    .onConflict((oc) => oc.column('name').doUpdateSet(run))
    .execute();
}

/** Every job's row (its last run and claim), by name. */
export async function jobRows(db: Db): Promise<Map<string, ScheduledJobRow>> {
  const rows = await db.selectFrom('scheduled_jobs').selectAll().execute();
  return new Map(rows.map((row) => [row.name, row]));
}
