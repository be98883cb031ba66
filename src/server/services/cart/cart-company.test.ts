import { TAX_NUMBER_MESSAGES } from '@common/tax-number';
import {
  type CartFixture,
  cartCall,
  modify,
  ordersOf,
  readyCart,
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

/** The company's billing block, without its tax number. */
async function fillCompany(cartId: string) {
  await modify(t, cartId, 'cegkent', true);
  await modify(t, cartId, 'szamla_nev', 'Gyors Motor Kft.');
  await modify(t, cartId, 'szamla_irsz', '6720');
  await modify(t, cartId, 'szamla_varos', 'Szeged');
  return modify(t, cartId, 'szamla_utca', 'Kárász utca 5.');
}

describe("buying as a company ('Cégként vásárolok')", () => {
  it('needs the company name, the billing address and a right tax number, billing differing or not', async () => {
    const cart = await readyCart(t, f, 1);
    expect(cart.isValid).toBe(true);
    const ticked = await modify(t, cart.id, 'cegkent', true);
    expect(ticked).toMatchObject({ cegkent: true, szamla_megegyezik: false, isValid: false });
    expect((await fillCompany(cart.id)).isValid).toBe(false);
    expect((await modify(t, cart.id, 'adoszam', '12345678-2-06')).isValid).toBe(false);
    expect((await modify(t, cart.id, 'adoszam', '12345676-7-06')).isValid).toBe(false);
    expect((await modify(t, cart.id, 'adoszam', '12345676-2-06')).isValid).toBe(true);
    expect((await modify(t, cart.id, 'szamla_utca', ' ')).isValid).toBe(false);
    expect((await modify(t, cart.id, 'cegkent', false)).isValid).toBe(true);
  });

  it('refuses finishCart with the Hungarian reason for a wrong tax number', async () => {
    const cart = await readyCart(t, f, 1);
    await fillCompany(cart.id);
    await modify(t, cart.id, 'adoszam', '12345678-2-06');
    const refused = await cartCall(t, 'finishCart', { cart_id: cart.id });
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as { message: string }).message).toContain(
      TAX_NUMBER_MESSAGES.checkDigit,
    );
    await modify(t, cart.id, 'adoszam', '');
    const missing = await cartCall(t, 'finishCart', { cart_id: cart.id });
    expect((missing.json() as { message: string }).message).toContain(TAX_NUMBER_MESSAGES.missing);
    expect(await ordersOf(t)).toEqual([]);
  });

  it('writes the company, its billing block and the printed tax number into the order and both e-mails', async () => {
    const cart = await readyCart(t, f, 1);
    await fillCompany(cart.id);
    await modify(t, cart.id, 'adoszam', '12345676206');
    const res = await cartCall(t, 'finishCart', { cart_id: cart.id });
    expect(res.statusCode).toBe(200);
    const [order] = await ordersOf(t);
    expect(order).toMatchObject({
      company_name: 'Gyors Motor Kft.',
      billing_name: 'Gyors Motor Kft.',
      billing_zip: '6720',
      billing_city: 'Szeged',
      billing_street: 'Kárász utca 5.',
      tax_number: '12345676-2-06',
      shipping_name: 'Kovács Anna',
    });
    const mails = await t.deliverMail();
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).toContain('Cégnév (céges vásárlás): Gyors Motor Kft.');
      expect(mail.text).toContain('Adószám: 12345676-2-06');
    }
  });

  it('keeps a private order free of company data', async () => {
    const cart = await readyCart(t, f, 0);
    await modify(t, cart.id, 'szamla_nev', 'Ott maradt név');
    expect((await cartCall(t, 'finishCart', { cart_id: cart.id })).statusCode).toBe(200);
    expect((await ordersOf(t))[0]).toMatchObject({
      company_name: '',
      tax_number: '',
      billing_name: 'Kovács Anna',
    });
  });
});
