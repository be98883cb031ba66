import type {
  CartLookup,
  SupportCart,
  SupportView,
  SupportViewTicket,
} from '@common/api/admin-support.schema';
import type { AuditList } from '@common/api/admin.schema';
import {
  type CartFixture,
  add,
  cartCall,
  fillCheckout,
  finish,
  modify,
  seedCartCatalogue,
} from '../../testing/cart-fixtures';
import { type TestApp, createTestApp } from '../../testing/test-helpers';
import { adminCall, staffToken } from '../../testing/admin-helpers';
import { bearer, registerCustomer } from '../../testing/accounts-helpers';
import { disableStaff } from '../staff/staff.service';
import { COMMAND_LINE } from '../audit/audit.service';

jest.setTimeout(30_000);

let t: TestApp;
let f: CartFixture;
let support: string;
let admin: string;

beforeEach(async () => {
  t = await createTestApp();
  f = await seedCartCatalogue(t.app.db);
  support = await staffToken(t, 'support');
  admin = await staffToken(t, 'admin');
});
afterEach(() => t.close());

const lookup = (q: string, token = support) =>
  adminCall(t, token, 'GET', `/api/admin/carts?q=${encodeURIComponent(q)}`);
const view = (ticket: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/support-view',
    headers: { 'x-support-view': ticket },
  });
const ticketOf = (url: string) => url.split('#tamogatas=')[1]!;

/** A guest cart at checkout step 2: gloves x2 and a cloth, GLS chosen, the e-mail typed, no name yet. */
async function stepTwoCart(email = 'Kiss.Eva@Example.hu') {
  const cart = await add(t, f.glovesM, 2);
  await add(t, f.cloth, 1, cart.id);
  await modify(t, cart.id, 'email', email);
  return modify(t, cart.id, 'szallitas', 1);
}

describe('cart lookup', () => {
  it('finds carts by id and by e-mail (any case), with lines, step and order; audited', async () => {
    const open = await stepTwoCart();
    const ordered = await add(t, f.sticker, 1);
    await fillCheckout(t, ordered.id);
    await modify(t, ordered.id, 'email', 'kiss.eva@example.hu');
    const placed = await finish(t, ordered.id);
    const number = (placed.json() as { order: { order_number: string } }).order.order_number;
    await add(t, f.glovesL, 1); // someone else's cart

    const byEmail = (await lookup('kiss.eva@example.hu')).json() as CartLookup;
    expect(byEmail.items.map((c) => [c.id, c.step, c.order?.number ?? null])).toEqual(
      expect.arrayContaining([
        [open.id, 'adatok', null],
        [ordered.id, 'megrendelve', number],
      ]),
    );
    expect(byEmail.items).toHaveLength(2);
    expect(byEmail.items.find((c) => c.id === open.id)).toMatchObject({
      email: 'Kiss.Eva@Example.hu',
      items: 3,
      total: open.vegosszeg,
    });

    const byId = (await lookup(open.id.toUpperCase(), admin)).json() as CartLookup;
    expect(byId.items.map((c) => c.id)).toEqual([open.id]);
    expect(((await lookup('senki@example.hu')).json() as CartLookup).items).toEqual([]);

    const detail = (
      await adminCall(t, support, 'GET', `/api/admin/carts/${open.id}`)
    ).json() as SupportCart;
    expect(detail).toMatchObject({ id: open.id, step: 'adatok', order: null, account: null });
    expect(detail.cart.goods.map((l) => [l.variant.cikkszam, l.quantity])).toEqual([
      [expect.any(String), 2],
      [expect.any(String), 1],
    ]);
    expect(detail.cart).toMatchObject({
      szallitas: 1,
      email: 'Kiss.Eva@Example.hu',
      isValid: false,
    });

    const audit = (
      (await adminCall(t, admin, 'GET', '/api/admin/audit?entity=cart')).json() as AuditList
    ).items;
    expect(audit.map((e) => [e.staff, e.action, e.entityId])).toEqual([
      ['support@motopont.hu', 'kosar_megtekintes', open.id],
      ['support@motopont.hu', 'kosar_kereses', 'senki@example.hu'],
      ['admin@motopont.hu', 'kosar_kereses', open.id.toUpperCase()],
      ['support@motopont.hu', 'kosar_kereses', 'kiss.eva@example.hu'],
    ]);
  });

  it('finds an account’s cart by the account’s e-mail', async () => {
    const token = await registerCustomer(t, 'nagy.bela@example.hu', 'Nagy Béla');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addToCart',
      headers: bearer(t, token),
      payload: { id: f.glovesM, quantity: 1 },
    });
    const cartId = (res.json() as { cart: { id: string } }).cart.id;
    const found = (await lookup('NAGY.bela@example.hu')).json() as CartLookup;
    expect(found.items.map((c) => c.id)).toEqual([cartId]);
    const detail = (
      await adminCall(t, support, 'GET', `/api/admin/carts/${cartId}`)
    ).json() as SupportCart;
    expect(detail.account).toMatchObject({ email: 'nagy.bela@example.hu' });
    expect(detail.step).toBe('kosar');
  });

  it('refuses without a staff login and with bad input, in Hungarian', async () => {
    expect((await lookup('kiss.eva@example.hu', '')).statusCode).toBe(401);
    const short = await lookup('ab');
    expect([short.statusCode, short.json()]).toEqual([
      400,
      { message: 'Adjon meg egy kosárazonosítót vagy egy e-mail-címet (3–254 karakter).' },
    ]);
    const badId = await adminCall(t, support, 'GET', '/api/admin/carts/nem-uuid');
    expect([badId.statusCode, badId.json()]).toEqual([400, { message: 'Hibás kosárazonosító.' }]);
    const unknown = await adminCall(
      t,
      support,
      'GET',
      '/api/admin/carts/00000000-0000-4000-8000-000000000000',
    );
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Nincs ilyen kosár.' }]);
  });
});

