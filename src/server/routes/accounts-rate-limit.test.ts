import { PASSWORD, loginRequest, registerCustomer } from '../testing/accounts-helpers';
import { type TestApp, createTestApp } from '../testing/test-helpers';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

describe('login rate limits', () => {
  it('refuses an e-mail with 429 after 10 wrong passwords, even with the right one, from any address', async () => {
    t = await createTestApp();
    await registerCustomer(t);
    for (let i = 0; i < 10; i++) {
      const res = await loginRequest(t, 'kiss.anna@example.hu', `rossz-${i}`, `10.1.0.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const refused = await loginRequest(t, 'kiss.anna@example.hu', PASSWORD, '10.1.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Túl sok sikertelen belépési kísérlet. Kérjük, próbálja újra 15 perc múlva.',
    });
    // The window passes: the right password works again.
    await t.app.db
      .updateTable('rate_limits')
      .set({ window_ends_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect((await loginRequest(t, 'kiss.anna@example.hu', PASSWORD, '10.1.1.1')).statusCode).toBe(
      200,
    );
  });

  it('refuses an address with 429 after 30 wrong logins over many e-mails, other addresses unaffected', async () => {
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

  it('slows wrong logins down after three free ones, and a success clears the e-mail count', async () => {
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

  it('limits registrations per address', async () => {
    t = await createTestApp();
    for (let i = 0; i < 10; i++) await registerCustomer(t, `vevo${i}@example.hu`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: t.headers,
      payload: {
        name: 'Tizenegy Elek',
        email: 'vevo11@example.hu',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Túl sok próbálkozás/);
  });
});
