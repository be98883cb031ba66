import type { Browser } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import { waitForMail } from './support/checkout-steps';
import { demoProducts } from './support/demo-api';
import { addStaffAccount, staffSignIn } from './support/staff';

jest.setTimeout(240_000);

describe('"Értesítést kérek": a back-in-stock e-mail after the back office raises the stock', () => {
  let browser: Browser;
  const stamp = Date.now();
  const adminEmail = `keszlet.${stamp}@motopont.hu`;
  beforeAll(async () => {
    browser = await launchBrowser();
    addStaffAccount(adminEmail, 'admin');
  });
  afterAll(() => browser.close());

  it('two shoppers ask (1280 and 375 px), an admin sets the stock to 3, each gets one e-mail', async () => {
    const products = await demoProducts(60);
    const product = products.find((p) => p.variants.some((v) => v.stock === 0));
    const variant = product?.variants.find((v) => v.stock === 0);
    if (!product || !variant) throw new Error('No demo variant out of stock');
    const shoppers = [
      { viewport: DESKTOP, name: 'desktop', email: `asztali.${stamp}@pelda.hu` },
      { viewport: PHONE, name: 'phone', email: `telefon.${stamp}@pelda.hu` },
    ];
    for (const { viewport, name, email } of shoppers) {
      const shopper = await newShopper(browser, viewport);
      const page = shopper.page;
      await page.goto(`/termek/${product.alias}`);
      await page.getByRole('combobox', { name: 'Termékváltozat' }).selectOption(String(variant.id));
      await page.getByRole('button', { name: 'Értesítést kérek' }).click();
      const form = page.getByRole('form', { name: 'Értesítés kérése' });
      await form.getByRole('textbox', { name: /E-mail-cím/ }).fill('nem-cim');
      await form.getByRole('button', { name: 'Kérem az értesítést' }).click();
      await form.getByText('Adj meg érvényes e-mail-címet (például nev@pelda.hu).').waitFor();
      await form.getByRole('textbox', { name: /E-mail-cím/ }).fill(email);
      await form.getByRole('button', { name: 'Kérem az értesítést' }).click();
      await page
        .getByRole('status')
        .getByText(`Köszönjük! Amint újra lesz készleten, e-mailt küldünk ide: ${email}.`)
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `back-in-stock-${name}`);
      await shopper.context.close();
    }

    const admin = await newShopper(browser, DESKTOP);
    const page = admin.page;
    await staffSignIn(page, adminEmail);
    await page.goto(`/admin/katalogus/${product.id}`);
    await page.getByRole('button', { name: `${variant.cikkszam} szerkesztése` }).click();
    const form = page.getByRole('form', { name: `Változat: ${variant.cikkszam}` });
    await form.getByLabel('Készlet (db)').fill('3');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/admin/catalogue/variants/${variant.id}`) && r.status() === 200,
    );
    await form.getByRole('button', { name: 'Mentés' }).click();
    await saved;
    for (const { email } of shoppers) {
      const mail = await waitForMail(email, 'Újra készleten van', `/termek/${product.alias}`);
      expect(mail).toContain(variant.cikkszam);
    }
    await admin.context.close();
  });
});
