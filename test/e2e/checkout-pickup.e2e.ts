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

describe('buying to a Foxpost parcel locker', () => {
  let browser: Browser;
  let pick: Purchase;

  beforeAll(async () => {
    browser = await launchBrowser();
    pick = pickPurchase(await demoProducts(45), 2);
  });
  afterAll(() => browser.close());

  for (const viewport of [DESKTOP, PHONE]) {
    const device = viewport === PHONE ? 'phone' : 'desktop';

    it(`finds a locker by city without accents, orders to it and gets it in the e-mail (${device})`, async () => {
      const { context, page, errors } = await newShopper(browser, viewport);
      const email = `foxpost.${device}.${Date.now()}@example.hu`;
      await cartWithDelivery(page, pick, /Foxpost csomagautomata/);
      await fillShipping(page, email);

      // Without a point the server says the form is not complete.
      await page.getByRole('button', { name: 'Tovább' }).click();
      const warning = page.getByRole('dialog', { name: 'Hibás űrlap kitöltés' });
      await warning.getByRole('button', { name: 'Javítom' }).click();

      const chooser = page.getByRole('group', { name: 'Átvételi pont' });
      await chooser.getByLabel(/Keresés irányítószám, település vagy név alapján/).fill('gyor');
      const found = chooser.getByRole('list', { name: 'Talált átvételi pontok' });
      await found.getByText('Foxpost - Árkád Győr').waitFor();
      expect(await found.textContent()).toContain('9027 Győr, Budai út 1.');
      await found.getByText('Nyitvatartás').click();
      await found.getByText('00:00-24:00').first().waitFor();
      const map = page.locator('iframe[title="Térkép: Foxpost - Árkád Győr"]');
      expect(await map.isVisible()).toBe(viewport === DESKTOP);
      await found.getByRole('button', { name: 'Foxpost - Árkád Győr kiválasztása' }).click();
      await chooser.getByText('Választott átvételi pont (Foxpost automata):').waitFor();
      await screenshot(page, `checkout-pickup-chooser-${device}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Tovább' }).click();
      await page.waitForURL('**/megrendeles');
      const facts = page.getByRole('region', { name: 'Szállítás és fizetés' });
      await facts.getByText('Foxpost csomagautomata').waitFor();
      expect(await facts.textContent()).toContain('Foxpost automata: Foxpost - Árkád Győr');
      expect(await facts.textContent()).toContain('9027 Győr, Budai út 1.');
      const totals = page.getByRole('region', { name: 'Összesítés' });
      expect(await totals.textContent()).toMatch(/Szállítási költség1\s190\sFt/);
      await screenshot(page, `checkout-pickup-summary-${device}`);

      const orderNumber = await sendOrder(page);
      await page
        .getByRole('dialog', { name: 'Sikeres rendelés!' })
        .getByText(`Rendelésszám: ${orderNumber}`)
        .waitFor();
      const mail = await customerMail(email, orderNumber);
      expect(mail).toContain('Foxpost automata: Foxpost - Árkád Győr, 9027 Győr, Budai út 1.');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
