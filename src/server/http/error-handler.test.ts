import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import { type App, buildApp } from '../app';
import { testConfig } from '../config';
import { NotFoundError, TooManyRequestsError } from '../errors';

/**
 * The one error path (error-handler.ts): routes of the test's own, added to the real app before it
 * starts, throw what real routes throw; the answers are API.md's JSON and the log names the request.
 */
describe('the one error handler', () => {
  let app: App;
  let dataDir: string;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-errors-'));
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
    app.get('/api/test/boom', async () => {
      throw new Error('connection string postgres://user:pw@db');
    });
    app.get(
      '/api/test/cart-like',
      {
        config: { errorShape: 'status' },
        schema: { querystring: Type.Object({ n: Type.Integer({ minimum: 1 }) }) },
      },
      async () => ({ status: 1 }),
    );
    app.get(
      '/api/test/own-words',
      {
        config: { validationMessage: () => 'Hibás azonosító.' },
        schema: { querystring: Type.Object({ id: Type.Integer() }) },
      },
      async () => ({}),
    );
    app.get('/api/test/missing', async () => {
      throw new NotFoundError('Nincs ilyen termék.');
    });
    app.get('/api/test/flood', { config: { errorShape: 'status' } }, async () => {
      throw new TooManyRequestsError(undefined, 42);
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers an unexpected error with the Hungarian 500 JSON, the cause only in the log with the request id', async () => {
    lines.length = 0;
    const res = await app.inject({ url: '/api/test/boom', headers: { 'x-request-id': 'boom-1' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: 'Váratlan hiba történt. Kérjük, próbálja újra később.' });
    expect(res.body).not.toContain('postgres://');
    expect(res.headers['x-request-id']).toBe('boom-1');
    const errorLine = lines.find((l) => l.msg === 'unhandled error');
    expect(errorLine).toMatchObject({ level: 50, requestId: 'boom-1' });
    expect(JSON.stringify(errorLine)).toContain('postgres://');
  });

  it('words a schema failure by the route config: the field by default, status: 0 for cart-like calls', async () => {
    const cartLike = await app.inject({ url: '/api/test/cart-like?n=0' });
    expect(cartLike.statusCode).toBe(400);
    expect(cartLike.json()).toEqual({ status: 0, message: 'Hibás vagy hiányzó adat: n.' });
    const own = await app.inject({ url: '/api/test/own-words?id=x' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: 'Hibás azonosító.' });
  });

  it('turns domain errors into their status and message, with Retry-After where they carry one', async () => {
    const missing = await app.inject({ url: '/api/test/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Nincs ilyen termék.' });
    const flood = await app.inject({ url: '/api/test/flood' });
    expect(flood.statusCode).toBe(429);
    expect(flood.headers['retry-after']).toBe('42');
    expect(flood.json()).toEqual({
      status: 0,
      message: 'Túl sok próbálkozás. Kérjük, várjon néhány percet, majd próbálja újra.',
    });
  });

  it('answers an unknown API path with the 404 JSON', async () => {
    const res = await app.inject({ url: '/api/test/nincs' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Nem található.' });
  });
});
