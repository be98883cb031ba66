import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { type CartFixture, seedCartCatalogue } from '../testing/cart-fixtures';
import { type TestApp, createTestApp } from '../testing/test-helpers';

/**
 * The anti-forgery check must not depend on how the path is spelled: every request that may change
 * state (any method but GET, HEAD and OPTIONS) is checked, or refused, whatever its request target.
 */
describe('anti-forgery check and path spellings', () => {
  let t: TestApp;
  let fixture: CartFixture;
  beforeEach(async () => {
    t = await createTestApp();
    fixture = await seedCartCatalogue(t.app.db);
  });
  afterEach(() => t.close());

  const cartCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('carts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  const spellings = [
    '/%61pi/addToCart',
    '/api/%61ddToCart',
    '/%2561pi/addToCart',
    '//api/addToCart',
    '/api//addToCart',
    '/api/./addToCart',
    '/x/../api/addToCart',
    '/API/addToCart',
    '/Api/AddToCart',
    '/api/addToCart/',
    '/api/addToCart?x=1',
    '/api/addToCart;x',
    '/api/addToCart#x',
    'http://evil.example/api/addToCart',
  ];

  it.each(spellings)('refuses %s without a token, and nothing is created', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: JSON.stringify({ id: fixture.glovesM, quantity: 1 }),
    });
    expect(res.statusCode).toBe(419);
    expect(await cartCount()).toBe(0);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)(
    'checks %s requests too, on any path',
    async (method) => {
      for (const url of ['/api/addToCart', '/kosar', '/%61pi/finishCart']) {
        const res = await t.app.inject({ method, url, payload: {} });
        expect(res.statusCode).toBe(419);
      }
    },
  );

  it('checks POSTs outside /api as well (no page takes a POST)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/kosar', payload: {} });
    expect(res.statusCode).toBe(419);
  });

  it('still lets GET, HEAD and OPTIONS through without a token', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: '/api/health' });
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses a write with a valid token but without X-Requested-With: XMLHttpRequest (403, Hungarian)', async () => {
    const { 'x-requested-with': _marker, ...withoutMarker } = t.headers;
    for (const headers of [withoutMarker, { ...withoutMarker, 'x-requested-with': 'fetch' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/addToCart',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ id: fixture.glovesM, quantity: 1 }),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message:
          'A kérés nem a webáruház oldaláról érkezett (hiányzik az X-Requested-With: XMLHttpRequest fejléc), ezért nem hajtottuk végre. Kérjük, használja a webáruház oldalát.',
      });
    }
    expect(await cartCount()).toBe(0);
    const withMarker = await t.app.inject({
      method: 'POST',
      url: '/api/addToCart',
      headers: { ...t.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: fixture.glovesM, quantity: 1 }),
    });
    expect(withMarker.statusCode).toBe(200);
    expect(await cartCount()).toBe(1);
  });

  it('refuses an absolute-form request target sent over a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ id: fixture.glovesM, quantity: 1 });
    for (const target of [
      `http://127.0.0.1:${port}/api/addToCart`,
      `http://evil.example/api/addToCart`,
      `http://127.0.0.1:${port}/%61pi/addToCart`,
      `HTTP://127.0.0.1:${port}//api/addToCart`,
    ]) {
      const answer = await rawRequest(
        port,
        [
          `POST ${target} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          'X-Requested-With: XMLHttpRequest',
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Connection: close',
          '',
          body,
        ].join('\r\n'),
      );
      expect(answer.split('\r\n')[0]).toMatch(/^HTTP\/1\.1 419 /);
    }
    expect(await cartCount()).toBe(0);
  });

  it('routes an absolute-form target to the handler, so only the check stops it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ id: fixture.glovesM, quantity: 1 });
    const answer = await rawRequest(
      port,
      [
        `POST http://127.0.0.1:${port}/%61pi/addToCart HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        ...Object.entries(t.headers).map(([name, value]) => `${name}: ${value}`),
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(await cartCount()).toBe(1);
  });
});

function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}
