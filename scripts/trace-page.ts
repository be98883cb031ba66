/**
 * `npm run trace -- URL [--cpu-slowdown N] [--min-ms N] [--dist DIR]`: loads one page of a running shop
 * (`npm start`) in headless Chromium as a phone and prints its main-thread tasks of at least `--min-ms`
 * (12 by default: over 50 ms once Lighthouse multiplies by 4), before and after the first contentful
 * paint, with the browser's work inside each and its CPU samples named through the build's source maps.
 * How the long tasks of docs/performance.md were found.
 */
import path from 'node:path';
import { traceLoad } from './bench/page-trace';
import { sourceFrameNamer } from './bench/source-frames';
import { summarizeTrace, traceLines } from './bench/trace-tasks';
import { option } from './cli-option';

const url = process.argv.slice(2).find((arg) => /^https?:\/\//.test(arg));

async function main(): Promise<void> {
  if (!url) {
    console.error(
      'Usage: npm run trace -- http://localhost:8080/ruhazat-sisak/ [--cpu-slowdown N] [--min-ms N] [--dist DIR]',
    );
    process.exit(2);
  }
  const events = await traceLoad(url, { cpuSlowdown: Number(option('cpu-slowdown', '1')) });
  const distDir = path.resolve(option('dist', process.env.DIST_DIR ?? 'dist'));
  const summary = summarizeTrace(events, sourceFrameNamer(distDir), {
    minTaskMs: Number(option('min-ms', '12')),
  });
  traceLines(summary).forEach((line) => console.log(line));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
