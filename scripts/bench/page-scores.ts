/**
 * `npm run bench -- --pages`: Lighthouse 12 with Debian's Chromium on the home page, a product list, a
 * product page and the cart, with Lighthouse's default mobile emulation (a mid-range phone on a slow 4G
 * line), the four category scores of each page, total blocking time, LCP, CLS, the longest main-thread
 * tasks, the machine's load average while the page was measured and the CPU speed the browser had
 * (Lighthouse's `benchmarkIndex`, measured in the browser at the start of each run: a slower
 * moment of the machine shows as a lower index, whatever the load average says). Each page is measured `runs`
 * times and the median run is reported (Lighthouse's own computeMedianRun, as its docs on variability
 * advise), with the spread of every run's performance score and total blocking time beside it.
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
  /** The 1-minute load average before and after the page's runs. */
  load: [number, number];
  /** Lighthouse's benchmarkIndex of the median run: the CPU speed the browser had (higher is faster). */
  cpuIndex: number;
  /** The CPU slowdown Lighthouse simulated in the median run (its setting, read from its result: 4 by default). */
  cpuSlowdown: number;
  /** Every run of the page: its performance score and total blocking time, or its error. */
  runs: { performance: number; tbt: number; cpuIndex: number; error: string | null }[];
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const GOALS = { performance: 95, accessibility: 95, bestPractices: 95, seo: 90 };
export const TBT_GOAL_MS = 200;

interface Audit {
  numericValue?: number;
  details?: { items?: { url?: string; duration?: number }[] };
}
interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit | undefined>;
  runtimeError?: { code?: string };
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
}
type LighthouseRun = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: LighthouseResult } | undefined>;
type MedianRun = (runs: LighthouseResult[]) => LighthouseResult;
type ValidRuns = (runs: LighthouseResult[]) => LighthouseResult[];

export async function measurePages(
  baseUrl: string,
  pages: { page: string; path: string }[],
  opts: {
    reportDir?: string;
    label?: string;
    runs?: number;
    chromiumPath?: string;
    /** Lighthouse's simulated CPU slowdown instead of its default 4× (`--cpu-slowdown N`). */
    cpuSlowdown?: number;
  } = {},
): Promise<PageScores[]> {
  // Both are ES modules; tsx runs this file as CommonJS, so they come in through import().
  const { default: lighthouse } = (await import('lighthouse')) as unknown as {
    default: LighthouseRun;
  };
  const { computeMedianRun, filterToValidRuns } = (await import(
    // Lighthouse's own choice of the median run (closest to the median FCP and TTI).
    'lighthouse/core/lib/median-run.js'
  )) as unknown as { computeMedianRun: MedianRun; filterToValidRuns: ValidRuns };
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: opts.chromiumPath ?? CHROMIUM,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  const runCount = Math.max(1, opts.runs ?? 1);
  const results: PageScores[] = [];
  try {
    for (const { page, path: pagePath } of pages) {
      const before = os.loadavg()[0] ?? 0;
      const lhrs: LighthouseResult[] = [];
      for (let i = 0; i < runCount; i += 1) {
        const run = await lighthouse(`${baseUrl}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          // A partial throttling setting: Lighthouse merges it into its mobile defaults.
          ...(opts.cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: opts.cpuSlowdown } } : {}),
        });
        if (!run) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        lhrs.push(run.lhr);
        if (opts.reportDir) {
          fs.mkdirSync(opts.reportDir, { recursive: true });
          const name = `${opts.label ?? 'run'}-${page.toLowerCase().replace(/\W+/g, '-')}${runCount > 1 ? `-${i + 1}` : ''}.json`;
          fs.writeFileSync(path.join(opts.reportDir, name), JSON.stringify(run.lhr));
        }
      }
      const valid = filterToValidRuns(lhrs.filter((lhr) => !lhr.runtimeError));
      const lhr = valid.length > 0 ? computeMedianRun(valid) : (lhrs[0] as LighthouseResult);
      results.push({
        ...scoresOf(lhr, baseUrl),
        page,
        path: pagePath,
        load: [before, os.loadavg()[0] ?? 0],
        runs: lhrs.map((run) => {
          const { performance, tbt, cpuIndex, error } = scoresOf(run, baseUrl);
          return { performance, tbt, cpuIndex, error };
        }),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

function scoresOf(
  lhr: LighthouseResult,
  baseUrl: string,
): Omit<PageScores, 'page' | 'path' | 'load' | 'runs'> {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: Math.round(value('total-blocking-time')),
    lcp: Math.round(value('largest-contentful-paint')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    cpuIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 0,
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
      .map((t) => ({
        url: (t.url ?? 'other').replace(baseUrl, ''),
        duration: Math.round(t.duration ?? 0),
      }))
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 5),
    error: lhr.runtimeError?.code ?? null,
  };
}

const loadText = (load: [number, number]) => `${load[0].toFixed(1)}–${load[1].toFixed(1)}`;

/** The range of every successful run's value and how many runs failed, e.g. " (90–97)" or " (93–96, 1 failed)". */
function spread(row: PageScores, key: 'performance' | 'tbt' | 'cpuIndex'): string {
  if (row.runs.length <= 1) return '';
  const values = row.runs.filter((r) => !r.error).map((r) => r[key]);
  const failed = row.runs.length - values.length;
  const range = values.length > 0 ? `${Math.min(...values)}–${Math.max(...values)}` : '';
  return ` (${[range, failed > 0 ? `${failed} failed` : ''].filter(Boolean).join(', ')})`;
}

/**
 * Idle and loaded figures side by side: scores, TBT, LCP and the load average of each; with several
 * runs a page, the median run's figure and, in brackets, the range over all its runs.
 */
export function pageScoresTable(idle: PageScores[], loaded: PageScores[] | null): string {
  const perf = (row: PageScores) =>
    `${row.performance}${row.performance >= GOALS.performance ? '' : ' (!)'}${spread(row, 'performance')}`;
  const tbt = (row: PageScores) =>
    `${row.tbt}${row.tbt < TBT_GOAL_MS ? '' : ' (!)'}${spread(row, 'tbt')}`;
  const mark = (value: number, goal: number) => `${value}${value >= goal ? '' : ' (!)'}`;
  const cpu = (row: PageScores) => `${row.cpuIndex}${spread(row, 'cpuIndex')}`;
  const header = loaded
    ? [
        '| Page | Path | Performance idle / loaded | TBT ms idle / loaded | LCP ms idle / loaded | CLS | Load avg idle / loaded | CPU index idle / loaded | Accessibility | Best practices | SEO |',
        '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ]
    : [
        '| Page | Path | Performance | TBT ms | LCP ms | CLS | Load avg | CPU index | Accessibility | Best practices | SEO |',
        '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ];
  const rows = idle.map((r, i) => {
    const l = loaded?.[i];
    const failed = (x: PageScores | undefined) => (x?.error ? `failed (${x.error})` : undefined);
    const pair = (a: string, b: string | undefined) =>
      l ? `${failed(r) ?? a} / ${failed(l) ?? b}` : (failed(r) ?? a);
    return `| ${r.page} | \`${r.path}\` | ${pair(perf(r), l && perf(l))} | ${pair(tbt(r), l && tbt(l))} | ${pair(String(r.lcp), l && String(l.lcp))} | ${r.cls} | ${pair(loadText(r.load), l && loadText(l.load))} | ${pair(cpu(r), l && cpu(l))} | ${mark(r.accessibility, GOALS.accessibility)} | ${mark(r.bestPractices, GOALS.bestPractices)} | ${mark(r.seo, GOALS.seo)} |`;
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
