import fs from 'node:fs';
import path from 'node:path';
import { ensureClientBuild } from '../../../src/server/build-client';
import { ROOT, startShopServer } from './shop-server';

/** Builds the client when stale and starts one shared shop server for the browser tests. */
export default async function globalSetup(): Promise<void> {
  // DIST_DIR lets several checkouts or engineers build side by side without sharing dist/.
  const distDir = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
  process.env.BUILD_DIR = distDir;
  process.env.DIST_DIR = distDir;
  ensureClientBuild(ROOT, distDir, (msg) => console.log(msg));
  const server = await startShopServer();
  (globalThis as { __SHOP_SERVER__?: unknown }).__SHOP_SERVER__ = server;
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  fs.writeFileSync(path.join(server.dataDir, '.e2e'), server.url);
}
