import fs from 'node:fs';
import path from 'node:path';
import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';
import { type PageJournal, pageJournals } from './page-journal';
import { RESULTS_DIR } from './shop-server';

/** A stuck page must not hold the report up. */
const LOOK_MS = 3000;

function within<T>(work: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([
    work.catch(() => fallback),
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), LOOK_MS)),
  ]);
}

/** What a shopper would see first: the heading, open dialogs and alerts. */
async function visibleState({ page }: PageJournal): Promise<string> {
  return within(
    page.evaluate(() => {
      const text = (el: Element) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
      const parts = [`h1: ${[...document.querySelectorAll('h1')].map(text).join(' | ') || '-'}`];
      for (const el of document.querySelectorAll('dialog[open], [role="alert"], [role="dialog"]')) {
        const shown = text(el);
        if (shown)
          parts.push(
            `${el.getAttribute('role') ?? el.tagName.toLowerCase()}: ${shown.slice(0, 300)}`,
          );
      }
      return parts.join('\n      ');
    }),
    '(the page did not answer)',
  );
}

function fileName(test: Circus.TestEntry, index: number): string {
  const names: string[] = [];
  for (
    let block: Circus.TestEntry | Circus.DescribeBlock | undefined = test;
    block;
    block = block.parent
  )
    if (block.name !== 'ROOT_DESCRIBE_BLOCK') names.unshift(block.name);
  const slug = names
    .join(' ')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, 100);
  return `failed-${slug}-${index}.png`;
}

/**
 * Puts the report into the failure's message (before the stack frames), where Jest's summary and the
 * CI log show it; on stderr when the error cannot take it.
 */
function addToError(error: unknown, report: string) {
  const stack = (error as { stack?: unknown } | null)?.stack;
  if (typeof stack !== 'string') {
    process.stderr.write(`${report}\n`);
    return;
  }
  const frames = stack.search(/\n\s+at /);
  (error as { stack: string }).stack =
    frames < 0
      ? `${stack}\n${report}`
      : `${stack.slice(0, frames)}\n\n${report}${stack.slice(frames)}`;
}

/**
 * The browser tests' environment: Node's, and when a test fails it prints where each of the test's
 * open pages stood (address, heading, dialogs and alerts, the journal of support/page-journal.ts) and
 * saves a screenshot of each in test-results/. CI keeps only the log, so the failure's message says it.
 */
export default class FailureReportEnvironment extends TestEnvironment {
  async handleTestEvent(event: Circus.Event): Promise<void> {
    if (event.name !== 'test_fn_failure') return;
    const journals = [...pageJournals(this.global as unknown as Record<string, unknown>)];
    const open = journals.filter(({ page }) => !page.isClosed());
    if (open.length === 0) return;
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    const report: string[] = [`Pages of the failed test "${event.test.name}":`];
    for (const [index, journal] of open.entries()) {
      const file = path.join(RESULTS_DIR, fileName(event.test, index));
      await within(journal.page.screenshot({ path: file, fullPage: true }), undefined);
      report.push(
        `  page ${index + 1}: ${journal.page.url()} (screenshot ${path.relative(process.cwd(), file)})`,
        `      ${await visibleState(journal)}`,
        ...journal.lines.map((line) => `      ${line}`),
      );
    }
    addToError(event.error, report.join('\n'));
  }
}
