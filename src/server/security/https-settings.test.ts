import { type TestApp, createTestApp } from '../testing/test-helpers';

let t: TestApp;
afterEach(() => t.close());

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header.join('\n') : String(header ?? '');
}

describe('PUBLIC_URL on https', () => {
  beforeEach(async () => {
    t = await createTestApp({ publicUrl: 'https://motopont.hu' });
  });

  it('sends Strict-Transport-Security on pages, API answers and errors', async () => {
    for (const url of ['/', '/kosar', '/api/csrf', '/api/health', '/api/nincs-ilyen']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    }
    const refused = await t.app.inject({ method: 'POST', url: '/api/getCart', payload: {} });
    expect(refused.statusCode).toBe(419);
    expect(refused.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('sets the anti-forgery cookie as __Host-csrf_token: Secure, Path=/, no Domain', async () => {
    for (const url of ['/', '/api/csrf']) {
      const cookie = cookieOf(await t.app.inject({ method: 'GET', url }));
      expect(cookie).toMatch(/^__Host-csrf_token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+; /);
      const attributes = cookie.split('; ').slice(1);
      expect(attributes).toEqual(
        expect.arrayContaining(['Path=/', 'Secure', 'HttpOnly', 'SameSite=Lax']),
      );
      expect(cookie).not.toMatch(/Domain=/i);
    }
  });

  it('checks writes against the __Host- cookie only', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/getCart',
      headers: t.headers,
      payload: { cart_id: 'nincs' },
    });
    expect(ok.statusCode).not.toBe(419);
    expect(t.headers.cookie).toMatch(/^__Host-csrf_token=/);

    // The same signed token under the plain name (which a sibling subdomain could set) is not enough.
    const token = t.headers['x-csrf-token'] as string;
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/getCart',
      headers: { ...t.headers, cookie: `csrf_token=${token}` },
      payload: { cart_id: 'nincs' },
    });
    expect(plain.statusCode).toBe(419);
  });

  it('keeps a valid __Host- cookie instead of issuing a new one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: t.headers.cookie },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain(`content="${t.headers['x-csrf-token']}"`);
  });
});

describe('PUBLIC_URL on plain http (the demo)', () => {
  beforeEach(async () => {
    t = await createTestApp({ publicUrl: 'http://localhost:8080' });
  });

  it('sends no Strict-Transport-Security and the plain csrf_token cookie without Secure', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/^csrf_token=/);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\/; HttpOnly; SameSite=Lax$/);
    expect(t.headers.cookie).toMatch(/^csrf_token=/);
  });
});
