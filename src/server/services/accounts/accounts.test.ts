import { PROFILE_FIELDS } from '@common/api/accounts.constants';
import { removeExpiredAccountData } from './account-cleanup.service';
import { PASSWORD, bearer, loginRequest, registerCustomer } from '../../testing/accounts-helpers';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('POST /api/register', () => {
  it('creates the account, logs it in and stores only a hash of the password and token', async () => {
    const token = await registerCustomer(t, 'Kiss.Anna@Example.hu ');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = await t.app.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user.email).toBe('kiss.anna@example.hu');
    expect(user.name).toBe('Kiss Anna');
    expect(user.password_hash).toMatch(/^scrypt\$ln=10,r=8,p=1\$/);
    expect(user.password_hash).not.toContain(PASSWORD);
    const session = await t.app.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    expect(session.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.token_hash).not.toBe(token);
  });

  it('answers every problem as a string starting with its field key, and creates nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: t.headers,
      payload: { name: ' ', email: 'nem-email', password: 'rovid', password_confirmation: 'rovid' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([
      'name: Kérjük, adja meg a vezeték- és keresztnevét.',
      'email: Kérjük, érvényes e-mail-címet adjon meg.',
      'password: A jelszónak legalább 8 karakter hosszúnak kell lennie.',
    ]);
    expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(0);
  });

  it('refuses a taken e-mail and a mismatched confirmation', async () => {
    await registerCustomer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: t.headers,
      payload: {
        name: 'Kiss Anna',
        email: 'KISS.anna@example.hu',
        password: PASSWORD,
        password_confirmation: 'masik-jelszo',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([
      'email: Ezzel az e-mail-címmel már regisztráltak. Elfelejtette a jelszavát?',
      'password: A két jelszó nem egyezik.',
    ]);
  });

  it('rejects a malformed body with 400 and a Hungarian message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: t.headers,
      payload: { name: 'X' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Hibás vagy hiányzó adat/);
  });
});

describe('POST /api/login and GET /api/logout', () => {
  it('logs in with the right pair (e-mail in any case) and answers the token and name', async () => {
    await registerCustomer(t);
    const res = await loginRequest(t, ' KISS.ANNA@example.hu', PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { token: string; name: string };
    expect(body.name).toBe('Kiss Anna');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/getUserData',
      headers: bearer(t, body.token),
    });
    expect(profile.json()).toMatchObject({
      status: 1,
      user: { name: 'Kiss Anna', email: 'kiss.anna@example.hu' },
    });
  });

  it('answers 401 with a Hungarian message for a wrong password and for an unknown e-mail alike', async () => {
    await registerCustomer(t);
    const wrong = await loginRequest(t, 'kiss.anna@example.hu', 'rossz-jelszo');
    const unknown = await loginRequest(t, 'senki@example.hu', PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Hibás e-mail-cím vagy jelszó.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('revokes the token on logout, leaving the other sessions alive', async () => {
    const first = await registerCustomer(t);
    const second = (
      (await loginRequest(t, 'kiss.anna@example.hu', PASSWORD)).json() as { token: string }
    ).token;
    const out = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: bearer(t, first),
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 1 });
    const revoked = await t.app.inject({
      method: 'GET',
      url: '/api/getUserData',
      headers: bearer(t, first),
    });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ status: 0, message: 'Kérjük, jelentkezzen be.' });
    const alive = await t.app.inject({
      method: 'GET',
      url: '/api/getUserData',
      headers: bearer(t, second),
    });
    expect(alive.json().status).toBe(1);
  });

  it('answers logout without a token with status 1 too (the client logs out anyway)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/logout', headers: t.headers });
    expect(res.json()).toEqual({ status: 1 });
  });

  it('ends a session that was idle longer than 30 days', async () => {
    const token = await registerCustomer(t);
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/getUserData',
      headers: bearer(t, token),
    });
    expect(res.statusCode).toBe(401);
    expect(await t.app.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);
  });
});

describe('legacy accounts from the old site', () => {
  beforeEach(async () => {
    const now = new Date().toISOString();
    const profile = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, '']));
    await t.app.db
      .insertInto('users')
      .values({
        ...profile,
        name: 'Régi Béla',
        email: 'regi@example.hu',
        password_hash: null,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
  });

  it('answers the plain text Old site data whatever password is tried', async () => {
    const res = await loginRequest(t, 'regi@example.hu', 'barmi-jelszo');
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('Old site data');
  });

  it('logs in normally once the password was reset', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/password/create',
      headers: t.headers,
      payload: { email: 'regi@example.hu' },
    });
    const link = /password_reset\/([A-Za-z0-9_-]+)/.exec(
      (await t.deliverMail())[0]?.text ?? '',
    )?.[1] as string;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      headers: t.headers,
      payload: {
        email: 'regi@example.hu',
        token: link,
        password: 'Uj-jelszo-123',
        password_confirmation: 'Uj-jelszo-123',
      },
    });
    expect(reset.statusCode).toBe(200);
    const res = await loginRequest(t, 'regi@example.hu', 'Uj-jelszo-123');
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Régi Béla');
  });
});

