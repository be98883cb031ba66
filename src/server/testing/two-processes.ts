import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type TestApp, createTestApp } from './test-helpers';

export interface TwoProcesses {
  first: TestApp;
  second: TestApp;
  close(): Promise<void>;
}

/**
 * Two apps on one database stand for two server processes, each with its own connections and caches:
 * on SQLite two connections to one file, on PostgreSQL (TEST_DATABASE_URL) the same schema.
 */
export async function twoProcesses(): Promise<TwoProcesses> {
  const dir = process.env.TEST_DATABASE_URL
    ? null
    : fs.mkdtempSync(path.join(os.tmpdir(), 'shop-two-'));
  const first = await createTestApp(dir ? { databaseUrl: path.join(dir, 'shop.sqlite') } : {});
  const second = await createTestApp({ databaseUrl: first.config.databaseUrl });
  return {
    first,
    second,
    async close() {
      await second.close();
      await first.close();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
