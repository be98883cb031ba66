import { shopClock } from '@common/dates';
import type { AdminOrder, AdminOrderList } from '@common/api/admin.schema';
import { type CartFixture, seedCartCatalogue } from '../../testing/cart-fixtures';
import { type TestApp, createTestApp } from '../../testing/test-helpers';
import { adminCall, staffToken } from '../../testing/admin-helpers';
import { clockAt } from '../../testing/clock';
import { type OrderOptions, placeOrder } from '../../testing/order-helpers';

// Each test builds an app, a catalogue and a staff login: slow on a loaded PostgreSQL.
jest.setTimeout(30_000);

let t: TestApp;
let f: CartFixture;
let support: string;

beforeEach(async () => {
  t = await createTestApp();
  f = await seedCartCatalogue(t.app.db);
  support = await staffToken(t, 'support');
});
afterEach(() => t.close());

/** Places a guest order (mails delivered and forgotten, so a test sees only its own); its number. */
async function guestOrder(
  lines: OrderOptions['lines'],
  szallitas: OrderOptions['szallitas'] = 1,
  customer: Omit<OrderOptions, 'lines' | 'szallitas' | 'token'> = {},
): Promise<string> {
  const number = await placeOrder(t, { lines, szallitas, ...customer });
  await t.deliverMail();
  t.mailer.sent.length = 0;
  return number;
}

const setStatus = (number: string, status: string, tracking?: string) =>
  adminCall(t, support, 'POST', `/api/admin/orders/${number}/status`, {
    status,
    ...(tracking === undefined ? {} : { tracking }),
  });

const stockOf = async (variant: number) =>
  (
    await t.app.db
      .selectFrom('variants')
      .select('stock')
      .where('id', '=', variant)
      .executeTakeFirstOrThrow()
  ).stock;

describe('order list', () => {
  it('finds orders by number, name, e-mail and phone, filters them and pages newest first', async () => {
    const first = await guestOrder([[f.glovesM, 1]], 1, {
      email: 'szabo.peter@example.hu',
      name: ['Szabó', 'Péter'],
      phone: '+36 20 555 1234',
    });
    const second = await guestOrder([[f.cloth, 2]], 0);
    const third = await guestOrder([[f.sticker, 1]], 2);
    const list = async (query: string) =>
      (await adminCall(t, support, 'GET', `/api/admin/orders${query}`)).json() as AdminOrderList;

    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.items.map((o) => o.number)).toEqual([third, second, first]);
    expect(all.items[2]).toMatchObject({
      number: first,
      status: 'uj',
      name: 'Szabó Péter',
      email: 'szabo.peter@example.hu',
      phone: '+36 20 555 1234',
      delivery_method: 1,
    });
    for (const q of ['szabo.peter', 'SZABÓ', 'Péter', '555 1234', '06205551234', first])
      expect((await list(`?q=${encodeURIComponent(q)}`)).items.map((o) => o.number)).toEqual([
        first,
      ]);
    expect((await list('?delivery=0')).items.map((o) => o.number)).toEqual([second]);
    await setStatus(third, 'feldolgozas');
    expect((await list('?status=feldolgozas')).items.map((o) => o.number)).toEqual([third]);
    const clock = shopClock(new Date());
    const today = `${clock?.year}-${clock?.month}-${clock?.day}`;
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(3);
    expect((await list('?to=2020-01-01')).total).toBe(0);
    const page2 = await list('?pageSize=2&page=2');
    expect(page2).toMatchObject({ total: 3, items: [{ number: first }] });
  });

  it('exports the filtered list as CSV', async () => {
    const gls = await guestOrder([[f.glovesM, 1]], 1);
    await guestOrder([[f.cloth, 1]], 0);
    const res = await adminCall(t, support, 'GET', '/api/admin/orders.csv?delivery=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('rendelesszam;datum;allapot;nev;email;telefon;szallitas;vegosszeg');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(`^${gls};.*;Új;Kovács Anna;kovacs.anna@example.hu;.*;GLS futárszolgálat;13890$`),
    );
  });
});

