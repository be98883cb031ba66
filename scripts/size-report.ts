/**
 * Prints the size of every built JavaScript and CSS file (raw and gzip) and the JavaScript a first
 * visit to the home page downloads: the scripts index.html loads plus the home screen's chunk.
 * Exits non-zero when that passes the 160 KiB gzip budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { currentBuildFiles } from './keep-recent-builds';

export const FIRST_VISIT_BUDGET_KIB = 160;

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
  const initial = new Set([...html.matchAll(/src="?\/assets\/([^"\s>]+\.js)/g)].map((m) => m[1]));
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
  const firstVisit = rows.filter((r) => initial.has(r.file) || /^home\.[^.]+\.js$/.test(r.file));
  const total = firstVisit.reduce((sum, r) => sum + r.gzip, 0);
  console.log(
    `\nFirst visit to the home page: ${kib(total)} KiB of JavaScript (gzip), budget ${FIRST_VISIT_BUDGET_KIB} KiB.`,
  );
  if (total > FIRST_VISIT_BUDGET_KIB * 1024) {
    console.error('Over budget: lazy-load what the home page does not show.');
    process.exit(1);
  }
}

main();
