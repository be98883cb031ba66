import type { Kysely } from 'kysely';
import { emptyText } from './migration-helpers';

// Frozen in time: takes Kysely<any>, never the app's table types.

/**
 * Every recurring job's last run (jobs/jobs.plugin.ts), shown by `npm run jobs -- list` and in
 * GET /api/ready's detail for staff: when it started (the database's clock), how it ended ('ok' or
 * 'failed'; '' before the first run) and how long it took. `last_run_at` stays the last successful
 * run's start, which the next run is due after.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('scheduled_jobs').addColumn('last_started_at', 'text').execute();
  await db.schema
    .alterTable('scheduled_jobs')
    .addColumn('last_outcome', 'varchar(16)', emptyText)
    .execute();
  await db.schema.alterTable('scheduled_jobs').addColumn('last_duration_ms', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('scheduled_jobs').dropColumn('last_duration_ms').execute();
  await db.schema.alterTable('scheduled_jobs').dropColumn('last_outcome').execute();
  await db.schema.alterTable('scheduled_jobs').dropColumn('last_started_at').execute();
}
