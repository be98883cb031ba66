import { parseTrustProxy } from '../config';
import { PASSWORD, registerCustomer } from '../testing/accounts-helpers';
import { type TestApp, createTestApp } from '../testing/test-helpers';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

/** A login through one trusted proxy (127.0.0.1) with the X-Forwarded-For the client sent plus the proxy's entry. */
function viaProxy(email: string, password: string, forwardedFor: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { ...t.headers, 'x-forwarded-for': forwardedFor },
    remoteAddress: '127.0.0.1',
    payload: { email, password },
  });
}

describe('TRUST_PROXY', () => {
  it('reads hops, addresses and off, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16')).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => parseTrustProxy('mindenki')).toThrow(/TRUST_PROXY/);
  });

  it('limits a client that rotates made-up first X-Forwarded-For entries behind one proxy', async () => {
    t = await createTestApp({ trustProxy: 1 });
    await registerCustomer(t);
    for (let i = 0; i < 30; i++)
      await viaProxy(`proba${i}@example.hu`, 'jelszo-proba', `203.0.113.${i}, 198.51.100.7`);
    // The address nginx saw (the last entry) is limited, whatever the client wrote before it.
    const refused = await viaProxy('kiss.anna@example.hu', PASSWORD, '203.0.113.250, 198.51.100.7');
    expect(refused.statusCode).toBe(429);
    const other = await viaProxy('kiss.anna@example.hu', PASSWORD, '198.51.100.8');
    expect(other.statusCode).toBe(200);
  });
});
