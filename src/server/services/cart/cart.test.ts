import type { AddToCartResponse, RemoveFromCartResponse } from '@common/api/cart.schema';
import {
  type CartAnswer,
  type CartFixture,
  add,
  cartCall,
  seedCartCatalogue,
} from '../../testing/cart-fixtures';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
let f: CartFixture;

beforeEach(async () => {
  t = await createTestApp();
  f = await seedCartCatalogue(t.app.db);
});
afterEach(() => t.close());

describe('addToCart', () => {
  it('starts a cart with an unguessable id and answers the cart with the added product', async () => {
    const res = await cartCall(t, 'addToCart', { id: f.glovesM, quantity: 2 });
    expect(res.statusCode).toBe(200);
    const body = res.json() as AddToCartResponse;
    expect(body.status).toBe(1);
    expect(body.cart.id).toMatch(UUID_V4);
    expect(body.cart.goods).toHaveLength(1);
    expect(body.cart.goods[0]).toMatchObject({
      name: 'Bőr kesztyű – M',
      quantity: 2,
      price: 12000,
    });
    expect(body.cart.goods[0]?.variant).toMatchObject({
      id: f.glovesM,
      cikkszam: 'KESZ-M',
      availabilityText: 'Raktáron',
      weight_kg: 0.5,
    });
    expect(body.cart).toMatchObject({
      vegosszeg: 24000,
      szallitas: null,
      shippingcost: null,
      weight_kg: 1,
      isValid: false,
      finish: false,
    });
    expect(body.product).toEqual({
      id: f.productId,
      alias: 'bor-kesztyu',
      fullname_hu: 'Bőr kesztyű',
      fullname_en: 'Bőr kesztyű (en)',
      image: '/media/kesztyu-1.jpg',
    });
    expect(body.variant.id).toBe(f.glovesM);
    expect(body.quantity).toBe(2);
  });

  it('gives every new cart its own id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await add(t, f.glovesM, 1)).id);
    expect(ids.size).toBe(5);
  });

  it('adds to the same line for the same variant and a new line for another, at the promotional price', async () => {
    const cart = await add(t, f.glovesM, 1);
    await add(t, f.glovesM, 3, cart.id);
    const after = await add(t, f.glovesL, 1, cart.id);
    expect(after.id).toBe(cart.id);
    expect(after.goods.map((l) => [l.variant.id, l.quantity, l.price])).toEqual([
      [f.glovesM, 4, 12000],
      [f.glovesL, 1, 13500],
    ]);
    expect(after.vegosszeg).toBe(4 * 12000 + 13500);
  });

  it('starts a new cart for an unknown cart id', async () => {
    const cart = await add(t, f.glovesM, 1, '3f1c2b7e-8d4a-4c6b-9e2f-1a2b3c4d5e6f');
    expect(cart.id).not.toBe('3f1c2b7e-8d4a-4c6b-9e2f-1a2b3c4d5e6f');
    expect(cart.goods).toHaveLength(1);
  });

  it('caps clearance lines at the stock and refuses pieces beyond it', async () => {
    const res = await cartCall(t, 'addToCart', { id: f.glovesClearance, quantity: 5 });
    const body = res.json() as AddToCartResponse;
    expect(body.quantity).toBe(2);
    expect(body.cart.goods[0]?.quantity).toBe(2);
    expect(body.cart.goods[0]?.variant.availability).toBe('vegkiarusitas');

    const more = await cartCall(t, 'addToCart', {
      id: f.glovesClearance,
      quantity: 1,
      cart_id: body.cart.id,
    });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({
      status: 0,
      message: 'A végkiárusított termékből legfeljebb 2 db rendelhető, a készlet erejéig.',
    });
  });

  it('refuses a variant that cannot be ordered, and one that does not exist, creating no cart', async () => {
    const gone = await cartCall(t, 'addToCart', { id: f.glovesGone, quantity: 1 });
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toEqual({
      status: 0,
      message: 'Ez a termékváltozat jelenleg nem rendelhető.',
    });
    for (const id of [f.hidden, 999999]) {
      const res = await cartCall(t, 'addToCart', { id, quantity: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 0, message: 'Nem található ilyen termékváltozat.' });
    }
    const carts = await t.app.db.selectFrom('carts').select('id').execute();
    expect(carts).toEqual([]);
  });

  it.each([
    [{ id: 1, quantity: 0 }, 'A mennyiség 1 és 999 közötti egész szám lehet.'],
    [{ id: 1, quantity: 1.5 }, 'A mennyiség 1 és 999 közötti egész szám lehet.'],
    [{ id: 1, quantity: 'kettő' }, 'A mennyiség 1 és 999 közötti egész szám lehet.'],
    [{ id: 1, quantity: 1000 }, 'A mennyiség 1 és 999 közötti egész szám lehet.'],
    [{ id: 0, quantity: 1 }, 'Hibás azonosító.'],
    // A JSON body is taken as sent: a string or a one-element list is not a number.
    [{ id: '12', quantity: 1 }, 'Hibás azonosító.'],
    [{ id: [12], quantity: 1 }, 'Hibás azonosító.'],
    [{ id: 1, quantity: '2' }, 'A mennyiség 1 és 999 közötti egész szám lehet.'],
    [{ quantity: 1 }, 'Hiányzó adat: id.'],
    [{ id: 1, quantity: 1, cart_id: 'abc' }, 'Hibás kosárazonosító.'],
    [{ id: 1, quantity: 1, price: 1 }, 'Nem elfogadott mező: price.'],
  ])('refuses %j with a 400', async (payload, message) => {
    const res = await cartCall(t, 'addToCart', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
  });

  it('loses nothing when 20 adds of one piece reach one cart at once', async () => {
    const cart = await add(t, f.glovesM, 1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        cartCall(t, 'addToCart', { id: f.glovesM, quantity: 1, cart_id: cart.id }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const res = await cartCall(t, 'getCart', { cart_id: cart.id });
    expect((res.json() as CartAnswer).cart.goods[0]?.quantity).toBe(21);
  });

  it('never puts more clearance pieces in a cart than the stock, however many adds race', async () => {
    const cart = await add(t, f.glovesM, 1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        cartCall(t, 'addToCart', { id: f.glovesClearance, quantity: 1, cart_id: cart.id }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const res = await cartCall(t, 'getCart', { cart_id: cart.id });
    expect(
      (res.json() as CartAnswer).cart.goods.find((l) => l.variant.id === f.glovesClearance)
        ?.quantity,
    ).toBe(2);
  });
});

describe('removeFromCart', () => {
  it('removes a line and answers what was removed', async () => {
    const cart = await add(t, f.glovesM, 2);
    await add(t, f.glovesL, 1, cart.id);
    const lineId = cart.goods[0]?.id;
    const res = await cartCall(t, 'removeFromCart', { id: lineId, cart_id: cart.id });
    expect(res.statusCode).toBe(200);
    const body = res.json() as RemoveFromCartResponse;
    expect(body.status).toBe(1);
    expect(body.quantity).toBe(2);
    expect(body.variant.id).toBe(f.glovesM);
    expect(body.product.alias).toBe('bor-kesztyu');
    expect(body.cart.goods.map((l) => l.variant.id)).toEqual([f.glovesL]);
    expect(body.cart.vegosszeg).toBe(13500);
  });

  it('answers 404 for a line of another cart, an unknown line and an unknown cart', async () => {
    const mine = await add(t, f.glovesM, 1);
    const other = await add(t, f.glovesL, 1);
    const otherLine = other.goods[0]?.id;
    for (const payload of [
      { id: otherLine, cart_id: mine.id },
      { id: 987654, cart_id: mine.id },
    ]) {
      const res = await cartCall(t, 'removeFromCart', payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 0, message: 'Nem található ilyen tétel a kosárban.' });
    }
    const unknown = await cartCall(t, 'removeFromCart', {
      id: otherLine,
      cart_id: '3f1c2b7e-8d4a-4c6b-9e2f-1a2b3c4d5e6f',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 0, message: 'Nem található ilyen kosár.' });
    const still = await cartCall(t, 'getCart', { cart_id: other.id });
    expect((still.json() as CartAnswer).cart.goods).toHaveLength(1);
  });
});

describe('incCart and decCart', () => {
  it('steps the quantity by one and never below 1', async () => {
    const cart = await add(t, f.glovesM, 1);
    const line = { id: cart.goods[0]?.id, cart_id: cart.id };
    const inc = await cartCall(t, 'incCart', line);
    expect(inc.statusCode).toBe(200);
    expect((inc.json() as CartAnswer).cart.goods[0]?.quantity).toBe(2);
    expect((inc.json() as CartAnswer).cart.vegosszeg).toBe(24000);
    await cartCall(t, 'decCart', line);
    const dec = await cartCall(t, 'decCart', line);
    expect(dec.statusCode).toBe(200);
    expect((dec.json() as CartAnswer).status).toBe(1);
    expect((dec.json() as CartAnswer).cart.goods[0]?.quantity).toBe(1);
  });

  it('stops a clearance line at the stock', async () => {
    const cart = await add(t, f.glovesClearance, 2);
    const res = await cartCall(t, 'incCart', { id: cart.goods[0]?.id, cart_id: cart.id });
    expect(res.statusCode).toBe(409);
    expect((res.json() as { status: number }).status).toBe(0);
    const after = await cartCall(t, 'getCart', { cart_id: cart.id });
    expect((after.json() as CartAnswer).cart.goods[0]?.quantity).toBe(2);
  });

  it('answers 404 for an unknown line and 400 for a malformed one', async () => {
    const cart = await add(t, f.glovesM, 1);
    for (const call of ['incCart', 'decCart']) {
      const unknown = await cartCall(t, call, { id: 987654, cart_id: cart.id });
      expect(unknown.statusCode).toBe(404);
      const malformed = await cartCall(t, call, { id: 'x', cart_id: cart.id });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ status: 0, message: 'Hibás azonosító.' });
    }
  });
});

describe('getCart', () => {
  it('answers the cart, 404 for an unknown id and 400 for a malformed one', async () => {
    const cart = await add(t, f.glovesM, 1);
    const res = await cartCall(t, 'getCart', { cart_id: cart.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, cart });
    const unknown = await cartCall(t, 'getCart', {
      cart_id: '3f1c2b7e-8d4a-4c6b-9e2f-1a2b3c4d5e6f',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 0, message: 'Nem található ilyen kosár.' });
    const malformed = await cartCall(t, 'getCart', { cart_id: 1 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: 0, message: 'Hibás kosárazonosító.' });
  });

  it('prices lines at the current variant price', async () => {
    const cart = await add(t, f.glovesM, 2);
    await t.app.db
      .updateTable('variants')
      .set({ unique_promotional_price: 10000 })
      .where('id', '=', f.glovesM)
      .execute();
    const res = await cartCall(t, 'getCart', { cart_id: cart.id });
    expect((res.json() as CartAnswer).cart).toMatchObject({
      vegosszeg: 20000,
      goods: [{ price: 10000 }],
    });
  });
});
