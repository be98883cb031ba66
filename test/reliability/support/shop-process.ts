import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../e2e/support/shop-server';

export const ROOT = path.resolve(__dirname, '..', '..', '..');

export interface ShopProcess {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the process wrote (JSON log lines), for assertions on what was logged. */
  output(): string;
  /** kill -9: no shutdown code runs, as in a power cut or an OOM kill. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts `src/server/main.ts` as ONE node process (tsx as a loader, not its CLI, which would put a
 * parent process in between and a SIGKILL would hit that parent instead of the server).
 */
export async function startShopProcess(env: Record<string, string>): Promise<ShopProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_CLIENT_BUILD: '1',
      LOG_LEVEL: 'warn',
      // Production asks for a real SMTP server (src/server/production-env.ts); a test without one
      // keeps the demo's mail folder and so runs as 'test'. The other production values: the demo's.
      NODE_ENV: env.SMTP_URL ? 'production' : 'test',
      PUBLIC_URL: `http://localhost:${port}`,
      SHOP_EMAIL: 'bolt@motopont.hu',
      SHOP_BANK_HOLDER: 'MotoPont Kft.',
      SHOP_BANK_NAME: 'OTP Bank',
      SHOP_BANK_ACCOUNT: '11700000-12345678-00000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The shop server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/csrf`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The shop server did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    url,
    port,
    process: child,
    output: () => output,
    async kill9() {
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (gone()) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
  };
}
