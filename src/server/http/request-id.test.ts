import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type App, buildApp } from '../app';
import { testConfig } from '../config';
import { requestIdFor } from './request-id';

function idOf(header: string | undefined): string {
  return requestIdFor({ headers: header === undefined ? {} : { 'x-request-id': header } } as never);
}

describe('requestIdFor', () => {
  it('keeps a sane incoming id', () => {
    expect(idOf('lb-7f3a9c.42')).toBe('lb-7f3a9c.42');
    expect(idOf('0d9c4c36-6f4e-4b7e-9d7c-2b8f0f6b2a11')).toBe(
      '0d9c4c36-6f4e-4b7e-9d7c-2b8f0f6b2a11',
    );
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too long', 'a'.repeat(129)],
    ['with a space', 'abc def'],
    ['with a line break', 'abc\ninjected'],
    ['with quotes', 'abc"}'],
    ['with non-ASCII', 'kérés-1'],
  ])('makes a new UUID when the incoming id is %s', (_name, header) => {
    const id = idOf(header);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id).not.toBe(header);
  });
});

describe('X-Request-Id through a request', () => {
  let app: App;
  let dataDir: string;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-reqid-'));
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp(
      { ...testConfig({ dataDir }), logLevel: 'info' },
      { loggerStream: stream },
    );
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers with the incoming id and puts it on every log line of the request', async () => {
    lines.length = 0;
    const res = await app.inject({
      url: '/api/nincs-ilyen',
      headers: { 'x-request-id': 'proxy-abc-123' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('proxy-abc-123');
    const mine = lines.filter((l) => l.requestId === 'proxy-abc-123');
    expect(mine.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    // Every line that tells about a request tells which one.
    expect(lines.filter((l) => 'req' in l || 'res' in l).every((l) => l.requestId)).toBe(true);
  });

  it('makes an id when none (or a bad one) comes, and answers with it', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/api/csrf', headers: { 'x-request-id': 'bad id\r\n' } });
    const id = String(res.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.filter((l) => l.requestId === id).length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(lines)).not.toContain('bad id');
  });

  it('names the id on refusals that end the request early (419)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/getCart',
      headers: { 'x-request-id': 'refused-1' },
      payload: {},
    });
    expect(res.statusCode).toBe(419);
    expect(res.headers['x-request-id']).toBe('refused-1');
  });

  it('does not log the probes of a load balancer', async () => {
    lines.length = 0;
    await app.inject({ url: '/api/health', headers: { 'x-request-id': 'probe-1' } });
    await app.inject({ url: '/api/ready?x=1', headers: { 'x-request-id': 'probe-2' } });
    expect(lines.filter((l) => String(l.requestId).startsWith('probe-'))).toEqual([]);
  });
});
