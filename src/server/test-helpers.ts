import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type App, buildApp } from './app';
import { type Config, testConfig } from './config';
import type { MailMessage, Mailer } from './mail/mailer';

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
  close(): Promise<void>;
}

/** A fresh app on a fresh in-memory database with a temporary DATA_DIR. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const config = testConfig({ dataDir, distDir: path.join(dataDir, 'dist'), ...overrides });
  const mailer = new MemoryMailer();
  const app = await buildApp(config, { mailer });
  const csrf = await app.inject({ method: 'GET', url: '/api/csrf' });
  const token = (csrf.json() as { token: string }).token;
  const headers = {
    cookie: `csrf_token=${token}`,
    'x-csrf-token': token,
    'x-requested-with': 'XMLHttpRequest',
  };
  return {
    app,
    config,
    mailer,
    headers,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
