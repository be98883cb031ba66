import type { JobStatus } from '@common/api/health.schema';
import { type JobContext, JobRunner } from './job-runner';
import { JOBS, isEnabled, jobStatus } from './jobs.plugin';

const USAGE = 'npm run jobs -- list | run <name>';

function duration(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms % 1000 === 0) return `${ms / 1000} s`;
  return `${ms} ms`;
}

function statusLine(job: JobStatus): string {
  const last = job.lastRun
    ? `last run ${job.lastRun.startedAt}, ${job.lastRun.outcome}, ${job.lastRun.durationMs} ms: ${job.lastRun.result}`
    : 'never ran';
  const state = job.enabled ? `every ${duration(job.everyMs)}` : 'off in this configuration';
  const claimed = job.claimedAt ? `; claimed since ${job.claimedAt}` : '';
  return `${job.name} (${job.runs}): ${state}, lease ${duration(job.leaseMs)}; ${last}${claimed}`;
}

/**
 * `npm run jobs -- list`: every recurring job with its interval, lease and last run (the database the
 * configuration names). `npm run jobs -- run <name>`: runs one now, whether due or not, unless a live
 * process holds its claim, and records the run like the schedule does. Returns the exit code: 0 done,
 * 1 the job failed, 2 not run (unknown, off, held by another process, bad arguments).
 */
export async function runJobsCommand(
  ctx: JobContext,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [command, name] = args;
  if (command === 'list' && args.length === 1) {
    for (const job of await jobStatus(ctx.db, ctx.config)) out(statusLine(job));
    return 0;
  }
  if (command !== 'run' || !name || args.length !== 2) {
    out(`Usage: ${USAGE}`);
    return 2;
  }
  const job = JOBS.find((j) => j.name === name);
  if (!job) {
    out(`Unknown job: ${name}. The jobs: ${JOBS.map((j) => j.name).join(', ')}.`);
    return 2;
  }
  if (!isEnabled(job, ctx.config)) {
    out(`${name} is off in this configuration.`);
    return 2;
  }
  const run = await new JobRunner(ctx).run(job, { force: true });
  if (!run.ran) {
    out(`${name} did not run: another process holds it now.`);
    return 2;
  }
  out(`${name}: ${run.ok ? 'ok' : 'failed'} in ${Math.round(run.durationMs)} ms: ${run.result}`);
  return run.ok ? 0 : 1;
}
