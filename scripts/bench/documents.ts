/**
 * `tsx scripts/bench/documents.ts` with DATA_DIR naming a seeded data folder (e.g. after
 * `DATA_DIR=/tmp/big npm run seed -- --products 20000`): builds the sitemap files and both product
 * feeds once, uncached, and prints for each the wall time, the process CPU time (the machine is shared,
 * so CPU time is the steadier figure), the size and the longest event-loop stall while it was built.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

async function main(): Promise<void> {
  const app = await buildApp({ ...loadConfig(process.env), logLevel: 'warn' });
  const urls = [
    '/sitemap.xml',
    '/sitemaps/categories.xml',
    '/sitemaps/pages.xml',
    '/sitemaps/products-1.xml',
    '/feeds/google.xml',
    '/feeds/arukereso.xml',
  ];
  for (const url of urls) {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const cpu = process.cpuUsage();
    const started = performance.now();
    const res = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    delay.disable();
    console.log(
      `${url.padEnd(26)} ${res.statusCode}  wall ${wall.toFixed(0).padStart(6)} ms  cpu ${((used.user + used.system) / 1000).toFixed(0).padStart(6)} ms  ${(res.rawPayload.length / 1e6).toFixed(2)} MB gzip  longest stall ${(delay.max / 1e6).toFixed(0)} ms`,
    );
  }
  await app.close();
}

void main();
