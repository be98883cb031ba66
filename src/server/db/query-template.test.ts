import { sql } from 'kysely';
import type { CartRow } from './tables/cart.table';
import type { Db } from './database';
import { QueryTemplate } from './query-template';
import { mayAnswerBeforeFlush, noDiskWait } from './no-disk-wait';
import { add } from '../testing/cart-fixtures';
import { type CartFixture, seedCartCatalogue } from '../testing/cart-fixtures';
import { type TestApp, createTestApp } from '../testing/test-helpers';

/**
 * A template must send exactly what the query builder sends (same SQL text, same parameters, in the
 * database's own dialect: SQLite, or PostgreSQL with TEST_DATABASE_URL), and refuse a build whose
 * values it could not replace later.
 */
let t: TestApp;
let f: CartFixture;
let db: Db;

beforeEach(async () => {
  t = await createTestApp();
  f = await seedCartCatalogue(t.app.db);
  db = t.app.db;
});
afterEach(async () => {
  await t.close();
});

type Change = Partial<Pick<CartRow, 'email' | 'szallitas' | 'szallitas_vnev' | 'atvevohely'>>;
const buildClaim = (d: Db, { id, change, now }: { id: string; change: Change; now: string }) =>
  d
    .updateTable('carts')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .where('finish', '=', 0)
    .returningAll();

const buildLines = (d: Db, { ids, limit }: { ids: number[]; limit: number }) =>
  d
    .selectFrom('variants')
    .where('id', 'in', ids)
    .select(['id', 'price_curr_hu'])
    .orderBy('id')
    .limit(limit);

/** The stored cart row, read with the builder. */
const cartRow = (id: string) =>
  db.selectFrom('carts').selectAll().where('id', '=', id).executeTakeFirst();

describe('QueryTemplate', () => {
  it('compiles to the same SQL and parameters as the builder, for every shape of the values', () => {
    const claim = new QueryTemplate(buildClaim);
    const lines = new QueryTemplate(buildLines);
    const claims = [
      { id: 'a', change: {}, now: '2026-11-24T00:00:00.000Z' },
      { id: 'b', change: { email: 'x@example.hu' }, now: '2026-11-24T00:00:01.000Z' },
      { id: 'c', change: { email: 'y@example.hu' }, now: '2026-11-24T00:00:02.000Z' },
      { id: 'd', change: { szallitas: null }, now: 'n' },
      { id: 'e', change: { szallitas: 2 }, now: 'n' },
      { id: 'f', change: { szallitas: undefined, szallitas_vnev: 'Kiss' }, now: 'n' },
      { id: 'g', change: { szallitas: 1, atvevohely: '' }, now: 'n' },
    ];
    for (const args of claims) {
      const want = buildClaim(db, args).compile();
      const got = claim.compile(db, args);
      expect(got.sql).toBe(want.sql);
      expect(got.parameters).toEqual(want.parameters);
    }
    for (const args of [
      { ids: [1], limit: 5 },
      { ids: [2, 3], limit: 1 },
      { ids: [4], limit: 2 },
      { ids: [], limit: 2 },
    ]) {
      const want = buildLines(db, args).compile();
      const got = lines.compile(db, args);
      expect(got.sql).toBe(want.sql);
      expect(got.parameters).toEqual(want.parameters);
    }
  });

  it('builds once per shape of the values and answers the rows the builder answers', async () => {
    let builds = 0;
    const lines = new QueryTemplate((d: Db, args: { ids: number[]; limit: number }) => {
      builds += 1;
      return buildLines(d, args);
    });
    const ids = [f.glovesM, f.glovesL, f.cloth, f.sticker];
    for (const args of [
      { ids: [ids[0] as number], limit: 5 },
      { ids: [ids[1] as number], limit: 5 },
      { ids: ids.slice(0, 3), limit: 2 },
      { ids: ids.slice(1, 4), limit: 3 },
    ]) {
      expect(await lines.execute(db, args)).toEqual(await buildLines(db, args).execute());
    }
    expect(builds).toBe(2);
  });

  it('runs a write with new values each time', async () => {
    const claim = new QueryTemplate(buildClaim);
    const cart = await add(t, f.glovesM, 1);
    const first = await claim.executeTakeFirst(db, {
      id: cart.id,
      change: { email: 'elso@example.hu' },
      now: '2026-11-24T01:00:00.000Z',
    });
    const second = await claim.executeTakeFirst(db, {
      id: cart.id,
      change: { email: 'masodik@example.hu' },
      now: '2026-11-24T02:00:00.000Z',
    });
    expect(first).toMatchObject({
      email: 'elso@example.hu',
      updated_at: '2026-11-24T01:00:00.000Z',
    });
    expect(second).toMatchObject({
      email: 'masodik@example.hu',
      updated_at: '2026-11-24T02:00:00.000Z',
    });
    const unknown = await claim.executeTakeFirst(db, { id: 'nincs', change: {}, now: 'n' });
    expect(unknown).toBeUndefined();
    const row = await cartRow(cart.id);
    expect(row?.email).toBe('masodik@example.hu');
  });

  it('runs inside a transaction on the transaction', async () => {
    const claim = new QueryTemplate(buildClaim);
    const cart = await add(t, f.glovesM, 1);
    await expect(
      db.transaction().execute(async (trx) => {
        await claim.executeTakeFirst(trx, {
          id: cart.id,
          change: { email: 'v@example.hu' },
          now: 'n',
        });
        throw new Error('vissza');
      }),
    ).rejects.toThrow('vissza');
    const row = await cartRow(cart.id);
    expect(row?.email).toBe('');
  });

  it('refuses a build that changes a value or writes it into the SQL text', () => {
    const changed = new QueryTemplate((d: Db, { id }: { id: string }) =>
      d.selectFrom('carts').select('id').where('id', '=', id.toUpperCase()),
    );
    expect(() => changed.compile(db, { id: 'a' })).toThrow('not a parameter');
    const inlined = new QueryTemplate((d: Db, { id }: { id: string }) =>
      d.selectFrom('carts').select('id').where('id', '=', sql.lit(id)),
    );
    expect(() => inlined.compile(db, { id: 'a' })).toThrow('SQL text');
  });

  it('builds anew on a handle with plugins', () => {
    let builds = 0;
    const claim = new QueryTemplate((d: Db, args: { id: string; change: Change; now: string }) => {
      builds += 1;
      return buildClaim(d, args);
    });
    const relaxed = db.withPlugin(noDiskWait);
    claim.compile(relaxed, { id: 'a', change: {}, now: 'n' });
    claim.compile(relaxed, { id: 'b', change: {}, now: 'n' });
    expect(builds).toBe(2);
  });

  it('marks its writes as noDiskWait does, when asked to', () => {
    const relaxed = new QueryTemplate(buildClaim, { noDiskWait: true });
    const strict = new QueryTemplate(buildClaim);
    const args = { id: 'a', change: {}, now: 'n' };
    expect(mayAnswerBeforeFlush(relaxed.compile(db, args).query)).toBe(true);
    expect(mayAnswerBeforeFlush(relaxed.compile(db.withPlugin(noDiskWait), args).query)).toBe(true);
    expect(mayAnswerBeforeFlush(strict.compile(db, args).query)).toBe(false);
    expect(mayAnswerBeforeFlush(buildClaim(db, args).compile().query)).toBe(false);
  });
});
