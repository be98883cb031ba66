import { setDbClockOffset } from '../db/db-clock';

/** The real time (the machine's clock, which the test database reads too), whatever Date says. */
const realNow = () => jest.getRealSystemTime();
const RealDate = Date;
let followed = 0;

/**
 * How far Jest's faked Date is from the real time (0 while Date is real). The faked Date moves on in
 * 20 ms steps, and falls behind when the event loop is busy (advanceTimers), so only a jump moves the
 * database clock: `clockAt` or `setSystemTime` forward, or back by more than a minute. Between jumps
 * it runs on as steadily as the database's own, never backwards (a mail just queued stays due).
 */
function fakedDateOffset(): number {
  if (globalThis.Date === RealDate) return 0;
  const offset = Date.now() - realNow();
  if (offset - followed > 100 || followed - offset > 60_000) followed = offset;
  return followed;
}

/**
 * Only Date is faked (from a fixed moment, running on): the database drivers and the timers stay real,
 * so a test can move the shop's clock (holds, purges, mail retries) without stalling its I/O. The
 * database clock (db/db-clock.ts) follows the faked Date, also through `jest.setSystemTime`.
 * Undo with `jest.useRealTimers()` (the database clock then follows the real time again).
 */
export function clockAt(iso: string): void {
  jest.useFakeTimers({
    now: new Date(iso),
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  followed = Date.now() - realNow();
  setDbClockOffset(fakedDateOffset);
}

/** Moves the faked clock on. */
export const minutesLater = (minutes: number) => jest.setSystemTime(Date.now() + minutes * 60_000);
