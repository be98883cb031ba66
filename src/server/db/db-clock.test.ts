import { type TestApp, createTestApp } from '../testing/test-helpers';
import { clockAt, minutesLater } from '../testing/clock';
import { dbNow, readDbNow, setDbClockOffset } from './db-clock';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('the database clock (SQLite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp();
  });

  afterEach(async () => {
    jest.useRealTimers();
    setDbClockOffset(0);
    await t.close();
  });

  it("tells the database's time as ISO text, as Date.toISOString writes it", async () => {
    const before = Date.now();
    const now = await readDbNow(t.app.db);
    const after = Date.now();
    // The test database runs on this machine: its time is this machine's (within a second).
    expect(now.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(now.getTime()).toBeLessThanOrEqual(after + 1000);
    const { text } = await t.app.db
      .selectNoFrom((eb) => [eb.val(1).as('one'), dbNow(t.app.db).as('text')])
      .executeTakeFirstOrThrow();
    expect(text).toMatch(ISO);
  });

  it('adds an interval and compares with stored times in SQL', async () => {
    await t.app.db
      .insertInto('scheduled_jobs')
      .values([
        {
          name: 'past',
          last_run_at: new Date(Date.now() - 60_000).toISOString(),
          claimed_at: null,
        },
        {
          name: 'future',
          last_run_at: new Date(Date.now() + 60_000).toISOString(),
          claimed_at: null,
        },
      ])
      .execute();
    const over = await t.app.db
      .selectFrom('scheduled_jobs')
      .select('name')
      .where('last_run_at', '<=', dbNow(t.app.db))
      .execute();
    expect(over.map((r) => r.name)).toEqual(['past']);
    const inTwoMinutes = await t.app.db
      .selectFrom('scheduled_jobs')
      .select('name')
      .where('last_run_at', '<=', dbNow(t.app.db, 2 * 60_000))
      .orderBy('name')
      .execute();
    expect(inTwoMinutes.map((r) => r.name)).toEqual(['future', 'past']);
  });

  it('is moved by the offset tests set, and follows the faked Date of testing/clock.ts', async () => {
    setDbClockOffset(3_600_000);
    expect((await readDbNow(t.app.db)).getTime() - Date.now()).toBeGreaterThan(3_590_000);
    clockAt('2030-01-01T12:00:00.000Z');
    const moved = await readDbNow(t.app.db);
    expect(Math.abs(moved.getTime() - Date.parse('2030-01-01T12:00:00.000Z'))).toBeLessThan(2000);
    minutesLater(90);
    const later = await readDbNow(t.app.db);
    expect(Math.abs(later.getTime() - Date.parse('2030-01-01T13:30:00.000Z'))).toBeLessThan(2000);
    jest.useRealTimers();
    expect(Math.abs((await readDbNow(t.app.db)).getTime() - Date.now())).toBeLessThan(2000);
  });
});
