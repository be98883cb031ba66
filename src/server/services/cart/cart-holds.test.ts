import type { Cart } from '@common/api/cart.schema';
import {
  type CartAnswer,
  type CartFixture,
  add,
  cartCall,
  fillCheckout,
  finish,
  seedCartCatalogue,
  summaryTotal,
} from '../../testing/cart-fixtures';
import { type TwoProcesses, twoProcesses } from '../../testing/two-processes';
import { type TestApp, createTestApp } from '../../testing/test-helpers';
import { releaseExpiredHolds } from './stock-holds.service';
import { VARIANT_UNAVAILABLE } from './cart-lines.service';
import { clockAt, minutesLater } from '../../testing/clock';

const hold = (t: TestApp, cartId: string) => cartCall(t, 'holdCart', { cart_id: cartId });

async function stockOf(t: TestApp, variantId: number): Promise<number> {
  const row = await t.app.db
    .selectFrom('variants')
    .select('stock')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

async function setStock(t: TestApp, variantId: number, stock: number): Promise<void> {
  await t.app.db.updateTable('variants').set({ stock }).where('id', '=', variantId).execute();
}

const holdRows = (t: TestApp) => t.app.db.selectFrom('stock_holds').selectAll().execute();

/** A shopper with a valid cart of `quantity` clearance pieces, on the way to the summary. */
async function shopperAtSummary(t: TestApp, variantId: number, quantity = 1): Promise<Cart> {
  return fillCheckout(t, (await add(t, variantId, quantity)).id);
}

/** finishCart from a shopper's own address (orders are limited per address, docs/cart.md). */
async function finishFrom(t: TestApp, cartId: string, shopper: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/finishCart',
    headers: t.headers,
    remoteAddress: `10.19.${Math.floor(shopper / 200)}.${(shopper % 200) + 1}`,
    payload: { cart_id: cartId, total: await summaryTotal(t, cartId) },
  });
}

/**
 * `shoppers` carts of one piece each reach the summary at once, spread over the apps (processes), then
 * every one confirms. Returns what they were told.
 */
async function summaryRace(apps: TestApp[], variantId: number, shoppers: number) {
  const carts = await Promise.all(
    Array.from({ length: shoppers }, (_, i) =>
      shopperAtSummary(apps[i % apps.length] as TestApp, variantId),
    ),
  );
  const app = (i: number) => apps[i % apps.length] as TestApp;
  const holds = await Promise.all(carts.map((cart, i) => hold(app(i), cart.id)));
  const finishes = await Promise.all(carts.map((cart, i) => finishFrom(app(i), cart.id, i)));
  return { carts, holds, finishes };
}

