import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { DEMO_POPUP } from '../../../src/server/seed/demo-content';
import { journalPagesOf } from './page-journal';
import { RESULTS_DIR } from './shop-server';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 740 };

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e`.');
  return url;
}

export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir)
    throw new Error('E2E_DATA_DIR is not set: run the browser tests with `npm run test:e2e`.');
  return dir;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A new browser context (its own localStorage and cookies) at a viewport, with page errors collected. */
export async function newShopper(
  browser: Browser,
  viewport = DESKTOP,
  opts: { showAnnouncement?: boolean; baseURL?: string; touch?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport,
    locale: 'hu-HU',
    baseURL: opts.baseURL ?? baseUrl(),
    // A phone's touch screen: taps and scroll gestures, touch events, no hover.
    ...(opts.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  // The demo shop has an active announcement popup; a shopper who closed it long ago does not see it,
  // so it does not cover the pages of tests about other things (content.e2e.ts opts in).
  if (!opts.showAnnouncement) {
    await context.addInitScript((alias) => {
      // Also runs in embedded frames (the contact map) and on about:blank, where storage is off limits.
      if (window !== window.top || window.location.protocol === 'about:') return;
      if (window.localStorage.getItem('popup') === null)
        window.localStorage.setItem('popup', alias);
    }, DEMO_POPUP.alias);
  }
  journalPagesOf(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page, errors };
}

/** Serious and critical axe violations on the current page, as readable lines (empty means none). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** Saves a screenshot under test-results/ for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(RESULTS_DIR, `${name}.png`), fullPage: true });
}
