/**
 * `npm run bench -- --pages`: Lighthouse 12 with Debian's Chromium on the home page, a product list, a
 * product page and the cart, with Lighthouse's default mobile emulation (a mid-range phone on a slow 4G
 * line), the four category scores of each page, total blocking time, LCP, CLS, the longest main-thread
 * tasks and the machine's load average while the page was measured.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS } from './chromium-flags';

export interface PageScores {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Total blocking time, ms (Lighthouse's simulated figure). */
  tbt: number;
  lcp: number;
  cls: number;
  /** Main-thread tasks over 50 ms: script URL (or "other") and duration, longest first. */
  longTasks: { url: string; duration: number }[];
  /** Lighthouse's own error code when the run failed (e.g. NO_FCP on an overloaded machine). */
  error: string | null;
  /** The 1-minute load average before and after the page's run. */
  load: [number, number];
}

export const GOALS = { performance: 95, accessibility: 95, bestPractices: 95, seo: 90 };
export const TBT_GOAL_MS = 200;

interface Audit {
  numericValue?: number;
  details?: { items?: { url?: string; duration?: number }[] };
}
type LighthouseRun = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<
  | {
      lhr: {
        categories: Record<string, { score: number | null }>;
        audits: Record<string, Audit | undefined>;
        runtimeError?: { code?: string };
      };
    }
  | undefined
>;

export async function measurePages(
  baseUrl: string,
  pages: { page: string; path: string }[],
  opts: { reportDir?: string; label?: string } = {},
): Promise<PageScores[]> {
  // Both are ES modules; tsx runs this file as CommonJS, so they come in through import().
  const { default: lighthouse } = (await import('lighthouse')) as unknown as {
    default: LighthouseRun;
  };
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  const results: PageScores[] = [];
  try {
    for (const { page, path: pagePath } of pages) {
      const before = os.loadavg()[0] ?? 0;
      const run = await lighthouse(`${baseUrl}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${pagePath}`);
      const { lhr } = run;
      if (opts.reportDir) {
        fs.mkdirSync(opts.reportDir, { recursive: true });
        const name = `${opts.label ?? 'run'}-${page.toLowerCase().replace(/\W+/g, '-')}.json`;
        fs.writeFileSync(path.join(opts.reportDir, name), JSON.stringify(lhr));
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      results.push({
        page,
        path: pagePath,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        tbt: Math.round(value('total-blocking-time')),
        lcp: Math.round(value('largest-contentful-paint')),
        cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
        longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
          .map((t) => ({
            url: (t.url ?? 'other').replace(baseUrl, ''),
            duration: Math.round(t.duration ?? 0),
          }))
          .sort((a, b) => b.duration - a.duration)
          .slice(0, 5),
        error: lhr.runtimeError?.code ?? null,
        load: [before, os.loadavg()[0] ?? 0],
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

const loadText = (load: [number, number]) => `${load[0].toFixed(1)}–${load[1].toFixed(1)}`;

/** Idle and loaded runs side by side: scores, TBT, LCP and the load average of each. */
export function pageScoresTable(idle: PageScores[], loaded: PageScores[] | null): string {
  const mark = (value: number, goal: number) => `${value}${value >= goal ? '' : ' (!)'}`;
  const tbt = (ms: number) => `${ms}${ms < TBT_GOAL_MS ? '' : ' (!)'}`;
  const header = loaded
    ? [
        '| Page | Path | Performance idle / loaded | TBT ms idle / loaded | LCP ms idle / loaded | CLS | Load avg idle / loaded | Accessibility | Best practices | SEO |',
        '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ]
    : [
        '| Page | Path | Performance | TBT ms | LCP ms | CLS | Load avg | Accessibility | Best practices | SEO |',
        '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ];
  const rows = idle.map((r, i) => {
    const l = loaded?.[i];
    const failed = (x: PageScores | undefined) => (x?.error ? `failed (${x.error})` : undefined);
    const pair = (a: string, b: string | undefined) =>
      l ? `${failed(r) ?? a} / ${failed(l) ?? b}` : (failed(r) ?? a);
    return `| ${r.page} | \`${r.path}\` | ${pair(mark(r.performance, GOALS.performance), l && mark(l.performance, GOALS.performance))} | ${pair(tbt(r.tbt), l && tbt(l.tbt))} | ${pair(String(r.lcp), l && String(l.lcp))} | ${r.cls} | ${pair(loadText(r.load), l && loadText(l.load))} | ${mark(r.accessibility, GOALS.accessibility)} | ${mark(r.bestPractices, GOALS.bestPractices)} | ${mark(r.seo, GOALS.seo)} |`;
  });
  return [...header, ...rows].join('\n');
}

/** The longest main-thread tasks of each page, for the console (what to break up next). */
export function longTaskLines(label: string, rows: PageScores[]): string[] {
  return rows.map(
    (r) =>
      `${label} ${r.page}: ${r.longTasks.map((t) => `${t.duration} ms ${t.url}`).join(', ') || 'no task over 50 ms'}`,
  );
}
