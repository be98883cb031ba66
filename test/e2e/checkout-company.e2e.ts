import type { Browser } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import {
  type Purchase,
  cartWithDelivery,
  customerMail,
  fillShipping,
  pickPurchase,
  sendOrder,
} from './support/checkout-steps';
import { demoProducts } from './support/demo-api';

describe("buying as a company ('Cégként vásárolok')", () => {
  let browser: Browser;
  let pick: Purchase;

  beforeAll(async () => {
    browser = await launchBrowser();
    pick = pickPurchase(await demoProducts(45), 1);
  });
  afterAll(() => browser.close());

  for (const viewport of [DESKTOP, PHONE]) {
    const device = viewport === PHONE ? 'phone' : 'desktop';

    it(`refuses a wrong tax number and orders with a right one (${device})`, async () => {
      const { context, page, errors } = await newShopper(browser, viewport);
      const email = `ceg.${device}.${Date.now()}@example.hu`;
      await cartWithDelivery(page, pick, /GLS futárszolgálat/);
      await fillShipping(page, email);

      await page.getByRole('checkbox', { name: 'Cégként vásárolok' }).check();
      const billing = page.getByRole('group', { name: 'Számlázási adatok' });
      await billing.getByLabel('Cégnév').fill('Gyors Motor Kft.');
      await billing.getByLabel('Irányítószám').fill('1051');
      await billing.getByLabel('Város').fill('Budapest');
      await billing.getByLabel('Utca, házszám').fill('Nádor utca 5.');
      const taxNumber = billing.getByLabel('Adószám');
      await taxNumber.fill('12345678-2-06');
      await billing
        .getByText('Az adószám hibás: az első nyolc számjegy ellenőrző számjegye nem stimmel.')
        .waitFor();
      expect(await taxNumber.getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, `checkout-company-wrong-tax-${device}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The server judges the same way: 'Tovább' is refused with the spec's warning.
      await page.getByRole('button', { name: 'Tovább' }).click();
      const warning = page.getByRole('dialog', { name: 'Hibás űrlap kitöltés' });
      await warning.getByRole('button', { name: 'Javítom' }).click();
      expect(new URL(page.url()).pathname).toBe('/adatok-szallitas');

      await taxNumber.fill('12345676-2-06');
      expect(await taxNumber.getAttribute('aria-invalid')).toBeNull();
      await page.getByRole('button', { name: 'Tovább' }).click();
      await page.waitForURL('**/megrendeles');
      const billed = page.getByRole('region', { name: 'Számlázási cím' });
      await billed.getByText('Céges vásárlás').waitFor();
      expect(await billed.textContent()).toContain('Gyors Motor Kft.');
      expect(await billed.textContent()).toContain('Adószám: 12345676-2-06');
      await screenshot(page, `checkout-company-summary-${device}`);

      const orderNumber = await sendOrder(page);
      const success = page.getByRole('dialog', { name: 'Sikeres rendelés!' });
      await success.getByText(`Rendelésszám: ${orderNumber}`).waitFor();
      await screenshot(page, `checkout-company-success-${device}`);
      const mail = await customerMail(email, orderNumber);
      expect(mail).toContain('Gyors Motor Kft.');
      expect(mail).toContain('12345676-2-06');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
