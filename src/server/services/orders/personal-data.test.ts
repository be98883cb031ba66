import type { PersonalDataExport } from '@common/api/customer-orders.schema';
import { bearer, registerCustomer } from '../../testing/accounts-helpers';
import { type CartFixture, add, seedCartCatalogue } from '../../testing/cart-fixtures';
import { placeOrder } from '../../testing/order-helpers';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

// Several orders through the real calls per test; PostgreSQL on a loaded machine needs time.
jest.setTimeout(60_000);

let t: TestApp;
let f: CartFixture;

beforeEach(async () => {
  t = await createTestApp();
  f = await seedCartCatalogue(t.app.db);
});
afterEach(() => t.close());

const EMAIL = 'kovacs.anna@example.hu';

/** A customer with a saved profile, an order, a confirmed guest order and an open cart. */
async function customerWithHistory() {
  const guestOrder = await placeOrder(t, { email: EMAIL, lines: [[f.sticker, 3]] });
  const token = await registerCustomer(t, EMAIL, 'Kovács Anna');
  await t.app.inject({
    method: 'POST',
    url: '/api/saveUserData',
    headers: bearer(t, token),
    payload: { szallitas_varos: 'Pécs', telefonszam: '06 30 765 4321', adoszam: '' },
  });
  const order = await placeOrder(t, { token, email: EMAIL, lines: [[f.glovesM, 1]] });
  await t.app.inject({
    method: 'POST',
    url: '/api/account/email-confirmation',
    headers: bearer(t, token),
  });
  const mail = (await t.deliverMail()).find((m) => m.subject.startsWith('E-mail-cím megerősítése'));
  const secret = /email-megerosites\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/account/email-confirmation/confirm',
    headers: t.headers,
    payload: { token: secret },
  });
  expect(confirmed.statusCode).toBe(200);
  const openCart = await t.app.inject({
    method: 'POST',
    url: '/api/addToCart',
    headers: bearer(t, token),
    payload: { id: f.cloth, quantity: 2 },
  });
  const cartId = (openCart.json() as { cart: { id: string } }).cart.id;
  // Issue 20: a bike in the garage, a product in 'Kedvencek', an 'Értesítést kérek' request.
  await t.app.db.insertInto('manufacturers').values({ id: 1, name_en: 'Honda' }).execute();
  await t.app.db.insertInto('constructions').values({ id: 1, name_en: 'Naked' }).execute();
  await t.app.db
    .insertInto('bike_types')
    .values({
      id: 101,
      manufacturer_id: 1,
      construction_id: 1,
      name_en: 'CB500F',
      search_name: 'honda cb500f',
      ccm: 471,
      capacity_bucket: 600,
      img: '',
      content: '',
    })
    .execute();
  for (const [url, payload] of [
    ['/api/account/garage/bikes', { tipus: 101 }],
    ['/api/account/wishlist/items', { product: f.productId }],
    ['/api/backInStock', { variantId: f.glovesGone, email: EMAIL }],
  ] as const) {
    const res = await t.app.inject({ method: 'POST', url, headers: bearer(t, token), payload });
    expect(res.statusCode).toBe(200);
  }
  return { token, order, guestOrder, cartId };
}

