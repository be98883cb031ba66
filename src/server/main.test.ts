import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type MainProcess, startMain } from './testing/main-process';

describe('npm start (src/server/main.ts)', () => {
  let dataDir: string;
  let server: MainProcess | undefined;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-main-'));
  });
  afterEach(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    server = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes its start-up and shutdown lines as JSON, carries request ids and answers ready', async () => {
    server = startMain({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    const listening = await server.waitForLine((l) =>
      String(l.msg).startsWith('Server listening at '),
    );
    const url = String(listening.msg).replace('Server listening at ', '');

    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(200);
    const page = await fetch(`${url}/api/getMainCategories/ruhazat-sisak`, {
      headers: { 'x-request-id': 'main-test-1' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe('main-test-1');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // Every stdout line parses as JSON (logLines throws otherwise); nothing else was printed.
    const lines = server.logLines();
    const messages = lines.map((l) => String(l.msg));
    expect(messages).toEqual(
      expect.arrayContaining([
        'database schema is current',
        'demo catalogue loaded into the empty database',
        `Server listening at ${url}`,
        'shutting down: finishing requests in flight',
      ]),
    );
    expect(lines.find((l) => l.msg === 'database schema is current')?.migrated).toEqual(
      expect.arrayContaining(['2026_11_22_0000_initial_schema']),
    );
    expect(messages.some((m) => m.startsWith('MotoPont webáruház: http://localhost:'))).toBe(true);
    expect(lines.filter((l) => l.requestId === 'main-test-1').map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    expect(server.stderr()).toBe('');
  }, 120_000);
});
