import path from 'node:path';
import zlib from 'node:zlib';
import { insertCatalogueFixtures } from '../testing/catalogue-fixtures';
import { type TestApp, createTestApp } from '../testing/test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ distDir: path.resolve('public') });
  await insertCatalogueFixtures(t.app.db);
});
afterAll(() => t.close());

describe('a page as sent', () => {
  it('is gzipped for a browser that takes gzip, the same page unpacked for one that does not', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/ruhazat-sisak/zart-sisakok' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toContain('<script id="api-answers"');

    const packed = await t.app.inject({
      method: 'GET',
      url: '/ruhazat-sisak/zart-sisakok',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(packed.headers['cache-control']).toBe('no-store');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    // The same page but for its fresh anti-forgery token.
    const unpacked = zlib.gunzipSync(packed.rawPayload).toString('utf8');
    const withoutToken = (html: string) =>
      html.replace(/content="[^"]*" name="csrf-token"|name="csrf-token" content="[^"]*"/, '');
    expect(withoutToken(unpacked)).toBe(withoutToken(plain.body));
  });

  it('keeps the status of an unknown page when gzipped', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/termek/nincs-ilyen-termek',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(404);
    expect(zlib.gunzipSync(res.rawPayload).toString('utf8')).toContain('<div id="root">');
  });
});
