import fs from 'node:fs';
import path from 'node:path';
import { ensureClientBuild } from '../../../src/server/build-client';
import { ROOT, startShopServer } from './shop-server';

/** Builds the client when stale and starts one shared shop server for the browser tests. */
export default async function globalSetup(): Promise<void> {
  ensureClientBuild(ROOT, path.join(ROOT, 'dist'), (msg) => console.log(msg));
  const server = await startShopServer();
  (globalThis as { __SHOP_SERVER__?: unknown }).__SHOP_SERVER__ = server;
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  fs.writeFileSync(path.join(server.dataDir, '.e2e'), server.url);
}
