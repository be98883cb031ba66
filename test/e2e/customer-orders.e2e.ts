import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
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
  fillShipping,
  pickPurchase,
  sendOrder,
  waitForMail,
} from './support/checkout-steps';
import { demoProducts } from './support/demo-api';

const PASSWORD = 'Rendeles-jelszo-2026';

async function closePopup(page: Page, title: string, button: string) {
  const dialog = page
    .getByRole('dialog', { name: title })
    .or(page.getByRole('alertdialog', { name: title }));
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function register(page: Page, email: string) {
  await page.goto('/regisztracio');
  await page.getByLabel('Vezetéknév').fill('Teszt');
  await page.getByLabel('Keresztnév').fill('Vásárló');
  await page.getByLabel('E-mail-cím').fill(email);
  await page.getByLabel(/^Jelszó\W*$/).fill(PASSWORD);
  await page.getByLabel('Jelszó még egyszer').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /elfogadom/ }).check();
  await page.getByRole('button', { name: 'Regisztrálok' }).click();
  await closePopup(page, 'Sikeres regisztráció!', 'Rendben');
}

describe("a customer's orders, Újrarendelem and their data", () => {
  let browser: Browser;
  let pick: Purchase;

  beforeAll(async () => {
    browser = await launchBrowser();
    pick = pickPurchase(await demoProducts(45), 2);
  });
  afterAll(() => browser.close());

  for (const viewport of [DESKTOP, PHONE]) {
    const device = viewport === PHONE ? 'phone' : 'desktop';

    it(`sees a guest order after confirming the e-mail, reorders it, downloads the data and deletes the account (${device})`, async () => {
      const { context, page, errors } = await newShopper(browser, viewport);
      const email = `rendeleseim.${device}.${Date.now()}@example.hu`;

      // A guest order first.
      await cartWithDelivery(page, pick, /GLS futárszolgálat/);
      await fillShipping(page, email);
      await page.getByRole('button', { name: 'Tovább' }).click();
      await page.waitForURL('**/megrendeles');
      const orderNumber = await sendOrder(page);
      await closePopup(page, 'Sikeres rendelés!', 'Rendben');

      // Registered with the same address: the guest order shows only after the link is opened.
      await register(page, email);
      await page.goto('/profil');
      const orders = page.getByRole('region', { name: 'Rendeléseim' });
      await orders.getByText('Még nincs rendelése.').waitFor();
      await orders.getByRole('button', { name: 'Megerősítő levél küldése' }).click();
      await orders.getByText('A megerősítő linket elküldtük').waitFor();
      const mail = await waitForMail(email, 'E-mail-c');
      const link = /https?:\/\/[^\s/]+(\/email-megerosites\/[A-Za-z0-9_-]{43})/.exec(mail)?.[1];
      expect(link).toBeDefined();
      await page.goto(link as string);
      await page.getByText(/megerősítette az e-mail-címét/).waitFor();
      // The secret never reaches the store (what DevTools and the QA files see).
      const secret = (link as string).split('/').pop() as string;
      const stored = await page.evaluate(() => JSON.stringify(localStorage));
      expect(stored).not.toContain(secret);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Rendeléseim megtekintése' }).click();
      await orders.getByRole('link', { name: orderNumber }).waitFor();
      expect(await orders.textContent()).toContain('Új');
      await screenshot(page, `customer-orders-profile-${device}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The order with its lines, and Újrarendelem into the (empty) cart.
      await orders.getByRole('link', { name: orderNumber }).click();
      await page.getByRole('heading', { name: `Rendelés: ${orderNumber}` }).waitFor();
      await page.getByRole('cell', { name: new RegExp(pick.variant.cikkszam) }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `customer-orders-detail-${device}`);
      await page.getByRole('button', { name: 'Újrarendelem' }).click();
      await closePopup(page, 'A tételek a kosárba kerültek', 'Tovább a kosárhoz');
      await page.waitForURL('**/kosar');
      await page.getByRole('link', { name: /Kosár 1/ }).waitFor();

      // Adataim letöltése: a JSON file with the account and the order.
      await page.goto('/profil');
      await page.getByRole('button', { name: 'Adataim letöltése' }).click();
      const ask = page.getByRole('dialog', { name: 'Adataim letöltése' });
      expect(await seriousA11yViolations(page)).toEqual([]);
      const downloading = page.waitForEvent('download');
      await ask.getByRole('button', { name: 'Letöltés' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^adataim-\d{4}-\d{2}-\d{2}\.json$/);
      const file = JSON.parse(fs.readFileSync((await download.path()) as string, 'utf8')) as {
        account: { email: string };
        orders: { order_number: string }[];
        carts: unknown[];
      };
      expect(file.account.email).toBe(email);
      expect(file.orders.map((o) => o.order_number)).toContain(orderNumber);
      expect(file.carts.length).toBeGreaterThan(0);

      // Fiók törlése: asked first; then logged out everywhere, the login no longer works.
      await page.getByRole('button', { name: 'Fiók törlése' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Biztosan törli a fiókját?' });
      await screenshot(page, `customer-orders-delete-${device}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Fiók végleges törlése' }).click();
      await closePopup(page, 'Fiókját töröltük', 'Rendben');
      await page.waitForFunction(() => localStorage.getItem('token') === null);
      await page.goto('/belepes');
      await page.getByLabel('E-mail-cím').fill(email);
      await page.getByLabel('Jelszó').fill(PASSWORD);
      await page.getByRole('button', { name: 'Belépek' }).click();
      await closePopup(page, 'Sikertelen bejelentkezés!', 'Rendben');
      expect(errors).toEqual([]);
      await context.close();
      // A whole customer's journey (order, registration, mail link, reorder, download, deletion, six
      // accessibility scans): longer than the suite's 60 s default on a loaded CI machine.
    }, 180_000);
  }
});