describe('Adataim letöltése', () => {
  it('answers one JSON file with the account, profile, consents, sessions, carts, orders and e-mails', async () => {
    const { token, order, guestOrder, cartId } = await customerWithHistory();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: bearer(t, token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="adataim-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json() as PersonalDataExport;
    expect(data.account).toMatchObject({ name: 'Kovács Anna', email: EMAIL, has_password: true });
    expect(data.account.email_confirmed_at).not.toBeNull();
    expect(data.profile).toMatchObject({ szallitas_varos: 'Pécs', telefonszam: '06 30 765 4321' });
    expect(data.consents).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.orders.map((o) => o.order_number).sort()).toEqual([order, guestOrder].sort());
    const own = data.orders.find((o) => o.order_number === order);
    expect(own).toMatchObject({
      email: EMAIL,
      shipping_city: 'Budapest',
      grand_total: 12000 + 1890,
    });
    expect(own?.lines).toEqual([expect.objectContaining({ cikkszam: 'KESZ-M', quantity: 1 })]);
    const open = data.carts.find((c) => c.id === cartId);
    expect(open?.lines).toEqual([expect.objectContaining({ cikkszam: 'KENDO', quantity: 2 })]);
    expect(data.emails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^E-mail-cím megerősítése/)]),
    );
    expect(data.garage).toEqual([expect.objectContaining({ bike: 'CB500F' })]);
    expect(data.wishlist).toEqual([expect.objectContaining({ alias: 'bor-kesztyu' })]);
    expect(data.back_in_stock).toEqual([
      expect.objectContaining({ status: 'pending', notified_at: null }),
    ]);
    // Secrets are never part of it.
    expect(res.body).not.toMatch(/token_hash|password_hash|scrypt/);

    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: t.headers,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('Fiók törlése', () => {
  it('deletes the account and personal data, keeps the invoice data of the orders, ends the sessions', async () => {
    const { token, order, guestOrder, cartId } = await customerWithHistory();
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: t.headers,
      payload: { email: EMAIL, password: 'Titkos-jelszo-1' },
    });
    const otherSession = (second.json() as { token: string }).token;
    // Someone else's guest cart and order stay untouched.
    const stranger = await placeOrder(t, { email: 'valaki.mas@example.hu', lines: [[f.cloth, 1]] });
    const strangerCart = await add(t, f.cloth, 1);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: bearer(t, token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1 });

    const db = t.app.db;
    expect(await db.selectFrom('users').select('id').where('email', '=', EMAIL).execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('sessions').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('email_confirmations').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('garage_bikes').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('wishlist_items').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('back_in_stock_requests').select('id').execute()).toEqual([]);
    for (const session of [token, otherSession]) {
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/getUserData',
        headers: bearer(t, session),
      });
      expect(profile.statusCode).toBe(401);
    }
    const orders = await db
      .selectFrom('orders')
      .selectAll()
      .where('order_number', 'in', [order, guestOrder])
      .execute();
    expect(orders).toHaveLength(2);
    for (const row of orders) {
      expect(row).toMatchObject({
        user_id: null,
        email: '',
        phone: '',
        shipping_name: '',
        shipping_street: '',
        note: '',
      });
      // What an invoice must show stays for the accounting law.
      expect(row).toMatchObject({
        billing_name: 'Kovács Anna',
        billing_zip: '1111',
        billing_city: 'Budapest',
      });
    }
    const lines = await db
      .selectFrom('order_lines')
      .select('cikkszam')
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    expect(lines.map((l) => l.cikkszam).sort()).toEqual(['KESZ-M', 'MATRICA']);
    expect(await db.selectFrom('carts').select('id').where('id', '=', cartId).execute()).toEqual(
      [],
    );
    const orderedCarts = await db
      .selectFrom('carts')
      .selectAll()
      .where(
        'id',
        'in',
        orders.map((o) => o.cart_id),
      )
      .execute();
    for (const cart of orderedCarts)
      expect(cart).toMatchObject({
        user_id: null,
        email: '',
        szallitas_vnev: '',
        szallitas_telefonszam: '',
      });
    const mails = await db.selectFrom('mail_outbox').select('recipient').execute();
    expect(mails.map((m) => m.recipient.toLowerCase())).not.toContain(EMAIL);

    const untouched = await db
      .selectFrom('orders')
      .select('email')
      .where('order_number', '=', stranger)
      .executeTakeFirstOrThrow();
    expect(untouched.email).toBe('valaki.mas@example.hu');
    expect(
      await db.selectFrom('carts').select('id').where('id', '=', strangerCart.id).execute(),
    ).toHaveLength(1);

    // The address is free again: a new registration starts from nothing.
    const fresh = await registerCustomer(t, EMAIL, 'Kovács Anna');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/account/orders',
      headers: bearer(t, fresh),
    });
    expect((list.json() as { orders: unknown[] }).orders).toEqual([]);
  });

  it('does not touch unconfirmed guest orders of the address, and needs a login', async () => {
    const guestOrder = await placeOrder(t, { email: EMAIL, lines: [[f.sticker, 1]] });
    const token = await registerCustomer(t, EMAIL, 'Kovács Anna');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: t.headers,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/account/delete',
          headers: bearer(t, token),
        })
      ).statusCode,
    ).toBe(200);
    const row = await t.app.db
      .selectFrom('orders')
      .select('email')
      .where('order_number', '=', guestOrder)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(EMAIL);
  });
});
