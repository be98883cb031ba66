import { CART_TEXT_FIELDS } from '@common/api/cart.constants';
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

describe('modifyCart', () => {
  it('sets every data-entry field by name', async () => {
    const cart = await add(t, f.glovesM, 1);
    const valueOf = (i: number) => `Érték ${i}`;
    for (const [i, name] of CART_TEXT_FIELDS.entries()) {
      expect((await modify(t, cart.id, name, valueOf(i)))[name]).toBe(valueOf(i));
    }
    const stored = await getCart(cart.id);
    for (const [i, name] of CART_TEXT_FIELDS.entries()) expect(stored[name]).toBe(valueOf(i));
  });

  it('counts every change in the revision each answer carries; a read changes nothing', async () => {
    const added = await add(t, f.glovesM, 1);
    const first = await modify(t, added.id, 'szallitas_vnev', 'Teszt');
    const second = await modify(t, added.id, 'szallitas', 1);
    expect(first.revision).toBeGreaterThan(added.revision);
    expect(second.revision).toBe(first.revision + 1);
    expect((await getCart(added.id)).revision).toBe(second.revision);
    const more = (
      await cartCall(t, 'incCart', { id: added.goods[0]!.id, cart_id: added.id })
    ).json() as CartAnswer;
    expect(more.cart.revision).toBe(second.revision + 1);
    // A refused change is no change.
    expect(
      (await cartCall(t, 'modifyCart', { cart_id: added.id, name: 'szallitas', value: 9 }))
        .statusCode,
    ).toBe(400);
    expect((await getCart(added.id)).revision).toBe(second.revision + 1);
  });

  it('takes the billing checkbox as a boolean (or 0/1) and the delivery method as a number, a digit or null', async () => {
    const cart = await add(t, f.glovesM, 1);
    expect((await modify(t, cart.id, 'szamla_megegyezik', true)).szamla_megegyezik).toBe(true);
    expect((await modify(t, cart.id, 'szamla_megegyezik', 0)).szamla_megegyezik).toBe(false);
    expect((await modify(t, cart.id, 'szamla_megegyezik', 1)).szamla_megegyezik).toBe(true);
    expect((await modify(t, cart.id, 'szamla_megegyezik', false)).szamla_megegyezik).toBe(false);
    expect(await modify(t, cart.id, 'szallitas', 1)).toMatchObject({
      szallitas: 1,
      shippingcost: 1890,
    });
    expect(await modify(t, cart.id, 'szallitas', '0')).toMatchObject({
      szallitas: 0,
      shippingcost: 0,
    });
    expect(await modify(t, cart.id, 'szallitas', 2)).toMatchObject({
      szallitas: 2,
      shippingcost: 1990,
    });
    expect(await modify(t, cart.id, 'szallitas', null)).toMatchObject({
      szallitas: null,
      shippingcost: null,
    });
  });

  const refusals: [string, unknown, number, string][] = [
    ['{"cart_id":"ID","name":"vegosszeg","value":1}', null, 400, 'Ismeretlen mező.'],
    ['{"cart_id":"ID","name":"shippingcost","value":0}', null, 400, 'Ismeretlen mező.'],
    ['{"cart_id":"ID","name":"finish","value":1}', null, 400, 'Ismeretlen mező.'],
    ['{"cart_id":"ID","name":"__proto__","value":"x"}', null, 400, 'Ismeretlen mező.'],
    ['{"cart_id":"ID","name":"constructor","value":"x"}', null, 400, 'Ismeretlen mező.'],
    [
      '{"cart_id":"ID","name":"email","value":"a@b.hu","price":1}',
      null,
      400,
      'Nem elfogadott mező: price.',
    ],
    [
      '{"cart_id":"ID","name":"email","value":"a@b.hu","constructor":{"x":1}}',
      null,
      400,
      'Nem elfogadott mező: constructor.',
    ],
    [
      '{"cart_id":"ID","name":"email","value":"a@b.hu","__proto__":{"isValid":true}}',
      null,
      400,
      'Hibás kérés.',
    ],
    [
      '{"cart_id":"ID","name":"email","value":"a@b.hu","constructor":{"prototype":{"x":1}}}',
      null,
      400,
      'Hibás kérés.',
    ],
    [
      '{"cart_id":"ID","name":"email","value":{"toString":"x"}}',
      null,
      400,
      'A mező értéke szöveg legyen.',
    ],
    ['{"cart_id":"ID","name":"email","value":12}', null, 400, 'A mező értéke szöveg legyen.'],
    [
      '{"cart_id":"ID","name":"szallitas_vnev","value":"LONG"}',
      null,
      400,
      'A mező legfeljebb 100 karakter lehet.',
    ],
    [
      '{"cart_id":"ID","name":"szallitas_varos","value":"Buda\\npest"}',
      null,
      400,
      'A mező nem megengedett karaktert tartalmaz.',
    ],
    [
      '{"cart_id":"ID","name":"megjegyzes","value":"a\\u0000b"}',
      null,
      400,
      'A mező nem megengedett karaktert tartalmaz.',
    ],
    ['{"cart_id":"ID","name":"szallitas","value":7}', null, 400, 'Ismeretlen szállítási mód.'],
    ['{"cart_id":"ID","name":"szallitas","value":true}', null, 400, 'Ismeretlen szállítási mód.'],
    [
      '{"cart_id":"ID","name":"szamla_megegyezik","value":"igen"}',
      null,
      400,
      'A jelölőnégyzet értéke igaz vagy hamis lehet.',
    ],
    ['{"cart_id":"ID","name":"email"}', null, 400, 'Hiányzó adat: value.'],
  ];
  it.each(refusals)('refuses %s and changes nothing', async (raw, _unused, status, message) => {
    const cart = await fillCheckout(t, (await add(t, f.glovesM, 1)).id);
    const before = await getCart(cart.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/modifyCart',
      headers: { ...t.headers, 'content-type': 'application/json' },
      payload: raw.replace('ID', cart.id).replace('LONG', 'x'.repeat(101)),
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ status: 0, message });
    expect(await getCart(cart.id)).toEqual(before);
    expect(Object.prototype).not.toHaveProperty('isValid');
  });

  it('keeps line breaks in the note', async () => {
    const cart = await add(t, f.glovesM, 1);
    expect((await modify(t, cart.id, 'megjegyzes', 'Kapucsengő: 12\nDélután')).megjegyzes).toBe(
      'Kapucsengő: 12\nDélután',
    );
  });

  it('answers 404 for an unknown cart and 400 for a malformed id', async () => {
    const unknown = await cartCall(t, 'modifyCart', {
      cart_id: '3f1c2b7e-8d4a-4c6b-9e2f-1a2b3c4d5e6f',
      name: 'email',
      value: 'a@b.hu',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 0, message: 'Nem található ilyen kosár.' });
    const malformed = await cartCall(t, 'modifyCart', {
      cart_id: '../1',
      name: 'email',
      value: 'a@b.hu',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
