import {
  type CartAnswer,
  type CartFixture,
  add,
  cartCall,
  finish,
  ordersOf,
  readyCart as readyCartOf,
  seedCartCatalogue,
} from '../../testing/cart-fixtures';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

let t: TestApp;
let f: CartFixture;

beforeEach(async () => {
  t = await createTestApp();
  f = await seedCartCatalogue(t.app.db);
});
afterEach(() => t.close());

const orders = () => ordersOf(t);
const readyCart = (szallitas: 0 | 1 | 2 = 1) => readyCartOf(t, f, szallitas);

describe('a finished cart', () => {
  it('refuses every change with a 409 and stays as it was ordered', async () => {
    const cart = await readyCart();
    await finish(t, cart.id);
    const before = ((await cartCall(t, 'getCart', { cart_id: cart.id })).json() as CartAnswer).cart;
    expect(before.finish).toBe(true);
    const lineId = cart.goods[0]?.id;
    for (const [call, payload] of [
      ['modifyCart', { cart_id: cart.id, name: 'email', value: 'mas@example.hu' }],
      ['modifyCart', { cart_id: cart.id, name: 'szallitas', value: 0 }],
      ['incCart', { cart_id: cart.id, id: lineId }],
      ['decCart', { cart_id: cart.id, id: lineId }],
      ['removeFromCart', { cart_id: cart.id, id: lineId }],
    ] as const) {
      const res = await cartCall(t, call, payload);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        status: 0,
        message: 'Ez a kosár már megrendelésre került, nem módosítható.',
      });
    }
    const after = ((await cartCall(t, 'getCart', { cart_id: cart.id })).json() as CartAnswer).cart;
    expect(after).toEqual(before);
  });

  it('is left alone by addToCart, which starts a new cart instead', async () => {
    const cart = await readyCart();
    await finish(t, cart.id);
    const fresh = await add(t, f.cloth, 1, cart.id);
    expect(fresh.id).not.toBe(cart.id);
    expect(fresh.goods.map((l) => l.variant.id)).toEqual([f.cloth]);
    const old = ((await cartCall(t, 'getCart', { cart_id: cart.id })).json() as CartAnswer).cart;
    expect(old.goods.map((l) => l.variant.id)).toEqual([f.glovesM, f.glovesL]);
  });

  it('takes no change that raced with its order: the order holds exactly what the cart held', async () => {
    const cart = await readyCart();
    const lineId = cart.goods[0]?.id;
    const shown = cart.vegosszeg + (cart.shippingcost ?? 0);
    const answers = await Promise.all([
      finish(t, cart.id, shown),
      ...Array.from({ length: 5 }, () => cartCall(t, 'incCart', { cart_id: cart.id, id: lineId })),
    ]);
    // Either the order came first and holds the cart as confirmed, or a change came first and the
    // order was refused as changed (the shopper did not see the new total): never a mix.
    if (answers[0]?.statusCode === 409) {
      expect(answers[0].json()).toMatchObject({ status: 0, reason: 'changed' });
      expect(await orders()).toEqual([]);
      return;
    }
    expect(answers[0]?.statusCode).toBe(200);
    const [order] = await orders();
    expect(order?.grand_total).toBe(shown);
    const ordered = await t.app.db
      .selectFrom('order_lines')
      .select(['variant_id', 'quantity'])
      .where('order_id', '=', order?.id as number)
      .execute();
    const final = ((await cartCall(t, 'getCart', { cart_id: cart.id })).json() as CartAnswer).cart;
    expect(final.goods.map((l) => ({ variant_id: l.variant.id, quantity: l.quantity }))).toEqual(
      ordered,
    );
  });
});
