import type { Config } from '../config';
import type { JobDefinition } from './job-runner';

interface Slot {
  job: JobDefinition;
  checkMs: number;
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
  /** Woken while running: run again right after. */
  again: boolean;
}

/**
 * One timer per job: the first check at start, then every `checkMs` after the previous run ended (a
 * job claimed by one process checks twice per interval, so processes whose timers drift still run it
 * about every interval). A job never runs twice at once in a process; `now(name)` runs it at once (or
 * again right after the run in progress). Timers are unref'd: they never keep a process alive.
 */
export class JobTimers {
  private readonly slots: Map<string, Slot>;
  private started = false;

  constructor(
    jobs: readonly JobDefinition[],
    config: Config,
    private readonly runJob: (job: JobDefinition) => Promise<void>,
  ) {
    this.slots = new Map(
      jobs.map((job) => {
        const everyMs = job.everyMs(config);
        const checkMs =
          job.checkMs?.(config) ?? (job.runs === 'one process' ? everyMs / 2 : everyMs);
        return [job.name, { job, checkMs, timer: null, running: null, again: false }];
      }),
    );
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const slot of this.slots.values()) this.schedule(slot, 0);
  }

  /** Runs the job at once (a no-op before start or after stop, and for a job not scheduled here). */
  now(name: string): void {
    const slot = this.slots.get(name);
    if (!slot || !this.started) return;
    if (slot.running) slot.again = true;
    else this.schedule(slot, 0);
  }

  /** No new runs; waits for the runs in progress. */
  async stop(): Promise<void> {
    this.started = false;
    for (const slot of this.slots.values()) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
    }
    await Promise.all([...this.slots.values()].map((slot) => slot.running));
  }

  private schedule(slot: Slot, delayMs: number): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => this.fire(slot), delayMs);
    slot.timer.unref();
  }

  private fire(slot: Slot): void {
    slot.timer = null;
    if (!this.started || slot.running) return;
    slot.again = false;
    slot.running = this.runJob(slot.job)
      .catch(() => undefined)
      .finally(() => {
        slot.running = null;
        if (this.started && !slot.timer) this.schedule(slot, slot.again ? 0 : slot.checkMs);
      });
  }
}
