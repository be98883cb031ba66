import type { TestApp } from '../../testing/test-helpers';
import { createTestApp } from '../../testing/test-helpers';
import {
  type CartFixture,
  add,
  finish,
  fillCheckout,
  modify,
  seedCartCatalogue,
} from '../../testing/cart-fixtures';
import { clockAt } from '../../testing/clock';
import { placeOrder } from '../../testing/order-helpers';

let t: TestApp;
let f: CartFixture;

beforeEach(async () => {
  t = await createTestApp();
  f = await seedCartCatalogue(t.app.db);
});
afterEach(() => t.close());

/** Orders 2 × M gloves and 1 × L gloves (13 500 Ft promotional) with the given delivery. */
async function order(szallitas: 0 | 1 | 2): Promise<string> {
  const number = await placeOrder(t, {
    lines: [
      [f.glovesM, 2],
      [f.glovesL, 1],
    ],
    szallitas,
  });
  await t.deliverMail();
  return number;
}

const nb = (text: string) => text.replace(/ /g, '\u00a0');

describe('order e-mails', () => {
  afterEach(() => jest.useRealTimers());

  it('date the order in Budapest: placed at 23:30 UTC on 22 November, it is 23 November', async () => {
    clockAt('2026-11-22T23:30:00.000Z');
    await order(0);
    expect(t.mailer.sent.length).toBeGreaterThan(0);
    for (const mail of t.mailer.sent) {
      expect(mail.text).toContain('Dátum: 2026. november 23.');
      expect(mail.html).toContain('2026. november 23.');
      expect(mail.text).not.toContain('november 22.');
    }
  });

  it('date an order on the evening of the autumn change by the Budapest clock', async () => {
    // 23:30 in Budapest on Sunday 25 October (UTC+1 again since 03:00 -> 02:00 that night).
    clockAt('2026-10-25T22:30:00.000Z');
    await order(0);
    const mail = t.mailer.sent.find((m) => m.to === 'kovacs.anna@example.hu');
    expect(mail?.text).toContain('Dátum: 2026. október 25.');
  });

  it('confirm the order to the customer with number, lines, totals, delivery and payment', async () => {
    const number = await order(1);
    const mail = t.mailer.sent.find((m) => m.to === 'kovacs.anna@example.hu');
    expect(mail?.subject).toBe(`Rendelés visszaigazolása – ${number}`);
    const text = mail?.text ?? '';
    expect(text).toContain('Kedves Kovács Anna!');
    expect(text).toContain(`Rendelésszám: ${number}`);
    expect(text).toContain(
      `- Bőr kesztyű – M (cikkszám: KESZ-M): 2 db × ${nb('12 000 Ft')} = ${nb('24 000 Ft')}`,
    );
    expect(text).toContain(
      `- Bőr kesztyű – L (cikkszám: KESZ-L): 1 db × ${nb('13 500 Ft')} = ${nb('13 500 Ft')}`,
    );
    expect(text).toContain(`Termékek összesen: ${nb('37 500 Ft')}`);
    expect(text).toContain(`Szállítási díj: ${nb('1 890 Ft')}`);
    expect(text).toContain(`Fizetendő végösszeg: ${nb('39 390 Ft')}`);
    expect(text).toContain('Szállítási mód: GLS futárszolgálat');
    expect(text).toContain(
      'Fizetési mód: Utánvét: fizetés a futárnál készpénzzel vagy bankkártyával',
    );
    expect(text).toContain('Szállítási cím: 1111 Budapest, Fő utca 1.');
    expect(text).not.toContain('Számlaszám');
    expect(mail?.html).toMatch(/^<!doctype html>\n<html lang="hu">/);
    expect(mail?.html).toContain(`<td>${number}</td>`);
    expect(mail?.html).toContain(nb('39 390 Ft'));
  });

  it('give the bank transfer details for MPL prepayment', async () => {
    const number = await order(2);
    const mail = t.mailer.sent.find((m) => m.to === 'kovacs.anna@example.hu');
    const text = mail?.text ?? '';
    expect(text).toContain('Szállítási mód: MPL futárszolgálat');
    expect(text).toContain('Fizetési mód: Előre utalás');
    expect(text).toContain('Kedvezményezett: MotoPont Kft.');
    expect(text).toContain(`Számlaszám: ${t.config.bankAccount.number}`);
    expect(text).toContain(`Összeg: ${nb('39 490 Ft')}`);
    expect(text).toContain(`Közlemény: ${number}`);
    expect(mail?.html).toContain('<h2>Banki átutalás</h2>');
  });

  it('notify the shop with the customer and the lines', async () => {
    const number = await order(0);
    const mail = t.mailer.sent.find((m) => m.to === t.config.shopEmail);
    expect(mail?.subject).toBe(`Új rendelés: ${number} (Kovács Anna, ${nb('37 500 Ft')})`);
    expect(mail?.text).toContain(`Új rendelés érkezett: ${number}.`);
    expect(mail?.text).toContain('E-mail: kovacs.anna@example.hu');
    expect(mail?.text).toContain('Telefonszám: +36 30 123 4567');
    expect(mail?.text).toContain('Szállítási mód: Személyes átvétel az üzletben');
    expect(mail?.text).toContain('- Bőr kesztyű – M (cikkszám: KESZ-M): 2 db');
    expect(t.mailer.sent).toHaveLength(2);
  });

  it('escape what the shopper typed in the HTML part', async () => {
    const cart = await add(t, f.glovesM, 1);
    await fillCheckout(t, cart.id, 0);
    await modify(t, cart.id, 'megjegyzes', '<img src=x onerror=alert(1)> & "idézet"');
    await finish(t, cart.id);
    const mails = await t.deliverMail();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;idézet&#34;');
      expect(mail.text).toContain('Megjegyzés: <img src=x onerror=alert(1)> & "idézet"');
    }
  });

  it('leave the order in place when sending fails, and keep the mails for a retry', async () => {
    const send = t.mailer.send.bind(t.mailer);
    t.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    const number = await order(1);
    const stored = await t.app.db
      .selectFrom('orders')
      .select('order_number')
      .executeTakeFirstOrThrow();
    expect(stored.order_number).toBe(number);
    const waiting = await t.app.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'last_error'])
      .orderBy('id')
      .execute();
    expect(waiting).toEqual([
      { status: 'pending', attempts: 1, last_error: 'SMTP down' },
      { status: 'pending', attempts: 0, last_error: '' },
    ]);
    t.mailer.send = send;
    await t.app.db.updateTable('mail_outbox').set({ next_attempt_at: '2000-01-01' }).execute();
    expect((await t.deliverMail()).map((m) => m.subject)).toEqual([
      `Rendelés visszaigazolása – ${number}`,
      expect.stringContaining(`Új rendelés: ${number}`),
    ]);
  });
});
