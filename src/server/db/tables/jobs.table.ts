import type { Generated, Selectable } from 'kysely';

/**
 * One row per recurring job (jobs/jobs.plugin.ts). Times are the database's clock (db/db-clock.ts).
 * A job one process runs at a time is claimed here (`claimed_at`, a lease); every job's last run is
 * recorded here.
 */
export interface ScheduledJobsTable {
  name: string;
  /** The start of the last successful run: the next is due `everyMs` after it. */
  last_run_at: string | null;
  /** Set while a process runs the job; a claim older than the job's lease is taken over. */
  claimed_at: string | null;
  /** What the last run did ('3 cart(s) emptied'), or why it failed. */
  last_result: Generated<string>;
  /** The start of the last run, successful or not. */
  last_started_at: string | null;
  /** 'ok' or 'failed'; '' before the first run. */
  last_outcome: Generated<string>;
  last_duration_ms: number | null;
}

export type ScheduledJobRow = Selectable<ScheduledJobsTable>;
