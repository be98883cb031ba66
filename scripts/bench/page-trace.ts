import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from './chromium-flags';
import { CHROMIUM } from './page-scores';
import type { TraceEvent } from './trace-tasks';

/** The trace categories for tasks, the browser's own work, paint timing and V8's CPU samples. */
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

/**
 * Loads `url` once in headless Chromium as a phone (412 × 823, touch) and returns the performance trace
 * of the load and the `settleMs` after it, with V8's CPU samples. `cpuSlowdown` throttles the CPU through
 * DevTools (1: the machine's own speed, the times Lighthouse multiplies; 4: what its phone feels).
 */
export async function traceLoad(
  url: string,
  opts: { cpuSlowdown?: number; settleMs?: number; chromiumPath?: string } = {},
): Promise<TraceEvent[]> {
  const browser = await chromium.launch({
    executablePath: opts.chromiumPath ?? CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: 'hu-HU',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.cpuSlowdown ?? 1 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => {
      events.push(...(data.value as unknown as TraceEvent[]));
    });
    const complete = new Promise<void>((resolve) => {
      cdp.once('Tracing.tracingComplete', () => resolve());
    });
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: CATEGORIES },
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(opts.settleMs ?? 4000);
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}
