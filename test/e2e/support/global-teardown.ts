import fs from 'node:fs';
import type { ShopServer } from './shop-server';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __SHOP_SERVER__?: ShopServer }).__SHOP_SERVER__;
  if (!server) return;
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}
