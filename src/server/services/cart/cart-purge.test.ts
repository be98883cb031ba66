import { loadConfig } from '../../config';
import {
  type CartAnswer,
  type CartFixture,
  add,
  cartCall,
  fillCheckout,
  finish,
  modify,
  seedCartCatalogue,
} from '../../testing/cart-fixtures';
import { type TwoProcesses, twoProcesses } from '../../testing/two-processes';
import { type TestApp, createTestApp } from '../../testing/test-helpers';
import { clockAt } from '../../testing/clock';

const PURGE = 'cart-personal-data-purge';
/** The purge job's run in this app (jobs/jobs.plugin.ts), as a listening server's timer runs it. */
const purge = (t: TestApp) => t.app.jobs.run(PURGE);
/** A run that emptied `carts` carts. */
const emptied = (carts: number) => ({ ran: true, ok: true, result: `${carts} cart(s) emptied` });

const cartRow = (t: TestApp, id: string) =>
  t.app.db.selectFrom('carts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A cart with every kind of personal data a shopper types in step 2. */
async function personalCart(t: TestApp, f: CartFixture) {
  const cart = await fillCheckout(t, (await add(t, f.glovesM, 2)).id);
  await modify(t, cart.id, 'megjegyzes', 'Hívjon, mielőtt jön.');
  await modify(t, cart.id, 'cegkent', true);
  await modify(t, cart.id, 'szamla_nev', 'Kovács és Társa Kft.');
  await modify(t, cart.id, 'adoszam', '12345676-2-06');
  return cart;
}

describe('deleting personal data of carts that never became orders', () => {
  let t: TestApp;
  let f: CartFixture;
  beforeEach(async () => {
    t = await createTestApp();
    f = await seedCartCatalogue(t.app.db);
  });
  afterEach(async () => {
    jest.useRealTimers();
    await t.close();
  });

  it('empties an old cart, keeps a recent one, leaves an ordered cart alone', async () => {
    clockAt('2026-10-01T10:00:00.000Z');
    const old = await personalCart(t, f);
    const ordered = await fillCheckout(t, (await add(t, f.glovesM, 1)).id);
    expect((await finish(t, ordered.id)).statusCode).toBe(200);
    const orderedBefore = await cartRow(t, ordered.id);
    jest.setSystemTime(new Date('2026-10-20T10:00:00.000Z'));
    const recent = await personalCart(t, f);

    jest.setSystemTime(new Date('2026-11-01T10:00:00.000Z'));
    expect(await purge(t)).toMatchObject(emptied(1));

    const emptiedCart = await cartRow(t, old.id);
    expect(emptiedCart).toMatchObject({
      szallitas_vnev: '',
      szallitas_knev: '',
      szallitas_irsz: '',
      szallitas_varos: '',
      szallitas_utca: '',
      email: '',
      szallitas_telefonszam: '',
      megjegyzes: '',
      szamla_nev: '',
      adoszam: '',
      cegkent: 0,
      szamla_megegyezik: 0,
      atvevohely: '',
      user_id: null,
      finish: 0,
    });
    expect(emptiedCart.personal_data_deleted_at).toMatch(/^2026-11-01T10:00:0/);
    expect(await cartRow(t, recent.id)).toMatchObject({
      email: 'kovacs.anna@example.hu',
      szamla_nev: 'Kovács és Társa Kft.',
      personal_data_deleted_at: null,
    });
    expect(await cartRow(t, ordered.id)).toEqual(orderedBefore);
    const [order] = await t.app.db.selectFrom('orders').selectAll().execute();
    expect(order?.email).toBe('kovacs.anna@example.hu');

    // The goods stay: a shopper coming back finds the lines, and types the data again.
    const back = (await cartCall(t, 'getCart', { cart_id: old.id })).json() as CartAnswer;
    expect(back.cart.goods.map((l) => l.quantity)).toEqual([2]);
    expect(back.cart).toMatchObject({ email: '', isValid: false });
  });

  it('runs at most once an hour, and again for a cart changed after an earlier purge', async () => {
    clockAt('2026-10-01T10:00:00.000Z');
    const cart = await personalCart(t, f);
    jest.setSystemTime(new Date('2026-11-01T10:00:00.000Z'));
    expect(await purge(t)).toMatchObject(emptied(1));
    // Not due yet ten minutes later; an hour later due, with nothing left to empty.
    jest.setSystemTime(new Date('2026-11-01T10:10:00.000Z'));
    expect(await purge(t)).toEqual({ ran: false });
    jest.setSystemTime(new Date('2026-11-01T11:01:00.000Z'));
    expect(await purge(t)).toMatchObject(emptied(0));

    // The shopper comes back and types an e-mail address; forty days later that goes too.
    await modify(t, cart.id, 'email', 'visszatert@example.hu');
    jest.setSystemTime(new Date('2026-12-11T12:00:00.000Z'));
    expect(await purge(t)).toMatchObject(emptied(1));
    expect((await cartRow(t, cart.id)).email).toBe('');
  });

  it('is off with CART_PURGE_DAYS=0, and takes its days from the environment', async () => {
    expect(loadConfig({}).cartPurgeDays).toBe(30);
    expect(loadConfig({ CART_PURGE_DAYS: '7' }).cartPurgeDays).toBe(7);
    expect(loadConfig({ CART_PURGE_DAYS: '0' }).cartPurgeDays).toBe(0);
    expect(() => loadConfig({ CART_PURGE_DAYS: 'sok' })).toThrow(/CART_PURGE_DAYS/);
    expect(loadConfig({ CLEARANCE_HOLD_MINUTES: '5' }).clearanceHoldMinutes).toBe(5);
    expect(loadConfig({}).clearanceHoldMinutes).toBe(15);
    const off = await createTestApp({ cartPurgeDays: 0 });
    try {
      clockAt('2026-10-01T10:00:00.000Z');
      const cart = await personalCart(off, await seedCartCatalogue(off.app.db));
      jest.setSystemTime(new Date('2027-10-01T10:00:00.000Z'));
      expect(await purge(off)).toEqual({ ran: false, reason: 'off' });
      expect((await cartRow(off, cart.id)).email).toBe('kovacs.anna@example.hu');
    } finally {
      await off.close();
    }
  });
});

describe('the cart purge with two app processes on one database', () => {
  let first: TestApp;
  let second: TestApp;
  let processes: TwoProcesses;
  beforeEach(async () => {
    processes = await twoProcesses();
    ({ first, second } = processes);
  });
  afterEach(async () => {
    jest.useRealTimers();
    await processes.close();
  });

  it('two runners at once: one claims the job and empties the carts, the other does nothing', async () => {
    const f = await seedCartCatalogue(first.app.db);
    clockAt('2026-10-01T10:00:00.000Z');
    const carts = await Promise.all([1, 2, 3].map(() => personalCart(first, f)));
    jest.setSystemTime(new Date('2026-11-01T10:00:00.000Z'));
    const results = await Promise.all([purge(first), purge(second), purge(first), purge(second)]);
    expect(results.filter((r) => r.ran)).toEqual([
      expect.objectContaining({ ok: true, result: '3 cart(s) emptied' }),
    ]);
    expect(results.filter((r) => !r.ran)).toHaveLength(3);
    for (const cart of carts) expect((await cartRow(second, cart.id)).email).toBe('');
    const job = await second.app.db
      .selectFrom('scheduled_jobs')
      .selectAll()
      .where('name', '=', PURGE)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      claimed_at: null,
      last_result: '3 cart(s) emptied',
      last_outcome: 'ok',
    });
    expect(job.last_run_at).toMatch(/^2026-11-01T10:00:0/);
  });
});
