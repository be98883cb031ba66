import { PROFILE_FIELDS } from '@common/api/accounts.constants';
import { hashGate } from './password-hash';
import { PASSWORD, loginRequest, registerCustomer } from '../../testing/accounts-helpers';
import { type TestApp, createTestApp } from '../../testing/test-helpers';
import { testConfig } from '../../config';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const TOO_MANY_LOGINS =
  'Túl sok sikertelen belépési kísérlet. Kérjük, próbálja újra 15 perc múlva.';
const statuses = (answers: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
  return counts;
};
const endWindows = (app: TestApp['app']) =>
  app.db
    .updateTable('rate_limits')
    .set({ window_ends_at: new Date(Date.now() - 1).toISOString() })
    .execute();

describe('login limits: per address, per e-mail from an address, per e-mail', () => {
  it("blocks the attacker's address for an e-mail after 10 attempts; the owner still logs in from another address", async () => {
    t = await createTestApp();
    await registerCustomer(t);
    for (let i = 0; i < 10; i++) {
      const res = await loginRequest(t, 'kiss.anna@example.hu', `rossz-${i}`, '10.1.0.1');
      expect(res.statusCode).toBe(401);
    }
    const refused = await loginRequest(t, 'kiss.anna@example.hu', PASSWORD, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_LOGINS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    // More attempts from the blocked address do not count against the owner's e-mail.
    for (let i = 0; i < 60; i++)
      await loginRequest(t, 'kiss.anna@example.hu', `rossz-${i}`, '10.1.0.1');
    const owner = await loginRequest(t, 'kiss.anna@example.hu', PASSWORD, '10.7.7.7');
    expect(owner.statusCode).toBe(200);
  });

  it('refuses an e-mail from every address after 50 attempts from many addresses, for an hour', async () => {
    t = await createTestApp();
    await registerCustomer(t);
    for (let i = 0; i < 50; i++) {
      const res = await loginRequest(t, 'kiss.anna@example.hu', 'rossz', `10.4.${i}.1`);
      expect(res.statusCode).toBe(401);
    }
    const refused = await loginRequest(t, 'kiss.anna@example.hu', PASSWORD, '10.5.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message:
        'Túl sok sikertelen belépési kísérlet történt ezzel az e-mail-címmel. Kérjük, próbálja újra egy óra múlva.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    await endWindows(t.app);
    expect((await loginRequest(t, 'kiss.anna@example.hu', PASSWORD, '10.5.0.1')).statusCode).toBe(
      200,
    );
  });

  it('refuses an address with 429 after 30 attempts over many e-mails, other addresses unaffected', async () => {
    t = await createTestApp();
    await registerCustomer(t);
    for (let i = 0; i < 30; i++)
      await loginRequest(t, `proba${i}@example.hu`, 'jelszo-proba', '10.2.0.1');
    expect((await loginRequest(t, 'kiss.anna@example.hu', PASSWORD, '10.2.0.1')).statusCode).toBe(
      429,
    );
    expect((await loginRequest(t, 'kiss.anna@example.hu', PASSWORD, '10.2.0.2')).statusCode).toBe(
      200,
    );
  });

  it('slows attempts down after three free ones; a success clears the e-mail and gives the address its attempt back', async () => {
    t = await createTestApp();
    t.app.config.accounts.loginSlowdownStepMs = 150;
    await registerCustomer(t);
    const timed = async (password: string) => {
      const start = performance.now();
      const res = await loginRequest(t, 'kiss.anna@example.hu', password, '10.3.0.1');
      return { status: res.statusCode, ms: performance.now() - start };
    };
    for (let i = 0; i < 3; i++) expect((await timed('rossz')).ms).toBeLessThan(140);
    const fourth = await timed('rossz');
    expect(fourth.status).toBe(401);
    expect(fourth.ms).toBeGreaterThanOrEqual(145);
    const fifth = await timed('rossz');
    expect(fifth.ms).toBeGreaterThanOrEqual(295);
    expect((await timed(PASSWORD)).status).toBe(200);
    const count = await t.app.db
      .selectFrom('rate_limits')
      .select(['key', 'count'])
      .where('key', 'like', 'login-%')
      .execute();
    expect(count).toEqual([{ key: 'login-ip:10.3.0.1', count: 5 }]);
  });

  it("counts the 'Old site data' answers too", async () => {
    t = await createTestApp();
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('users')
      .values({
        ...Object.fromEntries(PROFILE_FIELDS.map((f) => [f, ''])),
        name: 'Régi Béla',
        email: 'regi@example.hu',
        password_hash: null,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    for (let i = 0; i < 10; i++)
      expect((await loginRequest(t, 'regi@example.hu', `talalgatas-${i}`)).statusCode).toBe(403);
    expect((await loginRequest(t, 'regi@example.hu', 'meg-egy')).statusCode).toBe(429);
  });
});

describe('limits are counted first, in one step: parallel bursts', () => {
  it('lets exactly 10 of 40 parallel wrong logins for one e-mail from one address be hashed', async () => {
    const base = testConfig();
    t = await createTestApp({ accounts: { ...base.accounts, hashQueue: 100 } });
    await registerCustomer(t);
    const hashedBefore = hashGate.hashed;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        loginRequest(t, 'kiss.anna@example.hu', `rossz-${i}`, '10.6.0.1'),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: 10, 429: 30 });
    expect(hashGate.hashed - hashedBefore).toBe(10);
  });

  it('lets exactly 30 of 45 parallel logins over many e-mails from one address through', async () => {
    const base = testConfig();
    t = await createTestApp({ accounts: { ...base.accounts, hashQueue: 100 } });
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        loginRequest(t, `proba${i}@example.hu`, 'jelszo-proba', '10.6.0.2'),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: 30, 429: 15 });
  });

  it('counts failed registrations, and a parallel burst of registrations passes at most the limit', async () => {
    const base = testConfig();
    t = await createTestApp({ accounts: { ...base.accounts, hashQueue: 100 } });
    await registerCustomer(t, 'foglalt@example.hu');
    const attempt = (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: t.headers,
        remoteAddress: ip,
        payload: {
          name: 'Próba Péter',
          email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      });
    // E-mail probing: every answer says "already registered", and each one counts.
    const probes = await Promise.all(
      Array.from({ length: 26 }, () => attempt('foglalt@example.hu', '10.8.0.1')),
    );
    expect(statuses(probes)).toEqual({ 422: 20, 429: 6 });
    const refused = probes.find((r) => r.statusCode === 429);
    expect(refused?.json().message).toMatch(/^Túl sok próbálkozás/);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(3000);

    const burst = await Promise.all(
      Array.from({ length: 26 }, (_, i) => attempt(`uj${i}@example.hu`, '10.8.0.2')),
    );
    expect(statuses(burst)).toEqual({ 200: 20, 429: 6 });
    const users = await t.app.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(21);
  });

  it('sends one reset e-mail for a burst of parallel reset requests', async () => {
    t = await createTestApp();
    await registerCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/password/create',
          headers: t.headers,
          remoteAddress: `10.9.0.${i + 1}`,
          payload: { email: 'kiss.anna@example.hu' },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 429: 11 });
    const refused = answers.find((r) => r.statusCode === 429);
    expect(refused?.json().message).toMatch(/^Nemrég már küldtünk/);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(200);
    expect(await t.deliverMail()).toHaveLength(1);
  });
});

