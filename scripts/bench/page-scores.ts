/**
 * `npm run bench -- --pages`: Lighthouse 12 with Debian's Chromium on the home page, a product list, a
 * product page and the cart, with Lighthouse's default mobile emulation (a mid-range phone on a slow 4G
 * line), and the four category scores of each page.
 */
import { CHROMIUM_FLAGS } from './chromium-flags';

export interface PageScores {
  page: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

export const GOALS = { performance: 90, accessibility: 95, bestPractices: 95, seo: 90 };

type LighthouseRun = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: { categories: Record<string, { score: number | null }> } } | undefined>;

export async function measurePages(
  baseUrl: string,
  pages: { page: string; path: string }[],
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
    for (const { page, path } of pages) {
      const run = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!run) throw new Error(`Lighthouse gave no result for ${path}`);
      const score = (id: string) => Math.round((run.lhr.categories[id]?.score ?? 0) * 100);
      results.push({
        page,
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

export function pageScoresTable(rows: PageScores[]): string {
  const mark = (value: number, goal: number) => `${value}${value >= goal ? '' : ' (!)'}`;
  const lines = [
    '| Page | Path | Performance | Accessibility | Best practices | SEO |',
    '|---|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.page} | \`${r.path}\` | ${mark(r.performance, GOALS.performance)} | ${mark(r.accessibility, GOALS.accessibility)} | ${mark(r.bestPractices, GOALS.bestPractices)} | ${mark(r.seo, GOALS.seo)} |`,
    ),
  ];
  return lines.join('\n');
}