describe('clearance holds on the order summary', () => {
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

  it('50 shoppers reach the summary for 10 pieces at once: 10 holds, 40 told it is gone, 10 orders', async () => {
    await setStock(t, f.glovesClearance, 10);
    const { holds, finishes } = await summaryRace([t], f.glovesClearance, 50);

    const held = holds.filter((r) => r.statusCode === 200);
    const refused = holds.filter((r) => r.statusCode !== 200);
    expect(held).toHaveLength(10);
    for (const r of held) {
      expect((r.json() as CartAnswer).cart.hold).toEqual({
        expires_at: expect.any(String),
        seconds_left: expect.any(Number),
      });
    }
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toEqual({
        status: 0,
        message:
          'Sajnos a(z) „Bőr kesztyű – XL” termék elfogyott: az utolsó darabokat más vásárlók már lefoglalták vagy megrendelték. Kérjük, vegye ki a kosárból.',
      });
    }
    // The holders order; the others are refused, and nothing is sold twice.
    const heldIndexes = holds.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(heldIndexes.map((i) => finishes[i]?.statusCode)).toEqual(Array(10).fill(200));
    expect(finishes.filter((r) => r.statusCode === 200)).toHaveLength(10);
    const orders = await t.app.db.selectFrom('orders').select('id').execute();
    expect(orders).toHaveLength(10);
    expect(await stockOf(t, f.glovesClearance)).toBe(0);
    expect(await holdRows(t)).toEqual([]);
  }, 180_000);

  it('shows the time left, reduces the stock others see, and keeps its end when the summary reloads', async () => {
    clockAt('2026-11-23T12:00:00.000Z');
    const holder = await shopperAtSummary(t, f.glovesClearance, 2);
    const res = await hold(t, holder.id);
    expect(res.statusCode).toBe(200);
    const cart = (res.json() as CartAnswer).cart;
    // The clock runs on from 12:00:00 while the test works.
    expect(cart.hold?.expires_at).toMatch(/^2026-11-23T12:15:0\d\.\d{3}Z$/);
    expect(cart.hold?.seconds_left).toBeGreaterThanOrEqual(899);
    // The holder's own line still counts its pieces, so the cart stays valid.
    expect(cart.isValid).toBe(true);
    expect(cart.goods[0]?.variant.stock).toBe(2);

    // Another shopper sees no stock left: the product page, and adding refused.
    expect(await stockOf(t, f.glovesClearance)).toBe(0);
    const product = await t.app.inject({ method: 'GET', url: '/api/productByAlias/bor-kesztyu' });
    expect(product.statusCode).toBe(200);
    const variants = (product.json() as { variants: { id: number; stock: number }[] }).variants;
    expect(variants.find((v) => v.id === f.glovesClearance)?.stock).toBe(0);
    const other = await cartCall(t, 'addToCart', { id: f.glovesClearance, quantity: 1 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ message: VARIANT_UNAVAILABLE });

    // Five minutes later the summary reloads: the same hold, ten minutes left.
    minutesLater(5);
    const again = (await hold(t, holder.id)).json() as CartAnswer;
    expect(again.cart.hold?.expires_at).toBe(cart.hold?.expires_at);
    const view = (await cartCall(t, 'getCart', { cart_id: holder.id })).json() as CartAnswer;
    expect(view.cart.hold?.seconds_left).toBeLessThanOrEqual(600);
    expect(view.cart.hold?.seconds_left).toBeGreaterThan(590);
  });

  it('ends at expiry: the pieces go back to the stock and another shopper can have them', async () => {
    clockAt('2026-11-23T12:00:00.000Z');
    const first = await shopperAtSummary(t, f.glovesClearance, 2);
    expect((await hold(t, first.id)).statusCode).toBe(200);
    const second = await cartCall(t, 'addToCart', { id: f.glovesClearance, quantity: 1 });
    expect(second.statusCode).toBe(409); // no piece to add while held

    minutesLater(14);
    expect(await releaseExpiredHolds(t.app.db)).toBe(0);
    expect(await stockOf(t, f.glovesClearance)).toBe(0);

    minutesLater(2);
    const firstView = (await cartCall(t, 'getCart', { cart_id: first.id })).json() as CartAnswer;
    expect(firstView.cart.hold).toBeNull();
    // Adding sweeps the expired hold first: the pieces are another shopper's now.
    const late = await shopperAtSummary(t, f.glovesClearance, 2);
    expect((await hold(t, late.id)).statusCode).toBe(200);
    expect(await stockOf(t, f.glovesClearance)).toBe(0);
    const refused = await finish(t, first.id);
    expect(refused.statusCode).toBe(409);
    expect((await finish(t, late.id)).statusCode).toBe(200);
    expect(await stockOf(t, f.glovesClearance)).toBe(0);
  });

  it('the periodic sweep gives back expired pieces once, however many processes sweep', async () => {
    clockAt('2026-11-23T12:00:00.000Z');
    await setStock(t, f.glovesClearance, 5);
    const a = await shopperAtSummary(t, f.glovesClearance, 2);
    const b = await shopperAtSummary(t, f.glovesClearance, 1);
    await hold(t, a.id);
    await hold(t, b.id);
    expect(await stockOf(t, f.glovesClearance)).toBe(2);
    minutesLater(16);
    const released = await Promise.all([
      releaseExpiredHolds(t.app.db),
      releaseExpiredHolds(t.app.db),
      releaseExpiredHolds(t.app.db),
    ]);
    expect(released.reduce((sum, n) => sum + n, 0)).toBe(2);
    expect(await stockOf(t, f.glovesClearance)).toBe(5);
    expect(await holdRows(t)).toEqual([]);
  });

  it('ends when the line changes (more, fewer, removed, added to), giving the pieces back', async () => {
    await setStock(t, f.glovesClearance, 5);
    const cart = await shopperAtSummary(t, f.glovesClearance, 2);
    const lineId = cart.goods[0]?.id as number;
    const heldAgain = async () => {
      const res = await hold(t, cart.id);
      expect(res.statusCode).toBe(200);
      return (res.json() as CartAnswer).cart;
    };

    await heldAgain();
    expect(await stockOf(t, f.glovesClearance)).toBe(3);
    const more = (
      await cartCall(t, 'incCart', { id: lineId, cart_id: cart.id })
    ).json() as CartAnswer;
    expect(more.cart.hold).toBeNull();
    expect(await stockOf(t, f.glovesClearance)).toBe(5);

    await heldAgain(); // 3 held
    expect(await stockOf(t, f.glovesClearance)).toBe(2);
    await cartCall(t, 'decCart', { id: lineId, cart_id: cart.id });
    expect(await stockOf(t, f.glovesClearance)).toBe(5);

    await heldAgain(); // 2 held
    await add(t, f.glovesClearance, 1, cart.id);
    expect(await stockOf(t, f.glovesClearance)).toBe(5);

    await heldAgain(); // 3 held
    // Another line changing leaves the clearance hold alone.
    await add(t, f.glovesM, 1, cart.id);
    expect(await stockOf(t, f.glovesClearance)).toBe(2);
    await cartCall(t, 'removeFromCart', { id: lineId, cart_id: cart.id });
    expect(await stockOf(t, f.glovesClearance)).toBe(5);
    expect(await holdRows(t)).toEqual([]);
  });

  it('holds nothing for a cart without clearance, and refuses more than is left with the count', async () => {
    const plain = await shopperAtSummary(t, f.glovesM, 1);
    const res = await hold(t, plain.id);
    expect(res.statusCode).toBe(200);
    expect((res.json() as CartAnswer).cart.hold).toBeNull();

    await setStock(t, f.glovesClearance, 3);
    const big = await shopperAtSummary(t, f.glovesClearance, 3);
    const small = await shopperAtSummary(t, f.glovesClearance, 1);
    expect((await hold(t, small.id)).statusCode).toBe(200);
    const refused = await hold(t, big.id);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as CartAnswer).message).toBe(
      'Sajnos a(z) „Bőr kesztyű – XL” termékből már csak 2 db kapható: a többit más vásárlók lefoglalták vagy megrendelték. Kérjük, módosítsa a mennyiséget a kosárban.',
    );
    // Nothing was held for the refused cart; the order sells the held pieces without taking more.
    expect(await stockOf(t, f.glovesClearance)).toBe(2);
    expect((await finish(t, small.id)).statusCode).toBe(200);
    expect(await stockOf(t, f.glovesClearance)).toBe(2);
    const unknown = await hold(t, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const ordered = await hold(t, small.id);
    expect(ordered.statusCode).toBe(409);
  });
});

describe('clearance holds with two app processes on one database', () => {
  let first: TestApp;
  let second: TestApp;
  let processes: TwoProcesses;
  beforeEach(async () => {
    processes = await twoProcesses();
    ({ first, second } = processes);
  });
  afterEach(async () => {
    await processes.close();
  });

  it('50 shoppers over two apps for 10 pieces: 10 holds, 40 refusals, 10 orders, nothing oversold', async () => {
    const f = await seedCartCatalogue(first.app.db);
    await setStock(first, f.glovesClearance, 10);
    const { holds, finishes } = await summaryRace([first, second], f.glovesClearance, 50);
    expect(holds.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(holds.filter((r) => r.statusCode === 409)).toHaveLength(40);
    expect(finishes.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(finishes.filter((r) => r.statusCode === 409)).toHaveLength(40);
    expect(await first.app.db.selectFrom('orders').select('id').execute()).toHaveLength(10);
    expect(await stockOf(second, f.glovesClearance)).toBe(0);
    expect(await holdRows(first)).toEqual([]);
  }, 180_000);
});
