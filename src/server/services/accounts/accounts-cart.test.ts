import type { Cart } from '@common/api/cart.schema';
import { bearer, registerCustomer } from '../../testing/accounts-helpers';
import { type CartFixture, add, seedCartCatalogue } from '../../testing/cart-fixtures';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

let t: TestApp;
let fx: CartFixture;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  fx = await seedCartCatalogue(t.app.db);
  token = await registerCustomer(t);
  await t.app.inject({
    method: 'POST',
    url: '/api/saveUserData',
    headers: bearer(t, token),
    payload: {
      szallitas_vnev: 'Kiss',
      szallitas_knev: 'Anna',
      szallitas_irsz: '7621',
      szallitas_varos: 'Pécs',
      szallitas_utca: 'Király utca 1.',
      telefonszam: '+36 30 123 4567',
      szamla_nev: 'Kiss Anna ev.',
    },
  });
});
afterEach(async () => {
  await t.close();
});

async function addAsCustomer(id: number, cartId: string | null): Promise<Cart> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/addToCart',
    headers: bearer(t, token),
    payload: cartId ? { id, quantity: 1, cart_id: cartId } : { id, quantity: 1 },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { cart: Cart }).cart;
}

describe('a logged-in customer and the cart', () => {
  it('keeps the guest cart on login, ties it to the account and fills its empty fields from the profile', async () => {
    const guest = await add(t, fx.glovesM, 2);
    await t.app.inject({
      method: 'POST',
      url: '/api/modifyCart',
      headers: t.headers,
      payload: { cart_id: guest.id, name: 'szallitas_varos', value: 'Győr' },
    });
    const cart = await addAsCustomer(fx.cloth, guest.id);
    expect(cart.id).toBe(guest.id);
    expect(cart.goods.map((line) => [line.variant.id, line.quantity])).toEqual([
      [fx.glovesM, 2],
      [fx.cloth, 1],
    ]);
    // What the shopper typed as a guest stays; the rest comes from the profile.
    expect(cart).toMatchObject({
      szallitas_varos: 'Győr',
      szallitas_vnev: 'Kiss',
      szallitas_irsz: '7621',
      email: 'kiss.anna@example.hu',
      szallitas_telefonszam: '+36 30 123 4567',
      szamla_nev: 'Kiss Anna ev.',
    });
    const row = await t.app.db
      .selectFrom('carts')
      .select('user_id')
      .where('id', '=', guest.id)
      .executeTakeFirstOrThrow();
    const user = await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
  });

  it('starts a new cart of a customer pre-filled, and a revoked token adds as a guest', async () => {
    const cart = await addAsCustomer(fx.glovesM, null);
    expect(cart).toMatchObject({ szallitas_knev: 'Anna', szallitas_utca: 'Király utca 1.' });
    await t.app.inject({ method: 'GET', url: '/api/logout', headers: bearer(t, token) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addToCart',
      headers: bearer(t, token),
      payload: { id: fx.glovesM, quantity: 1 },
    });
    const guest = (res.json() as { cart: Cart }).cart;
    expect(guest.szallitas_knev).toBe('');
    const row = await t.app.db
      .selectFrom('carts')
      .select('user_id')
      .where('id', '=', guest.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
  });
});
