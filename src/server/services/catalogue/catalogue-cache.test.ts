import { type TestApp, createTestApp } from '../../testing/test-helpers';
import { bumpCatalogueVersion, cachedResult } from './catalogue-cache';

let t: TestApp;
let now = 1_000_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => {
  jest.restoreAllMocks();
});

function counter() {
  let calls = 0;
  return {
    compute: async () => {
      calls += 1;
      return calls;
    },
    get calls() {
      return calls;
    },
  };
}

describe('catalogue result cache', () => {
  it('computes a key once and answers it from memory afterwards', async () => {
    const c = counter();
    expect(await cachedResult(t.app.db, 'a', c.compute)).toBe(1);
    expect(await cachedResult(t.app.db, 'a', c.compute)).toBe(1);
    expect(c.calls).toBe(1);
  });

  it('runs one query for many concurrent requests of a missing key', async () => {
    let calls = 0;
    let release: (value: number) => void = () => {};
    const slow = () => {
      calls += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const answers = Promise.all(
      Array.from({ length: 20 }, () => cachedResult(t.app.db, 'concurrent', slow)),
    );
    await new Promise((r) => setTimeout(r, 20));
    release(42);
    expect(await answers).toEqual(Array(20).fill(42));
    expect(calls).toBe(1);
  });

  it('forgets everything at once when this process bumps the version', async () => {
    const c = counter();
    await cachedResult(t.app.db, 'b', c.compute);
    await bumpCatalogueVersion(t.app.db);
    expect(await cachedResult(t.app.db, 'b', c.compute)).toBe(2);
  });

  it('notices within a second that another process changed the catalogue', async () => {
    const c = counter();
    await cachedResult(t.app.db, 'c', c.compute);
    // Another process's bump: only the stored version changes.
    await t.app.db
      .updateTable('server_settings')
      .set({ value: 'other-process' })
      .where('name', '=', 'catalogue_version')
      .execute();
    now += 500;
    expect(await cachedResult(t.app.db, 'c', c.compute)).toBe(1);
    now += 600;
    expect(await cachedResult(t.app.db, 'c', c.compute)).toBe(2);
  });

  it('never keeps an entry longer than a minute', async () => {
    const c = counter();
    await cachedResult(t.app.db, 'd', c.compute);
    now += 59_000;
    expect(await cachedResult(t.app.db, 'd', c.compute)).toBe(1);
    now += 2_000;
    expect(await cachedResult(t.app.db, 'd', c.compute)).toBe(2);
  });

  it('keeps the caches of two databases apart', async () => {
    const other = await createTestApp({ databaseUrl: ':memory:' });
    try {
      const c = counter();
      await cachedResult(t.app.db, 'e', c.compute);
      expect(await cachedResult(other.app.db, 'e', c.compute)).toBe(2);
    } finally {
      await other.close();
    }
  });
});