describe('GET /api/getUserData and POST /api/saveUserData', () => {
  it('saves the given profile fields, keeps the others, and reads them back', async () => {
    const token = await registerCustomer(t);
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/saveUserData',
      headers: bearer(t, token),
      payload: {
        szallitas_vnev: 'Kiss',
        szallitas_knev: 'Anna',
        szallitas_irsz: '1111',
        szallitas_varos: 'Budapest',
        telefonszam: '+36 30 123 4567',
      },
    });
    expect(save.json()).toEqual({ status: 1 });
    await t.app.inject({
      method: 'POST',
      url: '/api/saveUserData',
      headers: bearer(t, token),
      payload: { szamla_nev: 'Kiss Anna ev.' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/getUserData',
      headers: bearer(t, token),
    });
    expect(res.json().user).toMatchObject({
      szallitas_vnev: 'Kiss',
      szallitas_irsz: '1111',
      telefonszam: '+36 30 123 4567',
      szamla_nev: 'Kiss Anna ev.',
      adoszam: '',
    });
  });

  it('refuses a bad postcode with 422 and status 0, saving nothing', async () => {
    const token = await registerCustomer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saveUserData',
      headers: bearer(t, token),
      payload: { szallitas_varos: 'Pécs', szallitas_irsz: '76' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ status: 0, message: 'A szállítási irányítószám 4 számjegy.' });
    const user = await t.app.db
      .selectFrom('users')
      .select('szallitas_varos')
      .executeTakeFirstOrThrow();
    expect(user.szallitas_varos).toBe('');
  });

  it('refuses unknown fields with 400 and anonymous callers with 401', async () => {
    const token = await registerCustomer(t);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/saveUserData',
      headers: bearer(t, token),
      payload: { email: 'x@y.hu' },
    });
    expect(unknown.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/saveUserData',
      headers: t.headers,
      payload: { szallitas_varos: 'Pécs' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().status).toBe(0);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/getUserData',
      headers: bearer(t, 'x'.repeat(43)),
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('clean-up of ended account data', () => {
  it('removes ended sessions, dead reset links and ended rate-limit windows, keeping live ones', async () => {
    const live = await registerCustomer(t);
    await registerCustomer(t, 'nagy.eva@example.hu', 'Nagy Éva');
    const past = '2020-01-01T00:00:00.000Z';
    const users = await t.app.db.selectFrom('users').select('id').orderBy('id').execute();
    const [anna, eva] = users.map((u) => u.id) as [number, number];
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: past })
      .where('user_id', '=', eva)
      .execute();
    const future = new Date(Date.now() + 3600_000).toISOString();
    await t.app.db
      .insertInto('password_resets')
      .values([
        {
          user_id: anna,
          token_hash: 'a'.repeat(64),
          created_at: past,
          expires_at: future,
          used_at: null,
        },
        {
          user_id: anna,
          token_hash: 'b'.repeat(64),
          created_at: past,
          expires_at: past,
          used_at: null,
        },
        {
          user_id: eva,
          token_hash: 'c'.repeat(64),
          created_at: past,
          expires_at: future,
          used_at: past,
        },
      ])
      .execute();
    await t.app.db
      .insertInto('rate_limits')
      .values([
        { key: 'login-ip:1', count: 3, window_ends_at: past },
        { key: 'login-ip:2', count: 3, window_ends_at: future },
      ])
      .execute();
    await removeExpiredAccountData(t.app.db, { maxDays: t.config.sessionMaxDays });
    expect(await t.app.db.selectFrom('sessions').select('user_id').execute()).toEqual([
      { user_id: anna },
    ]);
    expect(await t.app.db.selectFrom('password_resets').select('token_hash').execute()).toEqual([
      { token_hash: 'a'.repeat(64) },
    ]);
    const keys = await t.app.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'login-%')
      .execute();
    expect(keys).toEqual([{ key: 'login-ip:2' }]);
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/getUserData',
      headers: bearer(t, live),
    });
    expect(still.json().status).toBe(1);
  });
});
