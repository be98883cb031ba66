import type { BrowserContext, Page } from 'playwright-core';

/**
 * What a browser test's pages did lately: the console's errors and warnings, the answers of 400 and
 * above and the requests that failed, kept per page so that a failing test can say where each of its
 * pages stood (support/failure-environment.ts prints it). Without this a CI failure shows only the
 * wait that timed out, not the popup or the refused request that caused it.
 */
export interface PageJournal {
  page: Page;
  lines: string[];
}

const KEEP = 25;
const REGISTRY = '__E2E_PAGE_JOURNALS__';

/** The journals of the pages opened in this test file (the test environment's global). */
export function pageJournals(scope: Record<string, unknown> = globalThis): Set<PageJournal> {
  const existing = scope[REGISTRY] as Set<PageJournal> | undefined;
  if (existing) return existing;
  const created = new Set<PageJournal>();
  scope[REGISTRY] = created;
  return created;
}

function keep(journal: PageJournal, line: string) {
  const at = new Date().toISOString().slice(11, 23);
  journal.lines.push(`${at} ${line}`);
  if (journal.lines.length > KEEP) journal.lines.shift();
}

/** Keeps a journal of every page of the context, the ones it opens later included. */
export function journalPagesOf(context: BrowserContext): void {
  const follow = (page: Page) => {
    const journal: PageJournal = { page, lines: [] };
    pageJournals().add(journal);
    page.on('close', () => pageJournals().delete(journal));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        keep(journal, `console.${message.type()}: ${message.text().slice(0, 300)}`);
    });
    page.on('pageerror', (error) => keep(journal, `page error: ${String(error).slice(0, 300)}`));
    page.on('response', (response) => {
      if (response.status() >= 400)
        keep(journal, `${response.status()} ${response.request().method()} ${response.url()}`);
    });
    page.on('requestfailed', (request) =>
      keep(journal, `failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
    );
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) keep(journal, `at ${frame.url()}`);
    });
  };
  context.pages().forEach(follow);
  context.on('page', follow);
}
