import type { TestApp } from './test-helpers';

export const PASSWORD = 'Titkos-jelszo-1';

/** Registers through the API and returns the bearer token. */
export async function registerCustomer(
  t: TestApp,
  email = 'kiss.anna@example.hu',
  name = 'Kiss Anna',
  password = PASSWORD,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: t.headers,
    payload: { name, email, password, password_confirmation: password },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export function loginRequest(t: TestApp, email: string, password: string, ip = '10.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: t.headers,
    remoteAddress: ip,
    payload: { email, password },
  });
}

export function bearer(t: TestApp, token: string): Record<string, string> {
  return { ...t.headers, authorization: `Bearer ${token}` };
}

/** A call to a customer's own list, `/api/account/{list}{url}`; token null: as a guest. */
export function accountListCall(
  t: TestApp,
  list: 'garage' | 'wishlist',
  token: string | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/api/account/${list}${url}`,
    headers: token ? bearer(t, token) : t.headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

type ListCall = (
  token: string | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => ReturnType<typeof accountListCall>;

/** Every malformed POST body is a 400 in the account calls' shape (`status: 0`). */
export async function expectMalformedRefused(
  call: ListCall,
  token: string,
  cases: readonly (readonly [url: string, body: object])[],
): Promise<void> {
  for (const [url, body] of cases) {
    const res = await call(token, 'POST', url, body);
    expect([url, res.statusCode]).toEqual([url, 400]);
    expect(res.json()).toMatchObject({ status: 0 });
  }
}

/** Every call without a login is a 401 asking to log in, in the account calls' shape. */
export async function expectGuestsRefused(
  call: ListCall,
  cases: readonly (readonly [method: 'GET' | 'POST' | 'DELETE', url: string, body?: object])[],
): Promise<void> {
  for (const [method, url, body] of cases) {
    const res = await call(null, method, url, body);
    expect([method, url, res.statusCode]).toEqual([method, url, 401]);
    expect(res.json()).toMatchObject({ status: 0, message: 'Kérjük, jelentkezzen be.' });
  }
}
