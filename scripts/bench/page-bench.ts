import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureClientBuild } from '../../src/server/build-client';
import { csrfHeaders, freePort } from './bench-env';
import autocannon from 'autocannon';
import { type LoadPlacement, splitCpus } from './load-placement';
import {
  CHROMIUM,
  GOALS,
  TBT_GOAL_MS,
  longTaskLines,
  measurePages,
  pageScoresTable,
} from './page-scores';
import { buildFloor } from './stack-floor/build-floor';
import { FLOOR_PATHS } from './stack-floor/floor-pages';
import { serveFloor } from './stack-floor/floor-server';

/**
 * `npm run bench -- --pages`: builds the client when stale, starts the shop as `npm start` does on a
 * fresh demo database, runs Lighthouse on the home page, a product list, a product page and the cart,
 * and returns the markdown section with the scores. Unless `idleOnly`, it measures the four pages a
 * second time while autocannon keeps the same shop's catalogue API busy (`LOAD_CONNECTIONS`
 * connections: lists and product pages), the figure beside the idle one. Each page is measured
 * `runs` times (3 by default; `--runs N`), and the median run is reported with the range of all.
 * `reportDir` keeps each Lighthouse report (JSON) for a closer look at the long tasks. With `floor`, two more
 * pages are measured the same way, idle and loaded: the fixed stack's floor and the same HTML without scripts
 * (scripts/bench/stack-floor/), what any page on this stack and any page at all can reach on this machine.
 * The load runs as fast as the server answers unless `loadRate` caps it (requests per second, all
 * connections together), and on every core unless `splitCpus` gives Chromium a core of its own
 * (load-placement.ts): the measurements the issue's owner needs to choose how "under load" is meant.
 * Lighthouse simulates a phone 4× slower than the machine it runs on, whatever that machine's speed;
 * `cpuSlowdown` changes the factor, to compare figures across machines of different speeds.
 */
const LOAD_CONNECTIONS = 20;