describe('read-only shop view', () => {
  it('the ticket shows the same cart and step under a placeholder id; it holds no key to the cart', async () => {
    const cart = await stepTwoCart();
    const opened = await adminCall(t, support, 'POST', `/api/admin/carts/${cart.id}/view`, {});
    expect(opened.statusCode).toBe(200);
    const ticket = opened.json() as SupportViewTicket;
    expect(ticket.url).toMatch(/^\/adatok-szallitas#tamogatas=[A-Za-z0-9_-]{43}$/);

    const res = await view(ticketOf(ticket.url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const shown = res.json() as SupportView;
    expect(shown).toMatchObject({ step: 'adatok', path: '/adatok-szallitas' });
    expect(shown.cart).toEqual({ ...cart, id: 'tamogatoi-nezet' });
    // Neither the cart id (the key to a guest cart) nor the ticket's own row id is in the answer.
    expect(res.body).not.toContain(cart.id);
    expect(
      (await t.app.db.selectFrom('support_view_tickets').select('token_hash').execute())[0]!
        .token_hash,
    ).not.toBe(ticketOf(ticket.url));

    const audit = (
      (await adminCall(t, admin, 'GET', '/api/admin/audit?action=kosar_nezet')).json() as AuditList
    ).items;
    expect(audit).toMatchObject([{ staff: 'support@motopont.hu', entityId: cart.id }]);
  });

  it('a write from the view is refused and the cart stays as it was', async () => {
    const cart = await stepTwoCart();
    const { url } = (
      await adminCall(t, support, 'POST', `/api/admin/carts/${cart.id}/view`, {})
    ).json() as SupportViewTicket;
    const ticket = ticketOf(url);
    const shown = (await view(ticket)).json() as SupportView;
    const line = shown.cart.goods[0]!;
    // Everything the view's tab holds: the placeholder id, the line ids, the ticket.
    const attempts: [string, object, Record<string, string>][] = [
      ['modifyCart', { cart_id: shown.cart.id, name: 'email', value: 'x@example.hu' }, {}],
      ['incCart', { cart_id: shown.cart.id, id: line.id }, {}],
      ['removeFromCart', { cart_id: shown.cart.id, id: line.id }, {}],
      ['finishCart', { cart_id: shown.cart.id, total: 1 }, {}],
      ['modifyCart', { cart_id: ticket, name: 'email', value: 'x@example.hu' }, {}],
      ['incCart', { cart_id: shown.cart.id, id: line.id }, { authorization: `Bearer ${ticket}` }],
      ['incCart', { cart_id: shown.cart.id, id: line.id }, { 'x-support-view': ticket }],
    ];
    for (const [call, payload, headers] of attempts) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/${call}`,
        headers: { ...t.headers, ...headers },
        payload,
      });
      expect([call, res.statusCode]).toEqual([call, 400]);
    }
    // The view's own address takes no writes at all.
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/admin/support-view',
        headers: { ...t.headers, 'x-support-view': ticket },
        payload: {},
      });
      expect(res.statusCode).toBe(404);
    }
    const now = (await cartCall(t, 'getCart', { cart_id: cart.id })).json() as { cart: unknown };
    expect(now.cart).toEqual(cart);
  });

  it('ends: unknown, expired, a disabled account’s tickets; an ordered cart opens no view', async () => {
    const cart = await stepTwoCart();
    const { url } = (
      await adminCall(t, support, 'POST', `/api/admin/carts/${cart.id}/view`, {})
    ).json() as SupportViewTicket;
    const ended = {
      message: 'A támogatói nézet lejárt vagy érvénytelen. Nyissa meg újra a háttérirodából.',
    };
    const unknown = await view('x'.repeat(43));
    expect([unknown.statusCode, unknown.json()]).toEqual([401, ended]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/admin/support-view' });
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      { message: 'Hiányzik vagy hibás a támogatói nézet jegye.' },
    ]);

    await t.app.db
      .updateTable('support_view_tickets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await view(ticketOf(url))).statusCode).toBe(401);

    const second = (
      await adminCall(t, support, 'POST', `/api/admin/carts/${cart.id}/view`, {})
    ).json() as SupportViewTicket;
    expect((await view(ticketOf(second.url))).statusCode).toBe(200);
    // The expired ticket was cleared when the new one was made.
    expect(await t.app.db.selectFrom('support_view_tickets').select('id').execute()).toHaveLength(
      1,
    );
    await disableStaff(t.app.db, COMMAND_LINE, 'support@motopont.hu');
    expect((await view(ticketOf(second.url))).statusCode).toBe(401);

    await fillCheckout(t, cart.id);
    await finish(t, cart.id);
    const ordered = await adminCall(t, admin, 'POST', `/api/admin/carts/${cart.id}/view`, {});
    expect([ordered.statusCode, ordered.json()]).toEqual([
      409,
      { message: 'Ebből a kosárból már rendelés lett: a rendelés oldalán nézze meg.' },
    ]);
  });
});

describe('the OpenAPI document', () => {
  it('describes the content and support calls under the back office tag', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags: string[] }>>;
    };
    const operations: [string, string][] = [
      ['/api/admin/content/popup', 'put'],
      ['/api/admin/content/slides/{id}', 'delete'],
      ['/api/admin/content/offer', 'put'],
      ['/api/admin/content/partners', 'post'],
      ['/api/admin/content/pages/{id}', 'put'],
      ['/api/admin/content/blog', 'post'],
      ['/api/admin/carts', 'get'],
      ['/api/admin/carts/{id}', 'get'],
      ['/api/admin/carts/{id}/view', 'post'],
      ['/api/admin/support-view', 'get'],
    ];
    for (const [path, method] of operations)
      expect([path, method, doc.paths[path]?.[method]?.tags]).toEqual([
        path,
        method,
        ['staff (back office)'],
      ]);
  });
});
