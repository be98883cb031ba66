interface YieldingScheduler {
  yield: () => Promise<void>;
}

/**
 * Ends the current task and continues in a new one, so the browser can handle input and paint in
 * between: long work split this way does not block the page (total blocking time,
 * docs/performance.md). Chromium's `scheduler.yield()` continues before other queued work; elsewhere
 * a zero timeout does the same, later.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
