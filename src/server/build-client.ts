import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function newestMtime(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) {
    if (child === 'node_modules' || child.endsWith('.test.ts') || child.endsWith('.test.tsx'))
      continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** True when dist/index.html is missing or older than any client source, public file or build config. */
export function clientBuildIsStale(root: string, distDir: string): boolean {
  const built = newestMtime(path.join(distDir, 'index.html'));
  if (!built) return true;
  const sources = [
    'src/client',
    'src/common',
    'public',
    'webpack.config.js',
    '.babelrc',
    'package-lock.json',
  ];
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

/** Runs the production build when the built client is missing or stale (npm start's promise). */
export function ensureClientBuild(root: string, distDir: string, log: (msg: string) => void): void {
  if (!clientBuildIsStale(root, distDir)) return;
  log('Building the client (dist/ is missing or older than the sources)...');
  const webpackBin = path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const result = spawnSync(process.execPath, [webpackBin, '--mode', 'production'], {
    cwd: root,
    // webpack's report goes to stderr: stdout carries only the server's JSON log lines.
    stdio: ['ignore', 2, 2],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The client build failed; see the output above.');
}
