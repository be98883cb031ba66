/**
 * `npm run bench`: the catalogue API under load. Seeds the large generated catalogue into a temporary
 * DATA_DIR (or reuses one: --data-dir), starts ONE server process (scripts/bench/api-server.ts: the
 * real app plus a bare route answering `{}`), and lets autocannon hit each call in turn with 50
 * connections for a few seconds. Prints req/s, p50/p95/p99 and each call's throughput as a share of
 * the bare route's (a ratio, because machines differ), and checks the goals of issue 5.
 *
 *   npm run bench -- [--products 20000] [--duration 5] [--connections 50] [--data-dir DIR] [--write-docs]
 *                    [--db sqlite|postgres] [--workers n] [--shoppers 200] [--scenario-seconds 20]
 *                    [--arrival-seconds 1]
 *                    [--only name,...] [--scenario-only]
 *   npm run bench -- --search [--products 20000] [--data-dir DIR] [--db sqlite|postgres]
 *   npm run bench -- --pages [--idle-only] [--floor] [--runs N] [--report-dir DIR] [--write-docs]
 *                    [--load-rate R] [--load-cpus shared|split] [--cpu-slowdown N]
 *
 * After the catalogue table it runs the mixed shopping scenario (scripts/bench/shopping-scenario.ts)
 * and compares the orders requested with the orders in the database. `--db postgres` uses
 * BENCH_DATABASE_URL (a postgres:// URL) or starts a throwaway PostgreSQL of its own; `--workers n` runs
 * n API processes on one port. `--pages` runs Lighthouse on four pages instead (scripts/bench/page-scores.ts);
 * `--search` the search's server time per query instead (scripts/bench/search-latency.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import autocannon, { type AutocannonRequest } from 'autocannon';
import { type Db, openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { ensureSearchIndex } from '../src/server/services/catalogue/search-index.service';
import { percentile } from './bench/stats';
import { option } from './cli-option';
import { type BenchRow, type Samples, pickSamples } from './bench/catalogue-samples';
import { csrfHeaders, freePort, throwawayPostgres } from './bench/bench-env';
import { runPageBench } from './bench/page-bench';
import { latencyTable, runSearchLatency } from './bench/search-latency';
import { type ScenarioResult, runShoppingScenario } from './bench/shopping-scenario';

const root = path.resolve(__dirname, '..');

/** The large demo catalogue generator of the seed area (src/server/seed/demo-catalogue.ts). */
const SEED_MODULE = '../src/server/seed/demo-catalogue';
interface SeedModule {
  seedCatalogue(db: Db, opts: { mediaDir: string; products?: number }): Promise<unknown>;
}

