/**
 * `npm run bench -- --search [--data-dir DIR] [--products 20000] [--db sqlite|postgres]`: the server
 * time of the shop's one search on a large catalogue. Runs the real app in this process (buildApp,
 * requests through app.inject: routing, validation, the handler and serialization, no network) and
 * asks, for every query of the search quality list, the results page (the list's first page and its
 * category tree) and the suggestions as a shopper types them (every beginning from two characters).
 * Prints the first build of the in-memory search, then p50/p95/max of each kind of request, first
 * asked (nothing cached for that text) and asked again.
 */
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import qualityList from '../../src/server/services/catalogue/testing/search-queries.json';
import { percentile } from './stats';

export interface LatencyRow {
  name: string;
  count: number;
  p50: number;
  p95: number;
  max: number;
  /** The slowest three texts. */
  slowest: string;
}

function row(name: string, samples: [text: string, ms: number][]): LatencyRow {
  const sorted = samples.map((s) => s[1]).sort((a, b) => a - b);
  return {
    name,
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? 0,
    slowest: [...samples]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([text, ms]) => `\`${text}\` ${ms.toFixed(0)}`)
      .join(', '),
  };
}

/** Every beginning of the text a shopper types, from two characters: 'bu', 'buk', ... 'bukosisak'. */
function typed(text: string): string[] {
  return Array.from({ length: Math.max(0, text.length - 1) }, (_, i) => text.slice(0, i + 2));
}

export async function runSearchLatency(dataDir: string, databaseUrl: string | null) {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ ...config, distDir: path.join(dataDir, 'no-dist') });
  const csrf = await app.inject({ method: 'GET', url: '/api/csrf' });
  const token = (csrf.json() as { token: string }).token;
  const headers = {
    cookie: `csrf_token=${token}`,
    'x-csrf-token': token,
    'x-requested-with': 'XMLHttpRequest',
  };
  const timed = async (request: InjectOptions) => {
    const started = process.hrtime.bigint();
    const res = await app.inject(request);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return ms;
  };
  const suggest = (q: string) =>
    timed({ method: 'GET', url: `/api/suggest?q=${encodeURIComponent(q)}`, headers });
  const results = async (q: string) =>
    (await timed({
      method: 'POST',
      url: '/api/productsByAlias/kereses',
      headers,
      payload: { sort: ['fullname_en', 'asc'], range: [0, 15], searchText: q, akcios: false },
    })) +
    (await timed({
      method: 'POST',
      url: '/api/categoriesByAlias/kereses',
      headers,
      payload: { bike: null, searchText: q, akcios: false },
    }));

  const queries = (qualityList.queries as { q: string }[]).map((e) => e.q);
  // The first search builds the in-memory search of this catalogue version.
  const build = await suggest('sisak');
  const rows: LatencyRow[] = [];
  for (const pass of ['first asked', 'asked again']) {
    const suggestTimes: [string, number][] = [];
    const resultTimes: [string, number][] = [];
    // The results pages first: asked first, nothing of their texts is cached (the suggestions of
    // the same text would have left its matches behind).
    for (const q of queries) resultTimes.push([q, await results(q)]);
    for (const q of queries)
      for (const prefix of typed(q)) suggestTimes.push([prefix, await suggest(prefix)]);
    rows.push(row(`suggest, ${pass}`, suggestTimes), row(`results page, ${pass}`, resultTimes));
  }
  await app.close();
  return { build, rows, queries: queries.length };
}

export function latencyTable(rows: LatencyRow[]): string {
  const ms = (n: number) => n.toFixed(1);
  return [
    '| Request | Requests | p50 ms | p95 ms | max ms | slowest (ms) |',
    '|---|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.count} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ${r.slowest} |`,
    ),
  ].join('\n');
}