describe('dates in the back office are Budapest dates', () => {
  afterEach(() => jest.useRealTimers());

  it('lists, filters and exports an order of 23:30 UTC on 22 November as 23 November 00:30', async () => {
    clockAt('2026-11-22T23:30:00.000Z');
    const number = await guestOrder([[f.glovesM, 1]], 1);
    expect(number).toMatch(/^2026-/);
    const list = async (query: string) =>
      (await adminCall(t, support, 'GET', `/api/admin/orders${query}`)).json() as AdminOrderList;
    expect((await list('?from=2026-11-23&to=2026-11-23')).total).toBe(1);
    expect((await list('?to=2026-11-22')).total).toBe(0);
    expect((await list('?from=2026-11-24')).total).toBe(0);
    const csv = await adminCall(t, support, 'GET', '/api/admin/orders.csv');
    expect(csv.body).toContain(`${number};2026-11-23 00:30;Új;`);
  });

  it('numbers an order placed on New Year’s Eve after 23:00 UTC with the new year', async () => {
    clockAt('2026-12-31T23:10:00.000Z');
    expect(await guestOrder([[f.glovesM, 1]], 1)).toMatch(/^2027-/);
  });
});

describe('an order page', () => {
  it('shows lines, totals, addresses, delivery, payment, the account and the history', async () => {
    const number = await guestOrder([
      [f.glovesM, 2],
      [f.glovesL, 1],
    ]);
    await setStatus(number, 'feldolgozas');
    const res = await adminCall(t, support, 'GET', `/api/admin/orders/${number}`);
    const order = res.json() as AdminOrder;
    expect(order).toMatchObject({
      number,
      status: 'feldolgozas',
      shipping: { name: 'Kovács Anna', zip: '1111', city: 'Budapest', street: 'Fő utca 1.' },
      delivery_name: 'GLS futárszolgálat',
      payment_mode: 'Utánvét: fizetés a futárnál készpénzzel vagy bankkártyával',
      goods_total: 37500,
      shipping_cost: 1890,
      grand_total: 39390,
      customer: null,
      next_statuses: ['uj', 'feladva', 'teljesitve', 'torolve'],
    });
    expect(order.lines).toEqual([
      {
        name: expect.stringContaining('Bőr kesztyű'),
        cikkszam: 'KESZ-M',
        quantity: 2,
        unit_price: 12000,
        line_total: 24000,
      },
      {
        name: expect.stringContaining('Bőr kesztyű'),
        cikkszam: 'KESZ-L',
        quantity: 1,
        unit_price: 13500,
        line_total: 13500,
      },
    ]);
    expect(order.history.map((h) => [h.status, h.staff])).toEqual([
      ['uj', ''],
      ['feldolgozas', 'support@motopont.hu'],
    ]);
    expect((await adminCall(t, support, 'GET', '/api/admin/orders/2026-999999')).statusCode).toBe(
      404,
    );
  });
});

