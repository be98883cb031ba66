import type { StaffRole } from '../db/tables/staff.table';
import { COMMAND_LINE } from '../services/audit/audit.service';
import { addStaff } from '../services/staff/staff.service';
import { type CartFixture, seedCartCatalogue } from './cart-fixtures';
import { type TestApp, createTestApp } from './test-helpers';

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
  method: AdminMethod,
  url: string,
  payload?: object | string | Buffer,
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

/** A fresh shop with the cart tests' catalogue and a logged-in admin: the catalogue editor's tests. */
export async function catalogueEditorApp(): Promise<{ t: TestApp; f: CartFixture; admin: string }> {
  const t = await createTestApp();
  const f = await seedCartCatalogue(t.app.db);
  return { t, f, admin: await staffToken(t, 'admin') };
}

/** A call to /api/admin/catalogue…, as `admin` unless another token (null: none) is given. */
export function catalogueCall(
  t: TestApp,
  admin: string,
  method: AdminMethod,
  url: string,
  payload?: object | Buffer,
  opts: { token?: string | null; type?: string } = {},
) {
  const token = opts.token === undefined ? admin : opts.token;
  return adminCall(t, token, method, `/api/admin/catalogue${url}`, payload, opts.type);
}

/** catalogueCall's arguments after the app and the admin token. */
export type CatalogueCallArgs =
  Parameters<typeof catalogueCall> extends [TestApp, string, ...infer R] ? R : never;

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