const products = Number(option('products', '20000'));
const duration = Number(option('duration', '5'));
const connections = Number(option('connections', '50'));
const reuseDir = option('data-dir', '');
const writeDocs = process.argv.includes('--write-docs');
const dbKind = option('db', 'sqlite');
const workers = Number(option('workers', '1'));
const shoppers = Number(option('shoppers', '200'));
/** The shoppers arrive evenly spread over this time (0: all in the same millisecond). */
const arrivalSeconds = Number(option('arrival-seconds', '1'));
const scenarioSeconds = Number(option('scenario-seconds', '20'));
/** `--only suggest,filtered list`: just these calls (plus bare), and no shopping scenario. */
const only = option('only', '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
/** `--scenario-only`: the bare route and the shopping scenario, e.g. to compare two builds quickly. */
const scenarioOnly = process.argv.includes('--scenario-only');
if (dbKind !== 'sqlite' && dbKind !== 'postgres') throw new Error('--db is sqlite or postgres');
if (!Number.isInteger(workers) || workers < 1)
  throw new Error('--workers is a whole number from 1');

async function prepareData(
  dataDir: string,
  databaseUrl: string | null,
): Promise<{ count: number; seconds: number }> {
  const started = Date.now();
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrateToLatest(handle.db);
    const existing = await handle.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(existing.n) === 0) {
      console.log(`Seeding ${products} products into ${dataDir} ...`);
      // Loaded only when seeding: a run on an existing --data-dir needs none of the generator.
      const { seedCatalogue } = (await import(SEED_MODULE)) as SeedModule;
      await seedCatalogue(handle.db, { mediaDir: path.join(dataDir, 'media'), products });
    }
    await ensureSearchIndex(handle.db);
    const count = await handle.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { count: Number(count.n), seconds: (Date.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
}

async function startServer(
  dataDir: string,
  databaseUrl: string | null,
): Promise<{ child: ChildProcess; port: number }> {
  const listenPort = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/bench/api-server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        PORT: String(listenPort),
        WORKERS: String(workers),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // The shoppers send X-Forwarded-For, one address each (bench/shopping-scenario.ts).
        TRUST_PROXY: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server ended with ${code}`)));
    lines.on('line', (line) => {
      try {
        const parsed = JSON.parse(line) as { port?: number };
        if (parsed.port) resolve(parsed.port);
      } catch {
        // not our line
      }
    });
  });
  return { child, port };
}

/**
 * Latency of the first request for each distinct key, one at a time, before the load: what a shopper
 * pays when the result cache has nothing for the request yet.
 */
async function firstHits(base: string, requests: AutocannonRequest[]): Promise<number[]> {
  const times: number[] = [];
  for (const r of requests.slice(0, 60)) {
    const started = performance.now();
    const res = await fetch(`${base}${r.path ?? '/'}`, {
      method: r.method ?? 'GET',
      headers: r.headers,
      body: r.body,
    });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function measure(
  base: string,
  name: string,
  requests: AutocannonRequest[],
): Promise<BenchRow> {
  const cold = await firstHits(base, requests);
  const times: number[] = [];
  const instance = autocannon({ url: base, connections, duration, requests });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    name,
    rps: result.requests.total / result.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    failures: result.non2xx + result.errors + result.timeouts,
    coldP50: percentile(cold, 50),
    coldP95: percentile(cold, 95),
  };
}

function table(rows: BenchRow[], samples: Samples): string {
  const bare = rows[0]?.rps ?? 1;
  const goal: Record<string, number> = { list: 5, product: 5, search: 1.5 };
  // Absolute goals of issue 20, in ms under this load.
  const latencyGoal: Record<string, ['p95' | 'p99', number]> = {
    suggest: ['p99', 30],
    'filtered list': ['p95', 50],
  };
  const lines = [
    '| Call | What is asked | req/s | p50 ms | p95 ms | p99 ms | share of bare | goal | first hit p50 / p95 ms |',
    '|---|---|---:|---:|---:|---:|---:|---|---:|',
  ];
  for (const row of rows) {
    const share = (row.rps / bare) * 100;
    const target = goal[row.name];
    const latency = latencyGoal[row.name];
    const verdict = latency
      ? `${latency[0]} < ${latency[1]} ms ${row[latency[0]] < latency[1] ? 'met' : 'MISSED'}`
      : target === undefined
        ? ''
        : `>= ${target} % ${share >= target ? 'met' : 'MISSED'}`;
    lines.push(
      `| ${row.name} | ${samples.describe[row.name] ?? ''} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${share.toFixed(1)} % | ${verdict} | ${row.coldP50.toFixed(1)} / ${row.coldP95.toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

function scenarioTable(result: ScenarioResult, placed: number): string {
  return [
    '| Shoppers | Seconds | Requests | req/s | p50 ms | p95 ms | p99 ms | Errors | Orders requested | Orders confirmed | Orders in the database |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${shoppers} | ${scenarioSeconds} | ${result.requests} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.errors} | ${result.ordersRequested} | ${result.ordersConfirmed} | ${placed} |`,
  ].join('\n');
}

/** The bench server's CPU time so far in µs (scripts/bench/api-server.ts, /bench/cpu). */
async function serverCpu(base: string): Promise<number> {
  const res = await fetch(`${base}/bench/cpu`);
  const usage = (await res.json()) as NodeJS.CpuUsage;
  return usage.user + usage.system;
}

/** Orders in the database for the scenario's carts: each requested order must be there exactly once. */
async function ordersPlaced(
  dataDir: string,
  databaseUrl: string | null,
  cartIds: string[],
): Promise<number> {
  const handle = await openDatabase({ databaseUrl, dataDir });
  try {
    let placed = 0;
    for (let i = 0; i < cartIds.length; i += 500) {
      const row = await handle.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('cart_id', 'in', cartIds.slice(i, i + 500))
        .executeTakeFirstOrThrow();
      placed += Number(row.n);
    }
    return placed;
  } finally {
    await handle.close();
  }
}

export function writePerformanceDoc(section: string, key = 'catalogue-bench'): void {
  const file = path.join(root, 'docs/performance.md');
  const start = `<!-- ${key}:start -->`;
  const end = `<!-- ${key}:end -->`;
  const block = `${start}\n${section}\n${end}`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n\n';
  const next =
    current.includes(start) && current.includes(end)
      ? current.slice(0, current.indexOf(start)) +
        block +
        current.slice(current.indexOf(end) + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
  console.log(`Table written to ${path.relative(root, file)}`);
}

async function main(): Promise<void> {
  if (process.argv.includes('--pages')) {
    const section = await runPageBench(root, {
      idleOnly: process.argv.includes('--idle-only'),
      reportDir: option('report-dir', '') || undefined,
      runs: Number(option('runs', '3')),
      floor: process.argv.includes('--floor'),
      loadRate: Number(option('load-rate', '0')) || undefined,
      splitCpus: option('load-cpus', 'shared') === 'split',
      cpuSlowdown: Number(option('cpu-slowdown', '0')) || undefined,
    });
    if (writeDocs) writePerformanceDoc(section, 'page-scores');
    return;
  }
  const dataDir = reuseDir || fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const postgres =
    dbKind === 'postgres' ? await throwawayPostgres(root, process.env.BENCH_DATABASE_URL) : null;
  const databaseUrl = postgres?.url ?? null;
  const data = await prepareData(dataDir, databaseUrl);
  console.log(`${data.count} products ready in ${data.seconds.toFixed(1)} s`);
  if (process.argv.includes('--search')) {
    const search = await runSearchLatency(dataDir, databaseUrl);
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    console.log(
      `\nSearch server time on ${data.count} products (${dbKind}, ${os.cpus().length} × ${cpu}, Node ${process.version}), ${search.queries} queries of the quality list; the first search (building the in-memory search) took ${search.build.toFixed(0)} ms.\n\n${latencyTable(search.rows)}\n`,
    );
    await postgres?.stop();
    return;
  }
  const samples = await pickSamples(dataDir, databaseUrl);
  const { child, port } = await startServer(dataDir, databaseUrl);
  const base = `http://127.0.0.1:${port}`;
  try {
    const post = await csrfHeaders(base);
    const rows: BenchRow[] = [];
    for (const [name, requests] of samples.calls(post)) {
      if (only.length > 0 && name !== 'bare' && !only.includes(name)) continue;
      if (scenarioOnly && name !== 'bare') continue;
      process.stdout.write(`${name} ... `);
      const row = await measure(base, name, requests);
      console.log(`${row.rps.toFixed(0)} req/s${row.failures ? `, ${row.failures} FAILED` : ''}`);
      rows.push(row);
    }
    if (only.length > 0) {
      console.log(`\n${table(rows, samples)}\n`);
      if (rows.some((r) => r.failures > 0)) process.exitCode = 1;
      return;
    }
    process.stdout.write(`shopping scenario: ${shoppers} shoppers for ${scenarioSeconds} s ... `);
    const cpuBefore = await serverCpu(base);
    const scenario = await runShoppingScenario({
      baseUrl: base,
      shoppers,
      durationMs: scenarioSeconds * 1000,
      arrivalMs: arrivalSeconds * 1000,
    });
    const cpuAfter = await serverCpu(base);
    const placed = await ordersPlaced(dataDir, databaseUrl, scenario.cartIds);
    console.log(`${scenario.requestsPerSecond.toFixed(0)} req/s, ${scenario.errors} errors`);
    // With several processes /bench/cpu answers for whichever one took the call: one process only.
    const cpuPerRequest =
      workers === 1 ? (cpuAfter - cpuBefore) / 1000 / scenario.requests : undefined;
    if (cpuPerRequest !== undefined)
      console.log(`server CPU time: ${cpuPerRequest.toFixed(2)} ms per request`);
    console.log(`load generator CPU time: ${scenario.generatorCpuMs.toFixed(2)} ms per request`);
    for (const sample of scenario.errorSamples) console.log(`  error: ${sample}`);
    const bike = rows.find((r) => r.name === 'bike list');
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const section = [
      `## ${dbKind === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${workers === 1 ? 'one API process' : `${workers} API processes`} (\`npm run bench${dbKind === 'sqlite' && workers === 1 ? '' : ` -- --db ${dbKind} --workers ${workers}`}\`)`,
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${cpu}, Node ${process.version}, ${dbKind === 'postgres' ? 'PostgreSQL' : 'SQLite'}; ${data.count} generated products; ${workers === 1 ? 'one server process' : `${workers} server processes (node:cluster)`}; autocannon with ${connections} connections, ${duration} s per call, on the same machine.`,
      '',
      table(rows, samples),
      '',
      bike
        ? `Bike filter (productsByAliasForBike): p50 ${bike.p50.toFixed(1)} ms, p95 ${bike.p95.toFixed(1)} ms under ${connections} connections; first hit (uncached, alone) p50 ${bike.coldP50.toFixed(1)} ms, p95 ${bike.coldP95.toFixed(1)} ms.`
        : '',
      '',
      `Mixed shopping scenario (list, search, product, add to cart, 8 delivery-data changes, order with a double click), ${shoppers} concurrent shoppers${arrivalSeconds > 0 ? `, arriving within the first ${arrivalSeconds} s` : ', all starting at the same moment'}:`,
      '',
      scenarioTable(scenario, placed),
      ...(cpuPerRequest === undefined
        ? []
        : [
            '',
            `The server process used ${cpuPerRequest.toFixed(2)} ms of CPU time per request of the scenario.`,
          ]),
      '',
      `The load generator (the shoppers, node:http keep-alive clients in the bench's own process, on the same cores) used ${scenario.generatorCpuMs.toFixed(2)} ms of CPU time per request.`,
    ].join('\n');
    console.log(`\n${section}\n`);
    const key =
      dbKind === 'sqlite' && workers === 1
        ? 'catalogue-bench'
        : `catalogue-bench-${dbKind}-${workers}`;
    if (writeDocs) writePerformanceDoc(section, key);
    if (rows.some((r) => r.failures > 0)) process.exitCode = 1;
    if (
      placed !== scenario.ordersRequested ||
      scenario.ordersConfirmed !== scenario.ordersRequested
    ) {
      console.error(
        `Orders requested ${scenario.ordersRequested}, confirmed ${scenario.ordersConfirmed}, in the database ${placed}: they must be equal.`,
      );
      process.exitCode = 1;
    }
  } finally {
    child.kill('SIGTERM');
    await postgres?.stop();
    if (!reuseDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
