/**
 * `npm run bench`: the catalogue API under load. Seeds the large generated catalogue into a temporary
 * DATA_DIR (or reuses one: --data-dir), starts ONE server process (scripts/bench/api-server.ts: the
 * real app plus a bare route answering `{}`), and lets autocannon hit each call in turn with 50
 * connections for a few seconds. Prints req/s, p50/p95/p99 and each call's throughput as a share of
 * the bare route's (a ratio, because machines differ), and checks the goals of issue 5.
 *
 *   npm run bench -- [--products 20000] [--duration 5] [--connections 50] [--data-dir DIR] [--write-docs]
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
import { type BenchRow, type Samples, pickSamples } from './bench/catalogue-samples';

const root = path.resolve(__dirname, '..');

/** The large demo catalogue generator of the seed area (src/server/db/seed/demo-catalogue.ts). */
const SEED_MODULE = '../src/server/db/seed/demo-catalogue';
interface SeedModule {
  seedCatalogue(db: Db, opts: { mediaDir: string; products?: number }): Promise<unknown>;
}

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? (process.argv[i + 1] as string) : fallback;
}
const products = Number(option('products', '20000'));
const duration = Number(option('duration', '5'));
const connections = Number(option('connections', '50'));
const reuseDir = option('data-dir', '');
const writeDocs = process.argv.includes('--write-docs');

async function prepareData(dataDir: string): Promise<{ count: number; seconds: number }> {
  const started = Date.now();
  const handle = await openDatabase({ databaseUrl: null, dataDir });
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

async function startServer(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/bench/api-server.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
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

async function csrfHeaders(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/csrf`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const { token } = (await res.json()) as { token: string };
  return {
    'content-type': 'application/json',
    cookie: `csrf_token=${token}`,
    'x-csrf-token': token,
    'x-requested-with': 'XMLHttpRequest',
  };
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
  const lines = [
    '| Call | What is asked | req/s | p50 ms | p95 ms | p99 ms | share of bare | goal | first hit p50 / p95 ms |',
    '|---|---|---:|---:|---:|---:|---:|---|---:|',
  ];
  for (const row of rows) {
    const share = (row.rps / bare) * 100;
    const target = goal[row.name];
    const verdict =
      target === undefined ? '' : `>= ${target} % ${share >= target ? 'met' : 'MISSED'}`;
    lines.push(
      `| ${row.name} | ${samples.describe[row.name] ?? ''} | ${row.rps.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.p99.toFixed(1)} | ${share.toFixed(1)} % | ${verdict} | ${row.coldP50.toFixed(1)} / ${row.coldP95.toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

function writePerformanceDoc(section: string): void {
  const file = path.join(root, 'docs/performance.md');
  const start = '<!-- catalogue-bench:start -->';
  const end = '<!-- catalogue-bench:end -->';
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
  const dataDir = reuseDir || fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const data = await prepareData(dataDir);
  console.log(`${data.count} products ready in ${data.seconds.toFixed(1)} s`);
  const samples = await pickSamples(dataDir);
  const { child, port } = await startServer(dataDir);
  const base = `http://127.0.0.1:${port}`;
  try {
    const post = await csrfHeaders(base);
    const rows: BenchRow[] = [];
    for (const [name, requests] of samples.calls(post)) {
      process.stdout.write(`${name} ... `);
      const row = await measure(base, name, requests);
      console.log(`${row.rps.toFixed(0)} req/s${row.failures ? `, ${row.failures} FAILED` : ''}`);
      rows.push(row);
    }
    const bike = rows.find((r) => r.name === 'bike list');
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const section = [
      `## Catalogue API under load (\`npm run bench\`)`,
      '',
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${cpu}, Node ${process.version}, SQLite; ${data.count} generated products; one server process; autocannon with ${connections} connections, ${duration} s per call, on the same machine.`,
      '',
      table(rows, samples),
      '',
      bike
        ? `Bike filter (productsByAliasForBike): p50 ${bike.p50.toFixed(1)} ms, p95 ${bike.p95.toFixed(1)} ms under ${connections} connections; first hit (uncached, alone) p50 ${bike.coldP50.toFixed(1)} ms, p95 ${bike.coldP95.toFixed(1)} ms.`
        : '',
    ].join('\n');
    console.log(`\n${section}\n`);
    if (writeDocs) writePerformanceDoc(section);
    if (rows.some((r) => r.failures > 0)) process.exitCode = 1;
  } finally {
    child.kill('SIGTERM');
    if (!reuseDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
