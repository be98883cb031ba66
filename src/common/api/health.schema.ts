import { type Static, Type } from '@sinclair/typebox';

/** GET /api/health: the process runs and answers. */
export const HealthSchema = Type.Object({ status: Type.Literal('ok') });

/** A recurring job of the server (src/server/jobs/jobs.plugin.ts), as GET /api/ready shows it to staff. */
export const JobStatusSchema = Type.Object({
  name: Type.String(),
  description: Type.String(),
  /** One process of all runs it per interval (a claim in the database), or every process does. */
  runs: Type.Union([Type.Literal('one process'), Type.Literal('every process')]),
  /** Off in this configuration (CART_PURGE_DAYS=0, PICKUP_REFRESH_HOURS=0). */
  enabled: Type.Boolean(),
  everyMs: Type.Integer(),
  /** How long a claim (or a mail's lease) lasts before another process may take the work over. */
  leaseMs: Type.Integer(),
  /** Set while some process holds the job's claim (the database's time it was taken). */
  claimedAt: Type.Union([Type.String(), Type.Null()]),
  lastRun: Type.Union([
    Type.Object({
      /** The database's time the run started. */
      startedAt: Type.String(),
      outcome: Type.Union([Type.Literal('ok'), Type.Literal('failed')]),
      durationMs: Type.Integer(),
      /** What it did, or why it failed. */
      result: Type.String(),
    }),
    Type.Null(),
  ]),
});
export type JobStatus = Static<typeof JobStatusSchema>;

/** Only with a staff member's bearer token: the recurring jobs and their last runs. */
const StaffDetail = { jobs: Type.Optional(Type.Array(JobStatusSchema)) };

/** GET /api/ready, 200: the database answers and its schema is the one this code expects. */
export const ReadySchema = Type.Object({ status: Type.Literal('ready'), ...StaffDetail });

/** GET /api/ready, 503: why this process must not get traffic now. */
export const NotReadySchema = Type.Object({
  status: Type.Literal('not ready'),
  message: Type.String(),
  /** Migrations the code knows and the database has not run. */
  pendingMigrations: Type.Optional(Type.Array(Type.String())),
  ...StaffDetail,
});
export type NotReady = Static<typeof NotReadySchema>;
