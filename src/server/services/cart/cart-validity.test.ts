import {
  type CartAnswer,
  type CartFixture,
  add,
  cartCall,
  fillCheckout,
  modify,
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

async function getCart(cartId: string) {
  return ((await cartCall(t, 'getCart', { cart_id: cartId })).json() as CartAnswer).cart;
}

type Lines = readonly (readonly [variant: 'heavyCase' | 'cloth' | 'sticker', quantity: number])[];

describe('shipping cost', () => {
  async function cartWith(lines: Lines, szallitas: 0 | 1 | 2) {
    let cartId: string | null = null;
    for (const [variant, quantity] of lines)
      cartId = (await add(t, f[variant], quantity, cartId)).id;
    return modify(t, cartId as string, 'szallitas', szallitas);
  }

  it('is nothing for collection in the shop, whatever the weight', async () => {
    expect(await cartWith([['heavyCase', 5]], 0)).toMatchObject({
      shippingcost: 0,
      vegosszeg: 100000,
      weight_kg: 50,
    });
  });

  it.each<[string, Lines, number, number]>([
    ['a small order', [['cloth', 1]], 1000, 1890],
    [
      'exactly 50 000 Ft',
      [
        ['heavyCase', 2],
        ['cloth', 10],
      ],
      50000,
      1890,
    ],
    [
      '50 001 Ft',
      [
        ['heavyCase', 2],
        ['cloth', 10],
        ['sticker', 1],
      ],
      50001,
      0,
    ],
  ])('GLS: %s', async (_label, lines, total, cost) => {
    expect(await cartWith(lines, 1)).toMatchObject({ vegosszeg: total, shippingcost: cost });
  });

  it.each<[string, Lines, number, number]>([
    ['nothing heavy', [['cloth', 1]], 0, 1990],
    ['exactly 10 kg', [['heavyCase', 1]], 10, 1990],
    [
      '10 kg and 1 g',
      [
        ['heavyCase', 1],
        ['sticker', 1],
      ],
      10.001,
      2990,
    ],
    ['exactly 20 kg', [['heavyCase', 2]], 20, 2990],
    [
      '20 kg and 1 g',
      [
        ['heavyCase', 2],
        ['sticker', 1],
      ],
      20.001,
      5990,
    ],
    ['exactly 40 kg', [['heavyCase', 4]], 40, 5990],
  ])('MPL: %s', async (_label, lines, kg, cost) => {
    expect(await cartWith(lines, 2)).toMatchObject({ weight_kg: kg, shippingcost: cost });
  });

  it('MPL is refused above 40 kg and changes nothing', async () => {
    const cart = await cartWith(
      [
        ['heavyCase', 4],
        ['sticker', 1],
      ],
      1,
    );
    const res = await cartCall(t, 'modifyCart', { cart_id: cart.id, name: 'szallitas', value: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 0,
      message:
        'Az MPL futárszolgálat legfeljebb 40 kg-os csomagot szállít, válasszon másik szállítási módot.',
    });
    expect(await getCart(cart.id)).toMatchObject({
      szallitas: 1,
      shippingcost: 0,
      weight_kg: 40.001,
    });
  });

  it('an MPL cart that grows above 40 kg has no shipping cost and is not valid', async () => {
    const cart = await cartWith([['heavyCase', 4]], 2);
    await fillCheckout(t, cart.id, 2);
    expect(await getCart(cart.id)).toMatchObject({ isValid: true, shippingcost: 5990 });
    const res = await cartCall(t, 'incCart', { id: cart.goods[0]?.id, cart_id: cart.id });
    expect((res.json() as CartAnswer).cart).toMatchObject({
      weight_kg: 50,
      shippingcost: null,
      isValid: false,
    });
  });
});

describe('isValid', () => {
  it('is true once a method is chosen and every required field is well-formed', async () => {
    const cart = await add(t, f.glovesM, 1);
    expect(cart.isValid).toBe(false);
    expect((await fillCheckout(t, cart.id)).isValid).toBe(true);
  });

  it.each<[string, string | null]>([
    ['szallitas_vnev', '  '],
    ['szallitas_knev', ''],
    ['szallitas_irsz', '111'],
    ['szallitas_irsz', '0111'],
    ['szallitas_irsz', '1111a'],
    ['szallitas_varos', ''],
    ['szallitas_utca', ''],
    ['email', 'kovacs.anna'],
    ['email', 'kovacs anna@example.hu'],
    ['szallitas_telefonszam', '123'],
    ['szallitas_telefonszam', 'hívjon'],
    ['szallitas', null],
  ])('is false when %s is %j', async (name, value) => {
    const cart = await fillCheckout(t, (await add(t, f.glovesM, 1)).id);
    expect((await modify(t, cart.id, name, value)).isValid).toBe(false);
  });

  it('accepts the usual ways of writing a Hungarian phone number', async () => {
    const cart = await fillCheckout(t, (await add(t, f.glovesM, 1)).id);
    for (const phone of ['06-30-123-4567', '+36 (1) 234 5678', '06 1 234 5678', '+36301234567']) {
      expect((await modify(t, cart.id, 'szallitas_telefonszam', phone)).isValid).toBe(true);
    }
  });

  it('needs the billing name, postcode, city and street only when billing differs', async () => {
    const cart = await fillCheckout(t, (await add(t, f.glovesM, 1)).id);
    expect((await modify(t, cart.id, 'szamla_megegyezik', true)).isValid).toBe(false);
    await modify(t, cart.id, 'szamla_nev', 'Kovács Kft.');
    await modify(t, cart.id, 'szamla_irsz', '6720');
    await modify(t, cart.id, 'szamla_varos', 'Szeged');
    expect((await modify(t, cart.id, 'szamla_utca', 'Kárász utca 5.')).isValid).toBe(true);
    expect((await modify(t, cart.id, 'adoszam', '1234')).isValid).toBe(false);
    expect((await modify(t, cart.id, 'adoszam', '12345676-2-06')).isValid).toBe(true);
    expect((await modify(t, cart.id, 'szamla_irsz', '67')).isValid).toBe(false);
    expect((await modify(t, cart.id, 'szamla_megegyezik', false)).isValid).toBe(true);
  });

  it('is false when a line can no longer be ordered', async () => {
    const cart = await fillCheckout(t, (await add(t, f.glovesClearance, 2)).id);
    expect(cart.isValid).toBe(true);
    await t.app.db
      .updateTable('variants')
      .set({ stock: 1 })
      .where('id', '=', f.glovesClearance)
      .execute();
    expect((await getCart(cart.id)).isValid).toBe(false);
    await t.app.db
      .updateTable('variants')
      .set({ stock: 5, availability: 'nincs' })
      .where('id', '=', f.glovesClearance)
      .execute();
    expect((await getCart(cart.id)).isValid).toBe(false);
  });

  it('is false for an emptied cart', async () => {
    const cart = await fillCheckout(t, (await add(t, f.glovesM, 1)).id);
    const res = await cartCall(t, 'removeFromCart', { id: cart.goods[0]?.id, cart_id: cart.id });
    expect((res.json() as CartAnswer).cart).toMatchObject({
      goods: [],
      vegosszeg: 0,
      isValid: false,
    });
  });
});
