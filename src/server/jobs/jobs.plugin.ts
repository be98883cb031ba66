import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobStatus } from '@common/api/health.schema';
import type { Config } from '../config';
import { removeExpiredAccountData } from '../services/accounts/account-cleanup.service';
import { purgeCartPersonalData } from '../services/cart/cart-purge.service';
import { releaseExpiredHolds } from '../services/cart/stock-holds.service';
import {
  REFRESH_CLAIM_MS,
  refreshDueLists,
} from '../services/pickup-points/pickup-refresh.service';
import { type JobDefinition, type JobRun, JobRunner } from './job-runner';
import { JobTimers } from './job-timers';
import { jobRows } from './scheduled-job';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Every recurring job of the shop, in one list: what it does, how often, under which lease. A listening
 * server runs them (`inject` tests do not: they run one with `app.jobs.run(name)`); `npm run jobs`
 * lists them and runs one now. A new job goes here, its work in its domain's service.
 */
export const JOBS: readonly JobDefinition[] = [
  {
    name: 'mail-outbox',
    description:
      'Sends the due mail of the outbox (mail/outbox-sender.ts); also at once when woken.',
    runs: 'every process',
    everyMs: () => 2 * SECOND,
    // Each mail's lease: a sender killed mid-attempt leaves it to another after this.
    leaseMs: (config) => 3 * config.smtpTimeoutMs,
    async run({ outbox }) {
      const { sent, failed } = await outbox.drainReport();
      if (failed) throw new Error(`${sent} mail(s) sent, then an attempt failed (see mail_outbox)`);
      return `${sent} mail(s) sent`;
    },
  },
  {
    name: 'clearance-hold-sweep',
    description: 'Gives back the pieces of clearance holds that ran out (docs/cart.md, Holds).',
    runs: 'one process',
    everyMs: () => MINUTE,
    leaseMs: () => 5 * MINUTE,
    async run({ db }) {
      return `${await releaseExpiredHolds(db)} expired hold(s) released`;
    },
  },
  {
    name: 'cart-personal-data-purge',
    description: 'Empties the personal data of carts not ordered for CART_PURGE_DAYS days.',
    runs: 'one process',
    everyMs: () => HOUR,
    checkMs: () => 10 * MINUTE,
    leaseMs: () => 10 * MINUTE,
    enabled: (config) => config.cartPurgeDays > 0,
    async run({ db, config }) {
      return `${await purgeCartPersonalData(db, config.cartPurgeDays)} cart(s) emptied`;
    },
  },
  {
    name: 'account-cleanup',
    description:
      'Deletes ended sessions, spent or expired reset links and ended rate-limit windows.',
    runs: 'one process',
    everyMs: () => HOUR,
    leaseMs: () => 10 * MINUTE,
    async run({ db, config }) {
      const deleted = await removeExpiredAccountData(db, { maxDays: config.sessionMaxDays });
      return `${deleted} expired row(s) deleted`;
    },
  },
  {
    name: 'pickup-list-refresh',
    description:
      'Reloads the pickup point lists older than PICKUP_REFRESH_HOURS (docs/pickup-points.md).',
    runs: 'one process',
    everyMs: (config) => Math.min(15 * MINUTE, config.pickup.refreshHours * HOUR),
    leaseMs: () => REFRESH_CLAIM_MS,
    enabled: (config) => config.pickup.refreshHours > 0,
    async run({ db, config, log }) {
      const results = await refreshDueLists(db, config.pickup);
      for (const r of results) {
        if (r.ok) log.info(r, 'pickup point list loaded');
        else log.warn(r, 'pickup point list could not be loaded; the last good list stays');
      }
      const failed = results.filter((r) => !r.ok);
      if (failed.length > 0)
        throw new Error(failed.map((r) => `${r.carrier}: ${r.error ?? 'failed'}`).join('; '));
      return `${results.length} list(s) loaded`;
    },
  },
];

export const isEnabled = (job: JobDefinition, config: Config) => job.enabled?.(config) ?? true;

/** The jobs of this process: running one now, and what each did last. */
export interface Jobs {
  /** Runs a job now under its rule (a claimed job only when due); `force` for an operator. */
  run(name: string, opts?: { force?: boolean }): Promise<JobRun | { ran: false; reason: 'off' }>;
  /** Every job with its interval, lease and last run (GET /api/ready for staff, npm run jobs). */
  status(): Promise<JobStatus[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Every job's settings and last run, in the list's order. */
export async function jobStatus(db: FastifyInstance['db'], config: Config): Promise<JobStatus[]> {
  const rows = await jobRows(db);
  return JOBS.map((job) => {
    const row = rows.get(job.name);
    return {
      name: job.name,
      description: job.description,
      runs: job.runs,
      enabled: isEnabled(job, config),
      everyMs: job.everyMs(config),
      leaseMs: job.leaseMs(config),
      claimedAt: row?.claimed_at ?? null,
      lastRun:
        row?.last_started_at && (row.last_outcome === 'ok' || row.last_outcome === 'failed')
          ? {
              startedAt: row.last_started_at,
              outcome: row.last_outcome,
              durationMs: row.last_duration_ms ?? 0,
              result: row.last_result,
            }
          : null,
    };
  });
}

/**
 * The one place recurring work is scheduled: each enabled job of JOBS on its own timer once the
 * server listens, stopped (and waited for) when it closes. The mail outbox's `wake()` runs its job at
 * once. No other module starts a timer for recurring work (eslint.config.js refuses setInterval).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const runner = new JobRunner({
      db: app.db,
      config: app.config,
      log: app.log,
      outbox: app.outbox,
    });
    const jobs = JOBS.filter((job) => isEnabled(job, app.config));
    const timers = new JobTimers(jobs, app.config, async (job) => {
      try {
        const run = await runner.run(job);
        if (run.ran && !run.ok)
          app.log.warn({ err: run.error, job: job.name }, `job ${job.name} failed`);
      } catch (err) {
        // The database did not answer the claim or the record: the next check tries again.
        app.log.warn({ err, job: job.name }, `job ${job.name} could not run`);
      }
    });

    app.decorate<Jobs>('jobs', {
      async run(name, opts = {}) {
        const job = JOBS.find((j) => j.name === name);
        if (!job) throw new Error(`unknown job: ${name}`);
        if (!isEnabled(job, app.config)) return { ran: false, reason: 'off' };
        return runner.run(job, opts);
      },
      status: () => jobStatus(app.db, app.config),
    });

    app.outbox.onWake(() => timers.now('mail-outbox'));
    app.addHook('onListen', async () => timers.start());
    app.addHook('onClose', async () => {
      app.outbox.onWake(null);
      await timers.stop();
      await app.outbox.settled();
    });
  },
  { name: 'jobs' },
);
