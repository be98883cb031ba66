import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../app';
import { type Config, testConfig } from '../config';
import type { MailMessage, Mailer } from '../mail/mailer';
import { csrfCookieName } from '../security/csrf';

/** A mailer that keeps what was sent, for assertions. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}

export interface TestApp {
  app: App;
  config: Config;
  mailer: MemoryMailer;
  /** Headers that pass the anti-forgery check (cookie and X-CSRF-TOKEN) plus the async marker. */
  headers: Record<string, string>;
  /** Lets the outbox send what is due (test apps do not listen, so nothing sends by itself). */
  deliverMail(): Promise<MailMessage[]>;
  close(): Promise<void>;
}

/**
 * A fresh database for one test app: in-memory SQLite, or, when TEST_DATABASE_URL names a PostgreSQL
 * server, a new schema of its own there (dropped again by `drop`), so suites can run side by side.
 */
async function freshDatabaseUrl(): Promise<{ url: string | null; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || !/^postgres(ql)?:\/\//.test(serverUrl))
    return { url: null, drop: async () => {} };
  const pg = await import('pg');
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.default.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.default.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** A fresh app on a fresh database (SQLite in memory, or PostgreSQL: see above) with a temporary DATA_DIR. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const database = overrides.databaseUrl === undefined ? await freshDatabaseUrl() : null;
  const config = testConfig({
    dataDir,
    distDir: path.join(dataDir, 'dist'),
    ...(database?.url ? { databaseUrl: database.url } : {}),
    ...overrides,
  });
  const mailer = new MemoryMailer();
  const app = await buildApp(config, { mailer });
  const csrf = await app.inject({ method: 'GET', url: '/api/csrf' });
  const token = (csrf.json() as { token: string }).token;
  // `csrf_token`, or `__Host-csrf_token` when the test's PUBLIC_URL is https.
  const cookieName = csrfCookieName(config.publicUrl.startsWith('https://'));
  const headers = {
    cookie: `${cookieName}=${token}`,
    'x-csrf-token': token,
    'x-requested-with': 'XMLHttpRequest',
  };
  return {
    app,
    config,
    mailer,
    headers,
    async deliverMail() {
      await app.outbox.drain();
      return mailer.sent;
    },
    async close() {
      await app.close();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
