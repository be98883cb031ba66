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
