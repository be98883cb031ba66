import type { Browser } from 'playwright-core';
import { formatForint } from '@common/format';
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
import { importPriceFile } from './support/back-office';
import { demoProducts } from './support/demo-api';
import { addStaffAccount, staffSignIn } from './support/staff';

describe("a retailer's day in the back office", () => {
  let browser: Browser;
  let pick: Purchase;
  const stamp = Date.now();

  beforeAll(async () => {
    browser = await launchBrowser();
    pick = pickPurchase(await demoProducts(45), 2);
    addStaffAccount(`bolt.${stamp}@motopont.hu`, 'admin');
    addStaffAccount(`ugyfelszolgalat.${stamp}@motopont.hu`, 'support');
  });
  afterAll(() => browser.close());

  it('admin imports prices, a shopper orders, support ships the order and the customer is e-mailed', async () => {
    // 1. The admin's daily price-and-stock file, from Excel: Windows-1250 would do, this one is UTF-8.
    const admin = await newShopper(browser, DESKTOP);
    await staffSignIn(admin.page, `bolt.${stamp}@motopont.hu`, { axe: true });
    const newPrice = pick.variant.price_curr_hu + 1110;
    await importPriceFile(admin.page, pick.variant.cikkszam, newPrice, async (preview) => {
      expect(await preview.getByRole('cell', { name: pick.variant.cikkszam }).count()).toBe(1);
      expect(await seriousA11yViolations(admin.page)).toEqual([]);
      await screenshot(admin.page, 'back-office-import-preview-desktop');
    });

    // 2. The shop's product page shows the new price.
    const started = Date.now();
    await admin.page.goto(`/termek/${pick.product.alias}`);
    const buyBox = admin.page.getByRole('region', { name: 'Vásárlás' });
    if (pick.product.variants.length > 1)
      await buyBox
        .getByRole('combobox', { name: 'Termékváltozat' })
        .selectOption(String(pick.variant.id));
    await buyBox.getByText(formatForint(newPrice)).first().waitFor({ timeout: 2000 });
    expect(Date.now() - started).toBeLessThan(5000);
    await admin.context.close();

    // 3. A shopper orders it.
    const shopper = await newShopper(browser, DESKTOP);
    const email = `vasarlo.${stamp}@example.hu`;
    await cartWithDelivery(shopper.page, pick, /GLS futárszolgálat/);
    await fillShipping(shopper.page, email);
    await shopper.page.getByRole('button', { name: 'Tovább' }).click();
    await shopper.page.waitForURL('**/megrendeles');
    const orderNumber = await sendOrder(shopper.page);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();

    // 4. Support finds it by the shopper's e-mail and marks it shipped with a tracking number.
    const support = await newShopper(browser, DESKTOP);
    await staffSignIn(support.page, `ugyfelszolgalat.${stamp}@motopont.hu`);
    expect(await support.page.getByRole('link', { name: 'Termékek (CSV)' }).count()).toBe(0);
    await support.page.getByLabel('Keresés (rendelésszám, név, e-mail, telefon)').fill(email);
    await support.page.getByRole('button', { name: 'Keresés' }).click();
    await support.page.getByText('1 rendelés').waitFor();
    expect(await seriousA11yViolations(support.page)).toEqual([]);
    await support.page.getByRole('link', { name: orderNumber }).click();
    await support.page.getByRole('heading', { name: `Rendelés ${orderNumber}` }).waitFor();
    await support.page.getByText(email).first().waitFor();
    await support.page.getByLabel('Új állapot').selectOption('feladva');
    await support.page.getByLabel('Csomagszám').fill(`GLS${stamp}`);
    await support.page.getByRole('button', { name: 'Állapot mentése' }).click();
    await support.page.getByRole('status').getByText('Az új állapot: Feladva.').waitFor();
    await support.page.getByRole('link', { name: `GLS${stamp}` }).waitFor();
    expect(await seriousA11yViolations(support.page)).toEqual([]);
    await screenshot(support.page, 'back-office-order-desktop');
    expect(support.errors).toEqual([]);
    await support.context.close();

    // 5. The customer's e-mail is in the outbox, with the tracking link.
    const mail = await waitForMail(email, `Csomagszám: GLS${stamp}`);
    expect(mail).toContain(`https://gls-group.com/HU/hu/csomagkovetes?match=GLS${stamp}`);
  });

  it('works on a phone: login, the order list and an order page pass axe', async () => {
    const support = await newShopper(browser, PHONE);
    await staffSignIn(support.page, `ugyfelszolgalat.${stamp}@motopont.hu`);
    await screenshot(support.page, 'back-office-orders-phone');
    expect(await seriousA11yViolations(support.page)).toEqual([]);
    // The page never scrolls sideways: only the table does, inside its own region.
    const pageWidth = () => support.page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    const first = support.page.getByRole('table').getByRole('link').first();
    const number = await first.textContent();
    await first.click();
    await support.page.getByRole('heading', { name: `Rendelés ${number}` }).waitFor();
    expect(await seriousA11yViolations(support.page)).toEqual([]);
    await screenshot(support.page, 'back-office-order-phone');
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await support.context.close();
  });
});