describe('password hashes running at once', () => {
  it('answers 503 with Retry-After when the hash queue is full, and gives the refused attempts back', async () => {
    const base = testConfig();
    t = await createTestApp({
      // A costlier hash (16 MiB), so the queue is still full when the burst arrives.
      accounts: {
        ...base.accounts,
        scrypt: { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 },
        hashConcurrency: 1,
        hashQueue: 2,
      },
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        loginRequest(t, `vevo${i}@example.hu`, 'jelszo-proba', `10.10.0.${i + 1}`),
      ),
    );
    const counts = statuses(answers);
    expect(counts[503]).toBeGreaterThan(0);
    expect((counts[401] ?? 0) + (counts[503] ?? 0)).toBe(12);
    const busy = answers.find((r) => r.statusCode === 503);
    expect(busy?.headers['retry-after']).toBe('5');
    expect(busy?.json()).toEqual({
      message: 'Túl sok kérés érkezik egyszerre. Kérjük, próbálja újra néhány másodperc múlva.',
    });
    // A refused attempt was never checked: its address has its attempt back.
    const busyIndex = answers.indexOf(busy!);
    const row = await t.app.db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', `login-ip:10.10.0.${busyIndex + 1}`)
      .executeTakeFirst();
    expect(row?.count).toBe(0);
  });
});
