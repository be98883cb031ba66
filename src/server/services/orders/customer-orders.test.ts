import type {
  CustomerOrderResponse,
  CustomerOrdersResponse,
  ReorderResponse,
} from '@common/api/customer-orders.schema';
import { redactUrl } from '../../http/log-redaction';
import { bearer, registerCustomer } from '../../testing/accounts-helpers';
import { type CartFixture, seedCartCatalogue } from '../../testing/cart-fixtures';
import { placeOrder } from '../../testing/order-helpers';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

// Each test places several orders through the real calls; PostgreSQL on a loaded machine needs time.
jest.setTimeout(60_000);

let t: TestApp;
let f: CartFixture;

beforeEach(async () => {
  t = await createTestApp();
  f = await seedCartCatalogue(t.app.db);
});
afterEach(() => t.close());

const EMAIL = 'kovacs.anna@example.hu';

async function ordersOf(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/account/orders',
    headers: bearer(t, token),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as CustomerOrdersResponse;
}

async function confirmationLink(): Promise<string> {
  const mails = await t.deliverMail();
  const mail = mails.find((m) => m.subject.startsWith('E-mail-cím megerősítése'));
  const match = /\/email-megerosites\/([A-Za-z0-9_-]{43})\n/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error('no confirmation link mailed');
  return match[1];
}

describe("a customer's orders in the profile", () => {
  it('lists only their own orders, newest first, with status and tracking link', async () => {
    const token = await registerCustomer(t, EMAIL, 'Kovács Anna');
    const other = await registerCustomer(t, 'mas.vevo@example.hu', 'Más Vevő');
    const first = await placeOrder(t, { token, email: EMAIL, lines: [[f.glovesM, 2]] });
    const second = await placeOrder(t, { token, email: EMAIL, lines: [[f.cloth, 1]] });
    await placeOrder(t, { token: other, email: 'mas.vevo@example.hu', lines: [[f.cloth, 3]] });
    // A guest order with the same address (typed differently) is not shown before the address is confirmed.
    await placeOrder(t, { email: 'Kovacs.Anna@Example.hu', lines: [[f.sticker, 1]] });

    await t.app.db
      .updateTable('orders')
      .set({ status: 'feladva', tracking_number: 'GLS123456' })
      .where('order_number', '=', first)
      .execute();
    const list = await ordersOf(token);
    expect(list.email_confirmed).toBe(false);
    expect(list.orders.map((o) => o.order_number)).toEqual([second, first]);
    expect(list.orders[1]).toMatchObject({
      grand_total: 24000 + 1890,
      status: 'feladva',
      status_label: 'Feladva',
      tracking_url: 'https://gls-group.com/HU/hu/csomagkovetes?match=GLS123456',
    });
    expect(list.orders[0]).toMatchObject({ status: 'uj', status_label: 'Új', tracking_url: null });
  });

  it("opens an order with its lines; another customer's order is not found; no login is a 401", async () => {
    const token = await registerCustomer(t, EMAIL, 'Kovács Anna');
    const other = await registerCustomer(t, 'mas.vevo@example.hu', 'Más Vevő');
    const mine = await placeOrder(t, {
      token,
      email: EMAIL,
      lines: [
        [f.glovesM, 2],
        [f.glovesL, 1],
      ],
    });
    const theirs = await placeOrder(t, {
      token: other,
      email: 'mas.vevo@example.hu',
      lines: [[f.cloth, 1]],
    });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/account/orders/${mine}`,
      headers: bearer(t, token),
    });
    expect(res.statusCode).toBe(200);
    const { order } = res.json() as CustomerOrderResponse;
    expect(order).toMatchObject({
      order_number: mine,
      delivery_label: 'GLS futárszolgálat',
      shipping_address: '1111 Budapest, Fő utca 1.',
      goods_total: 24000 + 13500,
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        name: expect.stringContaining('Bőr kesztyű'),
        cikkszam: 'KESZ-M',
        quantity: 2,
        unit_price: 12000,
        line_total: 24000,
        product_alias: 'bor-kesztyu',
      }),
      expect.objectContaining({ cikkszam: 'KESZ-L', quantity: 1, unit_price: 13500 }),
    ]);

    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/account/orders/${theirs}`,
      headers: bearer(t, token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      status: 0,
      message: 'Nem található ilyen rendelés a fiókjában.',
    });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/account/orders',
      headers: t.headers,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 0 });
  });
});

