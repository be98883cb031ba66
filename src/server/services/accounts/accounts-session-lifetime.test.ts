import { loadConfig } from '../../config';
import { removeExpiredAccountData } from './account-cleanup.service';
import { userIdForToken } from './sessions.service';
import { bearer, registerCustomer } from '../../testing/accounts-helpers';
import { type TestApp, createTestApp } from '../../testing/test-helpers';
import { clockAt } from '../../testing/clock';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let opened: TestApp[] = [];
const open = async (...args: Parameters<typeof createTestApp>) => {
  t = await createTestApp(...args);
  opened.push(t);
  return t;
};
afterEach(async () => {
  jest.useRealTimers();
  await Promise.all(opened.map((app) => app.close()));
  opened = [];
});

const userData = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/getUserData', headers: bearer(t, token) });

/** Moves the session's login (and its last use) back in time, as if it had been used daily since. */
async function loggedInDaysAgo(days: number) {
  const now = Date.now();
  await t.app.db
    .updateTable('sessions')
    .set({
      created_at: new Date(now - days * DAY).toISOString(),
      last_used_at: new Date(now - 2 * 60 * 60 * 1000).toISOString(),
      expires_at: new Date(now + 29 * DAY).toISOString(),
    })
    .execute();
}

describe('absolute lifetime of customer sessions', () => {
  it('defaults to 30 days (SESSION_MAX_DAYS) and refuses a bad value', () => {
    expect(loadConfig({}).sessionMaxDays).toBe(30);
    expect(loadConfig({ SESSION_MAX_DAYS: '7' }).sessionMaxDays).toBe(7);
    expect(() => loadConfig({ SESSION_MAX_DAYS: '0' })).toThrow(/SESSION_MAX_DAYS/);
    expect(() => loadConfig({ SESSION_MAX_DAYS: 'sok' })).toThrow(/SESSION_MAX_DAYS/);
  });

  it('ends a session used every day once 30 days have passed since the login', async () => {
    await open();
    const token = await registerCustomer(t);
    const session = await t.app.db
      .selectFrom('sessions')
      .select('created_at')
      .executeTakeFirstOrThrow();
    const login = Date.parse(session.created_at);
    const limits = { maxDays: t.config.sessionMaxDays };
    // Used every day: the idle expiry keeps sliding, the absolute end does not.
    for (let day = 1; day < 30; day += 1) {
      clockAt(new Date(login + day * DAY).toISOString());
      expect(await userIdForToken(t.app.db, token, limits)).not.toBeNull();
      const { expires_at } = await t.app.db
        .selectFrom('sessions')
        .select('expires_at')
        .executeTakeFirstOrThrow();
      expect(Date.parse(expires_at)).toBeLessThanOrEqual(login + 30 * DAY);
    }
    clockAt(new Date(login + 30 * DAY).toISOString());
    expect(await userIdForToken(t.app.db, token, limits)).toBeNull();
    expect(await t.app.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);
  });

  it('answers 401 through the API for a 30-day-old session used two hours ago, 200 for a 29-day-old one', async () => {
    await open();
    const token = await registerCustomer(t);
    await loggedInDaysAgo(29);
    expect((await userData(token)).statusCode).toBe(200);
    await loggedInDaysAgo(30);
    const res = await userData(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 0, message: 'Kérjük, jelentkezzen be.' });
    expect(await t.app.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);
  });

  it('takes SESSION_MAX_DAYS from the configuration', async () => {
    await open({ sessionMaxDays: 2 });
    const token = await registerCustomer(t);
    await loggedInDaysAgo(1);
    expect((await userData(token)).statusCode).toBe(200);
    await loggedInDaysAgo(2);
    expect((await userData(token)).statusCode).toBe(401);
  });

  it('the sweep removes sessions past their absolute lifetime, keeping younger ones', async () => {
    await open();
    await registerCustomer(t);
    await loggedInDaysAgo(31);
    await registerCustomer(t, 'nagy.eva@example.hu', 'Nagy Éva');
    await removeExpiredAccountData(t.app.db, { maxDays: 30 });
    const left = await t.app.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('users.email')
      .execute();
    expect(left).toEqual([{ email: 'nagy.eva@example.hu' }]);
  });
});
