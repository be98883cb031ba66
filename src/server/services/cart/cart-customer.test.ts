import { bearer, registerCustomer } from '../../testing/accounts-helpers';
import {
  type CartAnswer,
  type CartFixture,
  add,
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

describe('a logged-in customer', () => {
  it('ties the cart to the account and fills only the empty fields from the profile', async () => {
    const token = await registerCustomer(t, 'kiss.anna@example.hu', 'Kiss Anna');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saveUserData',
      headers: bearer(t, token),
      payload: {
        szallitas_vnev: 'Kiss',
        szallitas_knev: 'Anna',
        szallitas_irsz: '7621',
        szallitas_varos: 'Pécs',
        telefonszam: '06 30 765 4321',
      },
    });
    expect(saved.statusCode).toBe(200);

    const guest = await add(t, f.glovesM, 1);
    await modify(t, guest.id, 'szallitas_varos', 'Győr');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addToCart',
      headers: bearer(t, token),
      payload: { id: f.cloth, quantity: 1, cart_id: guest.id },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as CartAnswer).cart).toMatchObject({
      szallitas_vnev: 'Kiss',
      szallitas_knev: 'Anna',
      szallitas_irsz: '7621',
      szallitas_varos: 'Győr',
      szallitas_telefonszam: '06 30 765 4321',
      email: 'kiss.anna@example.hu',
    });
    const row = await t.app.db
      .selectFrom('carts')
      .select('user_id')
      .where('id', '=', guest.id)
      .executeTakeFirstOrThrow();
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'kiss.anna@example.hu')
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.id);
  });

  it('adds as a guest when the token is unknown', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addToCart',
      headers: { ...t.headers, authorization: 'Bearer ismeretlen-token-0123456789' },
      payload: { id: f.cloth, quantity: 1 },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.app.db.selectFrom('carts').select('user_id').executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
  });
});
