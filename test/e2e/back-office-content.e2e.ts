import type { Browser, Page } from 'playwright-core';
import { loadConfig } from '../../src/server/config';
import { type DbHandle, openDatabase } from '../../src/server/db/database';
import { DEMO_POPUP } from '../../src/server/seed/demo-content';
import { savePopup } from '../../src/server/services/content/content-store.service';
import {
  DESKTOP,
  PHONE,
  dataDir,
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
} from './support/checkout-steps';
import { demoProducts } from './support/demo-api';
import { addStaffAccount, staffSignIn } from './support/staff';

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('back office: content and support', () => {
  let browser: Browser;
  let database: DbHandle;
  let pick: Purchase;
  const stamp = Date.now();
  const admin = `tartalom.${stamp}@motopont.hu`;
  const support = `kosarak.${stamp}@motopont.hu`;

  beforeAll(async () => {
    browser = await launchBrowser();
    database = await openDatabase(loadConfig({ ...process.env, DATA_DIR: dataDir() }));
    pick = pickPurchase(await demoProducts(45), 3);
    addStaffAccount(admin, 'admin');
    addStaffAccount(support, 'support');
  });
  afterAll(async () => {
    // Other files expect the demo announcement (their shoppers have closed exactly that one).
    await savePopup(database.db, DEMO_POPUP);
    await database.close();
    await browser.close();
  });

  it('an admin changes the announcement popup and a shopper who closed the old one sees the new one', async () => {
    const { context, page, errors } = await newShopper(browser, DESKTOP);
    await staffSignIn(page, admin);
    await page.getByRole('link', { name: 'Tartalom' }).click();
    await page.getByRole('heading', { name: 'Tartalom', level: 1 }).waitFor();
    const title = `Új felhívás ${stamp}`;
    await page.getByLabel('Cím').fill(title);
    await page
      .getByLabel('Szöveg')
      .fill(
        '<p>Nyitás <b>9-kor</b></p><img src="/x.png" onerror="window.__pwned=1"><script>window.__pwned=2</script>',
      );
    await page.getByLabel('Aktív (megjelenik a boltban)').check();
    await page.getByRole('button', { name: 'Felhívás mentése' }).click();
    await page.getByRole('status').getByText('Mentve.').waitFor();
    // What was stored, sanitized, is what the form shows now.
    expect(await page.getByLabel('Szöveg').inputValue()).toBe(
      '<p>Nyitás <b>9-kor</b></p><img src="/x.png">',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'back-office-popup-desktop');
    expect(errors).toEqual([]);
    await context.close();

    // A shopper who had closed the demo announcement (newShopper's default) sees the new one.
    const shopper = await newShopper(browser, DESKTOP);
    await shopper.page.goto('/');
    const dialog = shopper.page.getByRole('dialog', { name: title });
    await dialog.waitFor({ timeout: 5000 });
    await dialog.getByText('9-kor').waitFor();
    expect(
      await shopper.page.evaluate(() => (window as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    await screenshot(shopper.page, 'back-office-popup-shopper');
    await shopper.context.close();
    // The demo announcement back: the other shoppers of these tests have closed exactly that one.
    await savePopup(database.db, DEMO_POPUP);

    const phone = await newShopper(browser, PHONE);
    await staffSignIn(phone.page, admin);
    await phone.page.goto('/admin/tartalom/oldalak');
    await phone.page.getByRole('region', { name: 'Információs oldalak' }).waitFor();
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    expect(await pageWidth(phone.page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone.page, 'back-office-pages-phone');
    await phone.context.close();
  });

  it("support finds a shopper's cart by e-mail and opens it read-only in the shop: same lines and step, no write", async () => {
    const shopper = await newShopper(browser, DESKTOP);
    const email = `kosar.${stamp}@example.hu`;
    await cartWithDelivery(shopper.page, pick, /GLS futárszolgálat/);
    await fillShipping(shopper.page, email);
    await shopper.page.getByRole('button', { name: 'Tovább' }).click();
    await shopper.page.waitForURL('**/megrendeles');
    const lineName = pick.product.fullname_hu;
    await shopper.page.getByText(lineName).first().waitFor();

    const staff = await newShopper(browser, DESKTOP);
    await staffSignIn(staff.page, support);
    expect(await staff.page.getByRole('link', { name: 'Tartalom' }).count()).toBe(0);
    await staff.page.getByRole('link', { name: 'Kosarak' }).click();
    await staff.page.getByLabel('Kosárazonosító vagy a vásárló e-mail-címe').fill(email);
    await staff.page.getByRole('button', { name: 'Keresés' }).click();
    const found = staff.page.getByRole('region', { name: 'Talált kosarak' });
    await found.getByText('1 kosár').waitFor();
    await found.getByText('3. lépés: összesítés (megrendelhető)').waitFor();
    expect(await seriousA11yViolations(staff.page)).toEqual([]);
    await found.getByRole('link').first().click();
    await staff.page.getByRole('heading', { name: 'Kosár', level: 1 }).waitFor();
    await staff.page.getByRole('cell', { name: pick.variant.cikkszam }).waitFor();
    expect(await seriousA11yViolations(staff.page)).toEqual([]);
    await screenshot(staff.page, 'back-office-cart-desktop');

    const [view] = await Promise.all([
      staff.context.waitForEvent('page'),
      staff.page.getByRole('button', { name: 'Megnyitás a boltban (csak olvasható)' }).click(),
    ]);
    const writes: string[] = [];
    view.on('request', (r) => {
      if (r.url().includes('/api/') && r.method() !== 'GET')
        writes.push(`${r.method()} ${r.url()}`);
    });
    await view.getByRole('region', { name: 'Támogatói nézet' }).getByText(email).waitFor();
    await view.waitForURL('**/megrendeles');
    expect(view.url()).not.toContain('tamogatas=');
    await view.getByText(lineName).first().waitFor();
    await view.getByText(email).first().waitFor();
    expect(await seriousA11yViolations(view)).toEqual([]);
    await screenshot(view, 'back-office-support-view-desktop');
    // Ordering from the view goes nowhere: no request leaves, the customer's cart is not ordered.
    await view.getByRole('button', { name: 'Megrendelés elküldése' }).click();
    await view.waitForTimeout(1000);
    expect(writes).toEqual([]);
    // The view tab never saw the customer's cart id, nor holds a login of its own.
    const stored = await view.evaluate(() => JSON.stringify({ ...window.localStorage }));
    const shopperCartId = await shopper.page.evaluate(() => window.localStorage.getItem('cart_id'));
    expect(shopperCartId).toBeTruthy();
    expect(stored).not.toContain(shopperCartId!.replace(/"/g, ''));
    await shopper.page.reload();
    await shopper.page.getByRole('button', { name: 'Megrendelés elküldése' }).waitFor();

    // The same on a phone.
    await view.setViewportSize(PHONE);
    await view.reload();
    await view.getByRole('region', { name: 'Támogatói nézet' }).waitFor();
    await view.getByText(lineName).first().waitFor();
    expect(await seriousA11yViolations(view)).toEqual([]);
    expect(await pageWidth(view)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(view, 'back-office-support-view-phone');
    await staff.page.setViewportSize(PHONE);
    expect(await seriousA11yViolations(staff.page)).toEqual([]);
    expect(await pageWidth(staff.page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(staff.page, 'back-office-cart-phone');
    expect(staff.errors).toEqual([]);
    await staff.context.close();
    await shopper.context.close();
  });
});
