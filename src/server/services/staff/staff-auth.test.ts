import { registerCustomer } from '../../testing/accounts-helpers';
import { STAFF_SESSION_MS, staffLogin } from './staff-session.service';
import { runStaffCommand } from './staff-cli';
import { type TestApp, createTestApp } from '../../testing/test-helpers';
import { clockAt } from '../../testing/clock';
import {
  STAFF_PASSWORD,
  adminCall,
  staffLoginRequest,
  staffToken,
} from '../../testing/admin-helpers';

// Each test builds an app, a catalogue and a staff login: slow on a loaded PostgreSQL.
jest.setTimeout(30_000);

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  jest.useRealTimers();
  await t.close();
});

const cli = async (args: string[], password = STAFF_PASSWORD) => {
  const lines: string[] = [];
  const code = await runStaffCommand(t.app.db, t.config.accounts, args, {
    readPassword: async () => password,
    out: (line) => lines.push(line),
  });
  return { code, lines };
};

describe('staff login', () => {
  it('answers a token and the role; the token is a staff session', async () => {
    await cli(['add', 'Bolt.Vezeto@MotoPont.hu', '--role', 'admin']);
    const res = await staffLoginRequest(t, 'bolt.vezeto@motopont.hu', STAFF_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { token: string; role: string };
    expect(body.role).toBe('admin');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const me = await adminCall(t, body.token, 'GET', '/api/admin/me');
    expect(me.json()).toEqual({ email: 'bolt.vezeto@motopont.hu', role: 'admin' });
  });

  it('refuses a wrong password, an unknown e-mail and a disabled account alike', async () => {
    await cli(['add', 'ugyfel@motopont.hu', '--role', 'support']);
    const wrong = await staffLoginRequest(t, 'ugyfel@motopont.hu', 'rossz-jelszo-123');
    const unknown = await staffLoginRequest(t, 'senki@motopont.hu', STAFF_PASSWORD);
    await cli(['disable', 'ugyfel@motopont.hu']);
    const disabled = await staffLoginRequest(t, 'ugyfel@motopont.hu', STAFF_PASSWORD);
    for (const res of [wrong, unknown, disabled]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Hibás e-mail-cím vagy jelszó.' });
    }
  });

  it('is rate-limited like the shop login, counted before hashing, per address and e-mail', async () => {
    await cli(['add', 'admin@motopont.hu', '--role', 'admin']);
    const burst = await Promise.all(
      Array.from({ length: 16 }, () =>
        staffLoginRequest(t, 'admin@motopont.hu', 'rossz-jelszo-123', '10.1.0.1'),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(6);
    const res = await staffLoginRequest(t, 'admin@motopont.hu', STAFF_PASSWORD, '10.1.0.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The attacker's address is blocked; the admin logs in from another one.
    const own = await staffLoginRequest(t, 'admin@motopont.hu', STAFF_PASSWORD, '10.2.0.1');
    expect(own.statusCode).toBe(200);
  });

  it('needs the anti-forgery header like every shop POST', async () => {
    await cli(['add', 'admin@motopont.hu', '--role', 'admin']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { email: 'admin@motopont.hu', password: STAFF_PASSWORD },
    });
    expect(res.statusCode).toBe(419);
  });

  it('a customer login does not open the staff login and a customer token is not a staff token', async () => {
    const customer = await registerCustomer(t, 'admin@motopont.hu');
    const login = await staffLoginRequest(t, 'admin@motopont.hu', 'Titkos-jelszo-1');
    expect(login.statusCode).toBe(401);
    const res = await adminCall(t, customer, 'GET', '/api/admin/orders');
    expect(res.statusCode).toBe(401);
  });
});

describe('who may call what', () => {
  it('no token, a made-up token: 401 everywhere', async () => {
    for (const url of ['/api/admin/orders', '/api/admin/audit', '/api/admin/me']) {
      expect((await adminCall(t, null, 'GET', url)).statusCode).toBe(401);
      expect((await adminCall(t, 'x'.repeat(43), 'GET', url)).statusCode).toBe(401);
    }
  });

  it('support reads orders but gets 403 on admin-only calls; admin gets both', async () => {
    const support = await staffToken(t, 'support');
    const admin = await staffToken(t, 'admin');
    expect((await adminCall(t, support, 'GET', '/api/admin/orders')).statusCode).toBe(200);
    const forbidden = await adminCall(t, support, 'GET', '/api/admin/audit');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      message: 'Ehhez a művelethez adminisztrátori jogosultság kell.',
    });
    expect((await adminCall(t, admin, 'GET', '/api/admin/orders')).statusCode).toBe(200);
    expect((await adminCall(t, admin, 'GET', '/api/admin/audit')).statusCode).toBe(200);
  });

  it('a session ends 12 hours after the login', async () => {
    await cli(['add', 'admin@motopont.hu', '--role', 'admin']);
    const login = { email: 'admin@motopont.hu', password: STAFF_PASSWORD, ip: '10.0.0.1' };
    clockAt(new Date(Date.now() - STAFF_SESSION_MS - 1000).toISOString());
    const old = await staffLogin(t.app.db, t.config.accounts, login);
    jest.useRealTimers();
    clockAt(new Date(Date.now() - STAFF_SESSION_MS + 60_000).toISOString());
    const almost = await staffLogin(t.app.db, t.config.accounts, login);
    jest.useRealTimers();
    expect((await adminCall(t, old.token, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await adminCall(t, almost.token, 'GET', '/api/admin/me')).statusCode).toBe(200);
  });

  it('disabling an account or resetting its password ends its sessions at once', async () => {
    const support = await staffToken(t, 'support');
    const admin = await staffToken(t, 'admin');
    await cli(['disable', 'support@motopont.hu']);
    expect((await adminCall(t, support, 'GET', '/api/admin/orders')).statusCode).toBe(401);
    await cli(['reset-password', 'admin@motopont.hu'], 'Masik-hosszu-jelszo-2');
    expect((await adminCall(t, admin, 'GET', '/api/admin/orders')).statusCode).toBe(401);
    expect(
      (await staffLoginRequest(t, 'admin@motopont.hu', 'Masik-hosszu-jelszo-2')).statusCode,
    ).toBe(200);
  });

  it('logout revokes the token', async () => {
    const admin = await staffToken(t, 'admin');
    expect((await adminCall(t, admin, 'POST', '/api/admin/logout', {})).statusCode).toBe(200);
    expect((await adminCall(t, admin, 'GET', '/api/admin/me')).statusCode).toBe(401);
  });
});

describe('npm run staff', () => {
  it('adds, lists, disables and resets, each written to the audit log without the password', async () => {
    expect((await cli(['add', 'a@motopont.hu', '--role', 'admin'])).code).toBe(0);
    expect((await cli(['add', 'b@motopont.hu', '--role', 'support'])).code).toBe(0);
    expect((await cli(['add', 'a@motopont.hu', '--role', 'admin'])).lines).toEqual([
      'Ezzel az e-mail-címmel már van munkatárs.',
    ]);
    expect((await cli(['add', 'c@motopont.hu', '--role', 'boss'])).code).toBe(1);
    expect((await cli(['add', 'c@motopont.hu', '--role', 'admin'], 'rovid')).lines).toEqual([
      'A jelszónak legalább 12 karakter hosszúnak kell lennie.',
    ]);
    expect((await cli(['add', 'c@motopont.hu'])).code).toBe(2);
    await cli(['disable', 'b@motopont.hu']);
    await cli(['reset-password', 'a@motopont.hu'], 'Uj-hosszu-jelszo-3');
    const list = await cli(['list']);
    // The date column is a Budapest date and time, like the back office's.
    expect(list.lines[0]?.split('\t')[3]).toMatch(/^\d{4}\. \d\d\. \d\d\. \d\d:\d\d$/);
    expect(list.lines.map((l) => l.split('\t').slice(0, 3))).toEqual([
      ['a@motopont.hu', 'admin', 'aktív'],
      ['b@motopont.hu', 'support', 'letiltva'],
    ]);
    const audit = await t.app.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(audit.map((a) => [a.staff_email, a.action, a.entity_id])).toEqual([
      ['parancssor', 'staff.add', 'a@motopont.hu'],
      ['parancssor', 'staff.add', 'b@motopont.hu'],
      ['parancssor', 'staff.disable', 'b@motopont.hu'],
      ['parancssor', 'staff.reset-password', 'a@motopont.hu'],
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/scrypt|Hosszu|Uj-hosszu/);
    expect((await cli(['disable', 'nincs@motopont.hu'])).lines).toEqual(['Nincs ilyen munkatárs.']);
  });
});