export async function runPageBench(
  root: string,
  opts: {
    idleOnly?: boolean;
    reportDir?: string;
    runs?: number;
    floor?: boolean;
    loadRate?: number;
    splitCpus?: boolean;
    cpuSlowdown?: number;
  } = {},
): Promise<string> {
  const runs = opts.runs ?? 3;
  const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
  ensureClientBuild(root, distDir, (msg) => console.log(msg));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pages-'));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'src/server/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: distDir,
        DATABASE_URL: '',
        SKIP_CLIENT_BUILD: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const floorDir = opts.floor ? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-floor-')) : null;
  let floor: Awaited<ReturnType<typeof serveFloor>> | null = null;
  try {
    if (floorDir) {
      console.log('Building the fixed stack floor ...');
      floor = await serveFloor(floorDir, await buildFloor(root, distDir, floorDir));
    }
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(`${base}/api/csrf`)).ok) break;
      } catch {
        // not yet listening
      }
      if (i > 300) throw new Error('The shop did not start in 60 s');
      await new Promise((r) => setTimeout(r, 200));
    }
    const list = await fetch(`${base}/api/productsByAlias/ruhazat-sisak`, {
      method: 'POST',
      headers: await csrfHeaders(base),
      body: JSON.stringify({ sort: ['fullname_en', 'asc'], range: [0, 1] }),
    });
    const [first] = (await list.json()) as { alias: string }[];
    if (!first) throw new Error('The demo catalogue has no products');
    const pages = [
      { page: 'Home', path: '/' },
      { page: 'Product list', path: '/ruhazat-sisak/' },
      { page: 'Product page', path: `/termek/${first.alias}` },
      { page: 'Cart', path: '/kosar' },
    ];
    const floorPages = [
      { page: 'Stack floor', path: FLOOR_PATHS.stack },
      { page: 'HTML only', path: FLOOR_PATHS.html },
    ];
    // The shop's pages, then (with --floor) the floor's pages from their own server.
    const measureAll = async (label: string, chromiumPath?: string) => {
      const how = {
        reportDir: opts.reportDir,
        label,
        runs,
        chromiumPath,
        cpuSlowdown: opts.cpuSlowdown,
      };
      return [
        ...(await measurePages(base, pages, how)),
        ...(floor ? await measurePages(floor.base, floorPages, how) : []),
      ];
    };
    console.log(`Lighthouse (mobile) on ${pages.length} pages, ${runs} runs each, idle ...`);
    const idle = await measureAll('idle');
    longTaskLines('idle', idle).forEach((line) => console.log(line));
    let loaded: typeof idle | null = null;
    let loadText = '';
    if (!opts.idleOnly) {
      const rate = opts.loadRate ? `, at most ${opts.loadRate} requests/s` : '';
      console.log(`... and with the API under load (${LOAD_CONNECTIONS} connections${rate}) ...`);
      const post = await csrfHeaders(base);
      let placement: LoadPlacement | null = null;
      const started = Date.now();
      const load = autocannon({
        url: base,
        connections: LOAD_CONNECTIONS,
        ...(opts.loadRate ? { overallRate: opts.loadRate } : {}),
        duration: 3600,
        requests: [
          { method: 'GET', path: `/api/productByAlias/${encodeURIComponent(first.alias)}` },
          {
            method: 'POST',
            path: '/api/productsByAlias/ruhazat-sisak',
            headers: post,
            body: JSON.stringify({ sort: ['fullname_en', 'asc'], range: [0, 23] }),
          },
          { method: 'GET', path: '/api/categoriesByAlias/ruhazat-sisak' },
        ],
      });
      let answered = 0;
      load.on('response', () => {
        answered += 1;
      });
      try {
        if (opts.splitCpus && child.pid) {
          placement = splitCpus(child.pid, CHROMIUM, dataDir);
        }
        await new Promise((r) => setTimeout(r, 3000));
        loaded = await measureAll('loaded', placement?.chromiumPath);
      } finally {
        load.stop();
        placement?.restore();
      }
      const perSecond = Math.round(answered / ((Date.now() - started) / 1000));
      loadText = `autocannon kept the same server's catalogue API busy (${LOAD_CONNECTIONS} connections${rate}; ${perSecond} answers/s on average over the loaded pass${placement ? `; ${placement.description}` : ', on the same cores as the browser'})`;
      longTaskLines('loaded', loaded).forEach((line) => console.log(line));
    }
    // The slowdown Lighthouse reports having simulated, not the one asked for.
    const slowdowns = [...new Set([...idle, ...(loaded ?? [])].map((row) => row.cpuSlowdown))];
    const throttling =
      slowdowns.length === 1 && slowdowns[0] === 4
        ? "Lighthouse's default throttling"
        : `Lighthouse's default throttling, but its simulated CPU ${slowdowns.join(' / ')}× slower than this machine instead of 4×`;
    const section = [
      '## Page speed (`npm run bench -- --pages`)',
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Lighthouse 12 with Debian's Chromium, mobile emulation (${throttling}), the production build served by \`npm start\` on the demo catalogue. ${loadText ? `The second figure of a pair was measured while ${loadText}; the` : 'The'} load average (1 minute) is the machine's before–after each page, and the CPU index Lighthouse's \`benchmarkIndex\`, the CPU speed the browser itself had at the start of each run (higher is faster; it is the machine's speed at that moment, which changes from run to run on a shared host, idle or loaded). Each page was measured ${runs} times: the figures are Lighthouse's median run (computeMedianRun), the brackets the range over all runs. Goals: performance ${GOALS.performance}+ and total blocking time under ${TBT_GOAL_MS} ms, accessibility ${GOALS.accessibility}+, best practices ${GOALS.bestPractices}+, SEO ${GOALS.seo}+; (!) marks a miss.`,
      '',
      pageScoresTable(idle, loaded),
      ...(floor
        ? [
            '',
            `"Stack floor" and "HTML only" are the fixed stack's floor (\`--floor\`, scripts/bench/stack-floor/): the same HTML with the list's heading, text and twelve product links in the shop's style sheet, once with the shop's first-load libraries evaluated and a store started (nothing rendered) and once without any script, served by a server of their own that the load does not touch.`,
          ]
        : []),
    ].join('\n');
    console.log(`\n${section}\n`);
    return section;
  } finally {
    await floor?.close();
    if (floorDir) fs.rmSync(floorDir, { recursive: true, force: true });
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
