import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from './app';
import { testConfig } from './config';
import { type TestApp, createTestApp } from './testing/test-helpers';

describe('server foundation', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nincs-ilyen' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Nem található.' });
  });

  it('serves index.html for any other path with the anti-forgery meta tag and a signed cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/kosar' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const meta = /<meta name="csrf-token" content="([^"]+)">/.exec(res.body);
    expect(meta).not.toBeNull();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`csrf_token=${meta?.[1]}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('id="shop-info"');
  });

  it('keeps a valid cookie token instead of issuing a new one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: t.headers.cookie },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain(`content="${t.headers['x-csrf-token']}"`);
  });

  it('sets the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses a POST without a matching anti-forgery header with 419', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/getCart', payload: {} });
    expect(missing.statusCode).toBe(419);
    expect(missing.json().message).toMatch(/biztonsági kulcs/);

    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/getCart',
      headers: { ...t.headers, 'x-csrf-token': 'mas.token' },
      payload: {},
    });
    expect(mismatch.statusCode).toBe(419);
  });

  it('refuses a token planted by a sibling site: same value in cookie and header but not signed by us', async () => {
    const forged = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getCart',
      headers: { cookie: `csrf_token=${forged}`, 'x-csrf-token': forged },
      payload: {},
    });
    expect(res.statusCode).toBe(419);
  });

  it('lets a POST with a valid token through to the route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nincs-ilyen',
      headers: t.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });

  it('never answers an HTML error page for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nincs-ilyen',
      headers: { ...t.headers, 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Hibás kérés.' });
  });
});

describe('static files', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
    const assets = path.join(t.config.distDir, 'assets');
    fs.mkdirSync(assets, { recursive: true });
    fs.writeFileSync(
      path.join(t.config.distDir, 'index.html'),
      '<html><head><title>x</title></head><body></body></html>',
    );
    fs.writeFileSync(path.join(assets, 'main.abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(assets, 'main.abc123.js.gz'), 'gzipped-bytes');
    fs.writeFileSync(path.join(assets, 'main.abc123.js.br'), 'brotli-bytes');
    await t.app.close();
    t = { ...t, app: await buildApp(t.config, { mailer: t.mailer }) };
  });
  afterEach(() => t.close());

  it('serves hashed assets for a year, brotli when accepted, gzip otherwise', async () => {
    const br = await t.app.inject({
      url: '/assets/main.abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli-bytes');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);

    const gz = await t.app.inject({
      url: '/assets/main.abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await t.app.inject({ url: '/assets/main.abc123.js' });
    expect(plain.body).toBe('console.log(1)');
  });

  it('injects the tags into the built index.html and 404s a missing asset', async () => {
    const page = await t.app.inject({ url: '/termek/valami' });
    expect(page.body).toMatch(
      /<meta name="csrf-token" content="[^"]+"><script id="shop-info"[^>]*>.*<\/script><\/head>/,
    );
    const missing = await t.app.inject({ url: '/assets/old.123.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 304 to a matching ETag and serves byte ranges', async () => {
    const first = await t.app.inject({ url: '/assets/main.abc123.js' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?"/);
    expect(first.headers['accept-ranges']).toBe('bytes');
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    const again = await t.app.inject({
      url: '/assets/main.abc123.js',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const part = await t.app.inject({
      url: '/assets/main.abc123.js',
      headers: { range: 'bytes=0-6' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('console');
    expect(part.headers['content-range']).toBe('bytes 0-6/14');
  });

  it('serves media files from DATA_DIR/media for an hour, and 404s JSON for a missing one', async () => {
    const media = path.join(t.config.dataDir, 'media', 'products');
    fs.mkdirSync(media, { recursive: true });
    fs.writeFileSync(path.join(media, 'sisak.webp'), 'webp-bytes');
    const image = await t.app.inject({ url: '/media/products/sisak.webp' });
    expect(image.statusCode).toBe(200);
    expect(image.body).toBe('webp-bytes');
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
    expect(image.headers.etag).toBeDefined();
    const missing = await t.app.inject({ url: '/media/products/nincs.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Nem található.' });
    const outside = await t.app.inject({ url: '/media/..%2f..%2fshop.sqlite' });
    expect(outside.statusCode).toBe(404);
  });

  it('does not serve files outside the build folder', async () => {
    const res = await t.app.inject({ url: '/assets/..%2f..%2fshop.sqlite' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/[A-Za-z0-9+/]{40,}/);
  });
});

describe('logs', () => {
  it('never contain passwords, bearer tokens or reset tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const dataDir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'shop-log-'));
    const config = { ...testConfig({ dataDir }), logLevel: 'info' };
    const app = await buildApp(config, { loggerStream: stream });
    const csrf = (await app.inject({ url: '/api/csrf' })).json() as { token: string };
    await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: {
        cookie: `csrf_token=${csrf.token}`,
        'x-csrf-token': csrf.token,
        'x-requested-with': 'XMLHttpRequest',
        authorization: 'Bearer titkos-token-123',
      },
      payload: { email: 'a@b.hu', password: 'NagyonTitkos99' },
    });
    await app.inject({ url: '/api/password/find/reset-token-456' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/login');
    expect(log).not.toContain('NagyonTitkos99');
    expect(log).not.toContain('titkos-token-123');
    expect(log).not.toContain('reset-token-456');
    expect(log).not.toContain(csrf.token);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('plugin order', () => {
  it('registers external plugins, then the app’s own, then the routes (as fastify/demo does)', async () => {
    const t = await createTestApp();
    try {
      // The top level of Fastify's plugin tree, in registration order.
      const topLevel = t.app
        .printPlugins()
        .split('\n')
        .map((line) => /^[├└]─[─┬] (\S+)/.exec(line)?.[1])
        .filter((name): name is string => name !== undefined && name !== 'bound');
      const at = (name: string) => topLevel.indexOf(name);
      const order = [
        '@fastify/swagger',
        '@fastify/static',
        'shop-security-headers',
        'shop-csrf-check',
        'rate-limits',
        'apiRoutes',
      ];
      for (const name of order) expect(topLevel).toContain(name);
      expect(order.map(at)).toEqual([...order.map(at)].sort((a, b) => a - b));
    } finally {
      await t.close();
    }
  });
});
