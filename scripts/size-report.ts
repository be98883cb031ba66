/**
 * Prints the size of every built JavaScript and CSS file (raw and gzip) and the JavaScript a first
 * visit to each page downloads: the scripts index.html loads plus the lazy screen's chunks (their
 * list is the build's chunk-groups.json, written by scripts/webpack/build-checks-plugin.js).
 * Exits non-zero when a shopper's first page passes the gzip budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { currentBuildFiles } from './keep-recent-builds';

export const FIRST_VISIT_BUDGET_KIB = 150;
/** Lazy chunk groups that are no shopper's first page: the back office and the QA panel. */
const NOT_SHOPPER_PAGES = new Set(['main', 'admin', 'qa-panel']);

// The folder webpack built into: an argument, else BUILD_DIR (as webpack.config.js reads it), else dist/.
const dist = path.resolve(process.argv[2] ?? process.env.BUILD_DIR ?? 'dist');
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

function main(): void {
  const assets = path.join(dist, 'assets');
  // dist/assets/ also keeps the previous builds' files (keep-recent-builds.js): measure this one's.
  const current = currentBuildFiles(dist);
  const files = fs
    .readdirSync(assets)
    .filter((f) => /\.(js|css)$/.test(f) && (!current || current.includes(`assets/${f}`)));
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = new Set(
    [...html.matchAll(/src="?\/assets\/([^"\s>]+\.js)/g)].map((m) => m[1] ?? ''),
  );
  const rows = files
    .map((file) => {
      const full = path.join(assets, file);
      return { file, raw: fs.statSync(full).size, gzip: gzipSize(full) };
    })
    .sort((a, b) => b.gzip - a.gzip);

  console.log('\nBuilt assets (KiB)            raw     gzip');
  for (const row of rows) {
    const mark = initial.has(row.file) ? ' (first load)' : '';
    console.log(
      `${row.file.padEnd(36)} ${kib(row.raw).padStart(7)} ${kib(row.gzip).padStart(8)}${mark}`,
    );
  }
  const gzipOf = new Map(rows.map((r) => [r.file, r.gzip]));
  const groups = JSON.parse(
    fs.readFileSync(path.join(dist, 'chunk-groups.json'), 'utf8'),
  ) as Record<string, string[]>;
  console.log('\nFirst visit to a page (KiB of JavaScript, gzip: index.html scripts + the screen)');
  let over = false;
  for (const [name, files] of Object.entries(groups)) {
    if (name === 'main') continue;
    const scripts = files.filter((f) => f.endsWith('.js')).map((f) => path.basename(f));
    const all = new Set([...initial, ...scripts]);
    const total = [...all].reduce((sum, file) => sum + (gzipOf.get(file) ?? 0), 0);
    const shopper = !NOT_SHOPPER_PAGES.has(name);
    if (shopper && total > FIRST_VISIT_BUDGET_KIB * 1024) over = true;
    console.log(
      `${name.padEnd(20)} ${kib(total).padStart(7)}${shopper ? '' : ' (not a shopper page)'}`,
    );
  }
  console.log(`Budget for a shopper's first page: ${FIRST_VISIT_BUDGET_KIB} KiB.`);
  if (over) {
    console.error('Over budget: lazy-load what the first page does not show.');
    process.exit(1);
  }
}
main();
