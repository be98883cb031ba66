import { type PageScores, pageScoresTable } from './page-scores';

const row = (over: Partial<PageScores>): PageScores => ({
  page: 'Product list',
  path: '/ruhazat-sisak/',
  performance: 96,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbt: 120,
  lcp: 2400,
  cls: 0,
  longTasks: [],
  error: null,
  load: [0.5, 0.7],
  cpuIndex: 2400,
  cpuSlowdown: 4,
  runs: [],
  ...over,
});

describe('pageScoresTable', () => {
  it("shows the median run's figures with the range of all runs and the failed ones", () => {
    const idle = row({
      runs: [
        { performance: 97, tbt: 40, cpuIndex: 2500, error: null },
        { performance: 96, tbt: 120, cpuIndex: 2400, error: null },
        { performance: 95, tbt: 150, cpuIndex: 2350, error: null },
      ],
    });
    const loaded = row({
      performance: 93,
      tbt: 230,
      cpuIndex: 1200,
      runs: [
        { performance: 93, tbt: 230, cpuIndex: 1200, error: null },
        { performance: 0, tbt: 0, cpuIndex: 0, error: 'NO_NAVSTART' },
        { performance: 96, tbt: 110, cpuIndex: 1310, error: null },
      ],
    });
    const line = pageScoresTable([idle], [loaded]).split('\n')[2];
    expect(line).toContain('| 96 (95–97) / 93 (!) (93–96, 1 failed) |');
    expect(line).toContain('| 120 (40–150) / 230 (!) (110–230, 1 failed) |');
    // The CPU speed the browser had in the median run, and its range over the runs.
    expect(line).toContain('| 2400 (2350–2500) / 1200 (1200–1310, 1 failed) |');
  });

  it('shows a single run without brackets', () => {
    const line = pageScoresTable(
      [row({ runs: [{ performance: 96, tbt: 120, cpuIndex: 2400, error: null }] })],
      null,
    ).split('\n')[2];
    expect(line).toContain('| 96 | 120 |');
    expect(line).toContain('| 0.5–0.7 | 2400 |');
  });
});