describe('guest orders after the e-mail is confirmed by a link', () => {
  it('shows the guest orders of the address once the mailed link is opened, once', async () => {
    const guest = await placeOrder(t, { email: 'Kovacs.Anna@example.hu', lines: [[f.cloth, 1]] });
    const stranger = await placeOrder(t, { email: 'valaki.mas@example.hu', lines: [[f.cloth, 1]] });
    const token = await registerCustomer(t, EMAIL, 'Kovács Anna');
    expect((await ordersOf(token)).orders).toEqual([]);

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/account/email-confirmation',
      headers: bearer(t, token),
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({
      message: 'A megerősítő linket elküldtük az e-mail-címére. A link 24 óráig érvényes.',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/account/email-confirmation',
      headers: bearer(t, token),
    });
    expect(again.statusCode).toBe(429);
    const secret = await confirmationLink();
    // Stored only as a hash; the link's path is masked in the logs.
    const stored = await t.app.db.selectFrom('email_confirmations').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(secret);
    expect(redactUrl(`/email-megerosites/${secret}`)).toBe('/email-megerosites/[redacted]');

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/account/email-confirmation/confirm',
      headers: t.headers,
      payload: { token: 'x'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(422);
    // No login needed: the link may be opened on the phone.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/account/email-confirmation/confirm',
      headers: t.headers,
      payload: { token: secret },
    });
    expect(confirmed.statusCode).toBe(200);
    const list = await ordersOf(token);
    expect(list.email_confirmed).toBe(true);
    expect(list.orders.map((o) => o.order_number)).toEqual([guest]);
    expect(list.orders.map((o) => o.order_number)).not.toContain(stranger);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/account/orders/${guest}`,
      headers: bearer(t, token),
    });
    expect(detail.statusCode).toBe(200);

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/account/email-confirmation/confirm',
      headers: t.headers,
      payload: { token: secret },
    });
    expect(reused.statusCode).toBe(422);
    const already = await t.app.inject({
      method: 'POST',
      url: '/api/account/email-confirmation',
      headers: bearer(t, token),
    });
    expect(already.statusCode).toBe(422);
  });

  it('refuses an expired link', async () => {
    const token = await registerCustomer(t, EMAIL, 'Kovács Anna');
    await t.app.inject({
      method: 'POST',
      url: '/api/account/email-confirmation',
      headers: bearer(t, token),
    });
    const secret = await confirmationLink();
    await t.app.db
      .updateTable('email_confirmations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/email-confirmation/confirm',
      headers: t.headers,
      payload: { token: secret },
    });
    expect(res.statusCode).toBe(422);
    expect((await ordersOf(token)).email_confirmed).toBe(false);
  });
});

describe('Újrarendelem', () => {
  it('puts the still orderable lines into the cart and says which are not', async () => {
    const token = await registerCustomer(t, EMAIL, 'Kovács Anna');
    const number = await placeOrder(t, {
      token,
      email: EMAIL,
      lines: [
        [f.glovesM, 2],
        [f.glovesL, 1],
        [f.glovesClearance, 2],
        [f.cloth, 1],
      ],
    });
    await t.app.db
      .updateTable('variants')
      .set({ availability: 'nincs' })
      .where('id', '=', f.glovesL)
      .execute();
    // One clearance piece left of the two ordered; the cloth's product is taken off the shop.
    await t.app.db
      .updateTable('variants')
      .set({ stock: 1 })
      .where('id', '=', f.glovesClearance)
      .execute();
    const box = await t.app.db
      .selectFrom('variants')
      .select('product_id')
      .where('id', '=', f.cloth)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('products')
      .set({ active: 0 })
      .where('id', '=', box.product_id)
      .execute();

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/account/orders/${number}/reorder`,
      headers: bearer(t, token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as ReorderResponse;
    expect(answer.cart.goods.map((l) => [l.variant.cikkszam, l.quantity])).toEqual([
      ['KESZ-M', 2],
      ['KESZ-XL', 1],
    ]);
    expect(answer.added).toBe(2);
    expect(answer.skipped).toEqual([
      { name: expect.stringContaining('Bőr kesztyű'), reason: 'Jelenleg nem rendelhető.' },
      {
        name: expect.stringContaining('Bőr kesztyű'),
        reason: 'Csak 1 db került a kosárba, a készlet erejéig.',
      },
      { name: expect.stringContaining('Túra doboz'), reason: 'Már nem szerepel a kínálatunkban.' },
    ]);
    const cart = await t.app.db
      .selectFrom('carts')
      .select('user_id')
      .where('id', '=', answer.cart.id)
      .executeTakeFirstOrThrow();
    expect(cart.user_id).not.toBeNull();

    // Into the shopper's own cart when one is given.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/account/orders/${number}/reorder`,
      headers: bearer(t, token),
      payload: { cart_id: answer.cart.id },
    });
    expect(again.statusCode).toBe(200);
    expect(
      (again.json() as ReorderResponse).cart.goods.find((l) => l.variant.cikkszam === 'KESZ-M')
        ?.quantity,
    ).toBe(4);
  });

  it("answers 409 with the reasons when nothing is orderable any more, and 404 for another's order", async () => {
    const token = await registerCustomer(t, EMAIL, 'Kovács Anna');
    const other = await registerCustomer(t, 'mas.vevo@example.hu', 'Más Vevő');
    const number = await placeOrder(t, { token, email: EMAIL, lines: [[f.glovesL, 1]] });
    await t.app.db
      .updateTable('variants')
      .set({ availability: 'nincs' })
      .where('id', '=', f.glovesL)
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/account/orders/${number}/reorder`,
      headers: bearer(t, token),
      payload: {},
    });
    expect(res.statusCode).toBe(409);
    expect((res.json() as { message: string }).message).toMatch(
      /^A rendelés egyik tétele sem rendelhető már\. .*Jelenleg nem rendelhető\.$/,
    );
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/account/orders/${number}/reorder`,
      headers: bearer(t, other),
      payload: {},
    });
    expect(foreign.statusCode).toBe(404);
  });
});
