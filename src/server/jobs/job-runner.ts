import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { OutboxSender } from '../mail/outbox-sender';
import { claimJob, finishJob, recordJobRun } from './scheduled-job';

/** What a job may use: the database, the settings, the log and the mail outbox's sender. */
export interface JobContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  outbox: OutboxSender;
}

/** One recurring job (the list is in jobs.plugin.ts). */
export interface JobDefinition {
  name: string;
  /** What it does, for `npm run jobs -- list`. */
  description: string;
  /**
   * `one process`: claimed in scheduled_jobs, so of all processes one runs it per interval.
   * `every process`: each process runs it (its work has leases of its own, as the outbox's mails).
   */
  runs: 'one process' | 'every process';
  /** How often it runs. */
  everyMs(config: Config): number;
  /** How often each process looks whether it is due (default: everyMs). */
  checkMs?(config: Config): number;
  /** How long a claim lasts before another process may take the job over (or a mail's lease). */
  leaseMs(config: Config): number;
  /** Off in this configuration (default: on). */
  enabled?(config: Config): boolean;
  /** Does the work; the answer says what was done ('2 expired hold(s) released'). */
  run(ctx: JobContext): Promise<string>;
}

export type JobRun =
  | { ran: false }
  | { ran: true; ok: true; result: string; durationMs: number }
  | { ran: true; ok: false; result: string; durationMs: number; error: unknown };

/** A job every process runs records its success at most this often per process (failures always). */
const EVERY_PROCESS_RECORD_MS = 10_000;

/**
 * Runs jobs once, each under its rule: a `one process` job only when this process claims it (due and
 * no live lease, or `force` for an operator), and records the run in scheduled_jobs. The jobs plugin
 * runs it on a timer; `npm run jobs -- run <name>` runs it once.
 */
export class JobRunner {
  private readonly recordedAt = new Map<string, number>();

  constructor(private readonly ctx: JobContext) {}

  async run(job: JobDefinition, opts: { force?: boolean } = {}): Promise<JobRun> {
    const { db, config } = this.ctx;
    const startedAt =
      job.runs === 'one process'
        ? await claimJob(db, job.name, {
            everyMs: job.everyMs(config),
            leaseMs: job.leaseMs(config),
            ...(opts.force ? { force: true } : {}),
          })
        : null;
    if (job.runs === 'one process' && startedAt === null) return { ran: false };
    const started = performance.now();
    let run: JobRun;
    try {
      const result = await job.run(this.ctx);
      run = { ran: true, ok: true, result, durationMs: performance.now() - started };
    } catch (error) {
      const result = error instanceof Error ? error.message : String(error);
      run = { ran: true, ok: false, result, durationMs: performance.now() - started, error };
    }
    if (startedAt !== null) {
      if (!(await finishJob(db, job.name, startedAt, run)))
        this.ctx.log.warn({ job: job.name }, 'job: its lease ran out while it ran');
    } else if (opts.force || !run.ok || this.recordDue(job.name)) {
      await recordJobRun(db, job.name, run);
      this.recordedAt.set(job.name, performance.now());
    }
    return run;
  }

  private recordDue(name: string): boolean {
    const last = this.recordedAt.get(name);
    return last === undefined || performance.now() - last >= EVERY_PROCESS_RECORD_MS;
  }
}
