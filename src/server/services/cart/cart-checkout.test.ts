import type { Cart, FinishCartResponse } from '@common/api/cart.schema';
import {
  type CartAnswer,
  type CartFixture,
  add,
  cartCall,
  finish,
  fillCheckout,
  modify,
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

describe('finishCart', () => {
  it('writes the order with its lines, prices, addresses and totals, and finishes the cart', async () => {
    const cart = await readyCart(1);
    await modify(t, cart.id, 'megjegyzes', 'Délután legyen.');
    const res = await finish(t, cart.id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as FinishCartResponse;
    expect(body.status).toBe(1);
    expect(body.cart).toMatchObject({
      id: cart.id,
      finish: true,
      vegosszeg: 37500,
      shippingcost: 1890,
    });
    expect(body.order).toEqual({
      order_number: expect.stringMatching(/^\d{4}-\d{6}$/),
      grand_total: 39390,
    });

    const [order] = await orders();
    expect(order).toMatchObject({
      order_number: body.order.order_number,
      cart_id: cart.id,
      user_id: null,
      email: 'kovacs.anna@example.hu',
      phone: '+36 30 123 4567',
      shipping_name: 'Kovács Anna',
      shipping_zip: '1111',
      shipping_city: 'Budapest',
      shipping_street: 'Fő utca 1.',
      billing_name: 'Kovács Anna',
      billing_zip: '1111',
      billing_city: 'Budapest',
      billing_street: 'Fő utca 1.',
      tax_number: '',
      note: 'Délután legyen.',
      delivery_method: 1,
      payment_mode: 'Utánvét: fizetés a futárnál készpénzzel vagy bankkártyával',
      goods_total: 37500,
      shipping_cost: 1890,
      grand_total: 39390,
    });
    const lines = await t.app.db
      .selectFrom('order_lines')
      .select([
        'variant_id',
        'product_id',
        'name',
        'cikkszam',
        'quantity',
        'unit_price',
        'line_total',
      ])
      .where('order_id', '=', order?.id as number)
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      {
        variant_id: f.glovesM,
        product_id: f.productId,
        name: 'Bőr kesztyű – M',
        cikkszam: 'KESZ-M',
        quantity: 2,
        unit_price: 12000,
        line_total: 24000,
      },
      {
        variant_id: f.glovesL,
        product_id: f.productId,
        name: 'Bőr kesztyű – L',
        cikkszam: 'KESZ-L',
        quantity: 1,
        unit_price: 13500,
        line_total: 13500,
      },
    ]);
  });

  it('keeps the names and prices of the order when the catalogue changes later', async () => {
    const cart = await readyCart(0);
    await finish(t, cart.id);
    await t.app.db
      .updateTable('variants')
      .set({ price_curr_hu: 99999, name_hu: 'Átnevezve' })
      .execute();
    const lines = await t.app.db
      .selectFrom('order_lines')
      .select(['name', 'unit_price'])
      .orderBy('id')
      .execute();
    expect(lines).toEqual([
      { name: 'Bőr kesztyű – M', unit_price: 12000 },
      { name: 'Bőr kesztyű – L', unit_price: 13500 },
    ]);
  });

  it('writes the billing block when billing differs', async () => {
    const cart = await readyCart(0);
    await modify(t, cart.id, 'szamla_megegyezik', true);
    await modify(t, cart.id, 'szamla_nev', 'Kovács Kft.');
    await modify(t, cart.id, 'szamla_irsz', '6720');
    await modify(t, cart.id, 'szamla_varos', 'Szeged');
    await modify(t, cart.id, 'szamla_utca', 'Kárász utca 5.');
    await modify(t, cart.id, 'adoszam', '12345676-2-06');
    expect((await finish(t, cart.id)).statusCode).toBe(200);
    expect((await orders())[0]).toMatchObject({
      billing_name: 'Kovács Kft.',
      billing_zip: '6720',
      billing_city: 'Szeged',
      billing_street: 'Kárász utca 5.',
      tax_number: '12345676-2-06',
      delivery_method: 0,
      shipping_cost: 0,
      payment_mode: 'Fizetés az üzletben készpénzzel vagy bankkártyával',
    });
  });

  it('refuses an invalid cart with a 422 naming the problems, and leaves it open', async () => {
    const cart = await add(t, f.glovesM, 1);
    await modify(t, cart.id, 'email', 'nem-email');
    const res = await finish(t, cart.id);
    expect(res.statusCode).toBe(422);
    const body = res.json() as { status: number; message: string };
    expect(body.status).toBe(0);
    expect(body.message).toContain('Válasszon szállítási módot.');
    expect(body.message).toContain('Adjon meg érvényes e-mail-címet.');
    expect(await orders()).toEqual([]);
    expect(await t.deliverMail()).toEqual([]);
    const after = await fillCheckout(t, cart.id);
    expect(after.finish).toBe(false);
    expect((await finish(t, cart.id)).statusCode).toBe(200);
  });

  it('places nothing when a price changed after the summary: 409 changed with the new cart', async () => {
    const cart = await readyCart(1);
    const shown = cart.vegosszeg + (cart.shippingcost ?? 0);
    expect(shown).toBe(39390);
    await t.app.db
      .updateTable('variants')
      .set({ price_curr_hu: 13000 })
      .where('id', '=', f.glovesM)
      .execute();
    const res = await finish(t, cart.id, shown);
    expect(res.statusCode).toBe(409);
    const body = res.json() as { status: number; reason: string; message: string; cart: Cart };
    expect(body).toMatchObject({
      status: 0,
      reason: 'changed',
      message:
        'Időközben megváltozott a rendelés végösszege. Kérjük, ellenőrizze az új összeget, és küldje el újra a megrendelést.',
      cart: { id: cart.id, finish: false, vegosszeg: 39500, shippingcost: 1890 },
    });
    expect(body.cart.goods.find((l) => l.variant.id === f.glovesM)?.price).toBe(13000);
    expect(await orders()).toEqual([]);
    expect(await t.deliverMail()).toEqual([]);
    // The shopper confirms the new total: now it is placed, and the e-mail states that total.
    const again = await finish(t, cart.id, 41390);
    expect(again.statusCode).toBe(200);
    expect((again.json() as FinishCartResponse).order.grand_total).toBe(41390);
    const [mail] = await t.deliverMail();
    expect(mail?.text).toContain('Fizetendő végösszeg: 41\u00a0390\u00a0Ft');
  });

  it('refuses a fractional or negative total with 400', async () => {
    const cart = await readyCart(1);
    for (const total of [39390.5, -1]) {
      const res = await cartCall(t, 'finishCart', { cart_id: cart.id, total });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { status: number }).status).toBe(0);
    }
    expect(await orders()).toEqual([]);
  });

  it('answers 404 for an unknown cart and 400 for extra fields', async () => {
    const unknown = await cartCall(t, 'finishCart', {
      cart_id: '3f1c2b7e-8d4a-4c6b-9e2f-1a2b3c4d5e6f',
      total: 0,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 0, message: 'Nem található ilyen kosár.' });
    const cart = await readyCart();
    const extra = await cartCall(t, 'finishCart', { cart_id: cart.id, total: 1, grand_total: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ status: 0, message: 'Nem elfogadott mező: grand_total.' });
    expect(await orders()).toEqual([]);
  });

  it('makes exactly one order and one pair of e-mails from 10 concurrent calls', async () => {
    const cart = await readyCart();
    const answers = await Promise.all(Array.from({ length: 10 }, () => finish(t, cart.id)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const numbers = new Set(
      answers.map((r) => (r.json() as FinishCartResponse).order.order_number),
    );
    expect(numbers.size).toBe(1);
    expect(await orders()).toHaveLength(1);
    expect(await t.deliverMail()).toHaveLength(2);
  });

  it('answers a repeated call with the same order and sends nothing new', async () => {
    const cart = await readyCart();
    const first = (await finish(t, cart.id)).json() as FinishCartResponse;
    const again = await finish(t, cart.id);
    expect(again.statusCode).toBe(200);
    expect((again.json() as FinishCartResponse).order).toEqual(first.order);
    expect(await orders()).toHaveLength(1);
    expect(await t.deliverMail()).toHaveLength(2);
  });

  it('decrements clearance stock and never sells more than there is', async () => {
    const first = await fillCheckout(t, (await add(t, f.glovesClearance, 2)).id);
    const second = await fillCheckout(t, (await add(t, f.glovesClearance, 2)).id);
    const third = await fillCheckout(t, (await add(t, f.glovesClearance, 1)).id);
    const carts = [first, second, third];
    const answers = await Promise.all(carts.map((c) => finish(t, c.id)));
    // Whichever cart the database serves first wins (2 or 1 pairs); the other two no longer fit.
    const won = answers.findIndex((r) => r.statusCode === 200);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(refused[0]?.json()).toEqual({
      status: 0,
      message:
        'Sajnos a(z) „Bőr kesztyű – XL” termékből már nincs elég készlet. Kérjük, módosítsa a mennyiséget.',
    });
    const variant = await t.app.db
      .selectFrom('variants')
      .select('stock')
      .where('id', '=', f.glovesClearance)
      .executeTakeFirstOrThrow();
    expect(variant.stock).toBe(won === 2 ? 1 : 0);
    expect(await orders()).toHaveLength(1);
    // The refused carts stay open for the shopper to change.
    const loser = carts.find((_, i) => i !== won);
    const open = await cartCall(t, 'getCart', { cart_id: loser?.id });
    expect((open.json() as CartAnswer).cart).toMatchObject({ finish: false, isValid: false });
  });
});