describe('status changes', () => {
  it('feldolgozas: no e-mail to the customer', async () => {
    const number = await guestOrder([[f.glovesM, 1]]);
    expect((await setStatus(number, 'feldolgozas')).statusCode).toBe(200);
    expect(await t.deliverMail()).toEqual([]);
  });

  it('feladva with GLS needs a tracking number and e-mails the tracking link', async () => {
    const number = await guestOrder([[f.glovesM, 1]], 1);
    const missing = await setStatus(number, 'feladva', '  ');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      message: 'GLS és MPL szállításnál a csomagszám megadása kötelező.',
    });
    const res = await setStatus(number, 'feladva', 'GLS123456');
    expect(res.statusCode).toBe(200);
    // The e-mail was written to the outbox with the change, before any delivery.
    const queued = await t.app.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject'])
      .where('subject', '=', `Rendelését feladtuk – ${number}`)
      .execute();
    expect(queued).toEqual([
      { recipient: 'kovacs.anna@example.hu', subject: `Rendelését feladtuk – ${number}` },
    ]);
    expect(res.json()).toMatchObject({
      status: 'feladva',
      tracking_number: 'GLS123456',
      tracking_url: 'https://gls-group.com/HU/hu/csomagkovetes?match=GLS123456',
    });
    expect(await t.deliverMail()).toHaveLength(1);
    const mail = (await t.deliverMail())[0]!;
    expect(mail.to).toBe('kovacs.anna@example.hu');
    expect(mail.subject).toBe(`Rendelését feladtuk – ${number}`);
    expect(mail.text).toContain('Kedves Kovács Anna!');
    expect(mail.text).toContain('Csomagszám: GLS123456');
    expect(mail.html).toContain('href="https://gls-group.com/HU/hu/csomagkovetes?match=GLS123456"');
  });

  it('feladva with MPL links to the Posta tracking page', async () => {
    const number = await guestOrder([[f.glovesM, 1]], 2);
    expect((await setStatus(number, 'feladva')).statusCode).toBe(422);
    await setStatus(number, 'feladva', 'RL123HU');
    expect((await t.deliverMail())[0]!.text).toContain(
      'https://www.posta.hu/nyomkovetes/nyitooldal?searchvalue=RL123HU',
    );
  });

  it('atveheto only for personal pickup, with an e-mail; a pickup order is never shipped', async () => {
    const pickup = await guestOrder([[f.glovesM, 1]], 0);
    const gls = await guestOrder([[f.glovesM, 1]], 1);
    expect((await setStatus(gls, 'atveheto')).statusCode).toBe(409);
    expect((await setStatus(pickup, 'feladva', 'X1')).statusCode).toBe(409);
    expect((await setStatus(pickup, 'atveheto')).statusCode).toBe(200);
    expect((await t.deliverMail()).map((m) => m.subject)).toEqual([
      `Rendelése átvehető – ${pickup}`,
    ]);
    expect((await t.deliverMail())[0]!.text).toContain('átvehető az üzletünkben');
  });

  it('teljesitve is final and sends nothing', async () => {
    const number = await guestOrder([[f.glovesM, 1]], 0);
    await setStatus(number, 'atveheto');
    await t.deliverMail();
    t.mailer.sent.length = 0;
    expect((await setStatus(number, 'teljesitve')).statusCode).toBe(200);
    expect(await t.deliverMail()).toEqual([]);
    const again = await setStatus(number, 'torolve');
    expect(again.statusCode).toBe(409);
    expect((await setStatus(number, 'teljesitve')).json()).toEqual({
      message: 'A rendelés már ebben az állapotban van.',
    });
  });

  it('torolve gives clearance stock back (once), e-mails the customer and is final', async () => {
    const number = await guestOrder([
      [f.glovesClearance, 2],
      [f.glovesM, 1],
    ]);
    expect(await stockOf(f.glovesClearance)).toBe(0);
    const stockM = await stockOf(f.glovesM);
    expect((await setStatus(number, 'torolve')).statusCode).toBe(200);
    expect(await stockOf(f.glovesClearance)).toBe(2);
    expect(await stockOf(f.glovesM)).toBe(stockM);
    expect((await t.deliverMail()).map((m) => m.subject)).toEqual([
      `Rendelését töröltük – ${number}`,
    ]);
    expect((await setStatus(number, 'uj')).statusCode).toBe(409);
    expect(await stockOf(f.glovesClearance)).toBe(2);
  });

  it('uj: a packed order can go back to new', async () => {
    const number = await guestOrder([[f.glovesM, 1]]);
    await setStatus(number, 'feldolgozas');
    expect((await setStatus(number, 'uj')).json()).toMatchObject({ status: 'uj' });
  });

  it('every change is in the audit log with before and after', async () => {
    const number = await guestOrder([[f.glovesM, 1]]);
    await setStatus(number, 'feldolgozas');
    await setStatus(number, 'feladva', 'GLS1');
    const admin = await staffToken(t, 'admin');
    const res = await adminCall(
      t,
      admin,
      'GET',
      `/api/admin/audit?entity=order&entityId=${number}`,
    );
    expect(res.json()).toMatchObject({
      total: 2,
      items: [
        {
          staff: 'support@motopont.hu',
          action: 'order.status',
          before: { status: 'feldolgozas', tracking_number: '' },
          after: { status: 'feladva', tracking_number: 'GLS1' },
        },
        { before: { status: 'uj' }, after: { status: 'feldolgozas' } },
      ],
    });
    const bySupport = await adminCall(
      t,
      admin,
      'GET',
      '/api/admin/audit?staff=support@motopont.hu',
    );
    expect((bySupport.json() as { total: number }).total).toBe(2);
  });

  it('refuses unknown statuses and orders', async () => {
    const number = await guestOrder([[f.glovesM, 1]]);
    expect((await setStatus(number, 'elveszett')).statusCode).toBe(400);
    expect((await setStatus('2026-999999', 'feldolgozas')).statusCode).toBe(404);
    expect(
      (
        await adminCall(t, null, 'POST', `/api/admin/orders/${number}/status`, {
          status: 'feldolgozas',
        })
      ).statusCode,
    ).toBe(401);
  });
});
