/**
 * Only Date is faked (from a fixed moment, running on): the database drivers and the timers stay real,
 * so a test can move the shop's clock (holds, purges, mail retries) without stalling its I/O.
 * Undo with `jest.useRealTimers()`.
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
}

/** Moves the faked clock on. */
export const minutesLater = (minutes: number) => jest.setSystemTime(Date.now() + minutes * 60_000);
