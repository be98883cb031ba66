import type { StaffRole } from '../db/tables/staff.table';
import { COMMAND_LINE } from '../services/admin/audit.service';
import { addStaff } from '../services/admin/staff.service';
import type { TestApp } from './test-helpers';

export const STAFF_PASSWORD = 'Hosszu-titkos-jelszo-1';

/** Creates a staff account (as the command line does) and logs it in; returns the bearer token. */
export async function staffToken(
  t: TestApp,
  role: StaffRole,
  email = `${role}@motopont.hu`,
): Promise<string> {
  await addStaff(t.app.db, t.config.accounts, COMMAND_LINE, {
    email,
    role,
    password: STAFF_PASSWORD,
  });
  const res = await staffLoginRequest(t, email, STAFF_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export function staffLoginRequest(t: TestApp, email: string, password: string, ip = '10.0.0.9') {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: t.headers,
    remoteAddress: ip,
    payload: { email, password },
  });
}

/** A back-office call with the staff bearer token (and the shop's CSRF headers). */
export function adminCall(
  t: TestApp,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object | string,
  contentType?: string,
) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...t.headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}
