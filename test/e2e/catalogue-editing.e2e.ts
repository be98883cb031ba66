import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { formatForint } from '@common/format';
import { openAdminScreen, sidewaysScroll } from './support/back-office';
import { DESKTOP, PHONE, newShopper, screenshot, seriousA11yViolations } from './support/browser';
import { staffBrowser, staffSignIn } from './support/staff';

// One long walk (two viewports, axe four times) on a machine shared with other test runs.
jest.setTimeout(240_000);

describe('an admin edits the catalogue', () => {
  const run = staffBrowser('katalogus');
  const { email, stamp } = run;

  it('creates a product with a variant and a picture, publishes it, the shop shows it; hidden, it is gone', async () => {
    const name = `Teszt sisak ${stamp}`;
    const alias = `teszt-sisak-${stamp}`;
    const price = 123_450;
    const picture = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kep-')), 'sisak.png');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#b01e23' } })
      .png()
      .toFile(picture);

    const admin = await newShopper(run.browser, DESKTOP);
    const page = admin.page;
    await staffSignIn(page, email);
    await openAdminScreen(page, 'Termékek');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'catalogue-products-desktop');

    await page.getByRole('link', { name: 'Új termék' }).click();
    await page.getByRole('heading', { name: 'Új termék' }).waitFor();
    await page.getByLabel('Név (magyar)', { exact: true }).fill(name);
    expect(await page.getByLabel('Webcím', { exact: true }).inputValue()).toBe(alias);
    await page.getByLabel('Márka', { exact: true }).fill('Teszt');
    const category = page.getByRole('combobox', { name: /^Kategória/ });
    await category.locator('option').nth(1).waitFor({ state: 'attached' });
    await category.selectOption({ index: 1 });
    await page
      .getByLabel('Leírás (magyar, HTML)', { exact: true })
      .fill('<p>Könnyű <b>sisak</b></p><script>alert(1)</script>');
    await page.getByRole('button', { name: 'Termék létrehozása' }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await page.getByText('rejtett', { exact: true }).count()).toBe(1);

    // The first variant's form is open on a product without variants.
    const form = page.getByRole('form', { name: 'Új változat' });
    await form.getByLabel('Cikkszám', { exact: true }).fill(`TS-${stamp}`);
    await form.getByLabel('Ár (Ft)', { exact: true }).fill(String(price));
    await form.getByLabel('Készlet (db)', { exact: true }).fill('4');
    await form
      .getByLabel('Tulajdonságok (soronként „név: érték”, pl. Méret: XL)', { exact: true })
      .fill('Méret: L');
    await form.getByRole('button', { name: 'Változat hozzáadása' }).click();
    await page.getByRole('cell', { name: `TS-${stamp}`, exact: true }).waitFor();

    await page
      .getByLabel('Új kép (JPEG, PNG, WebP, AVIF, GIF; legfeljebb 10 MB)', { exact: true })
      .setInputFiles(picture);
    await page.getByRole('button', { name: 'Kép feltöltése' }).click();
    await page.getByRole('img', { name: '1. kép' }).waitFor();

    expect(await seriousA11yViolations(page)).toEqual([]);
    const shopper = await newShopper(run.browser, DESKTOP);
    await page.getByRole('button', { name: 'Megjelenítés a boltban' }).click();
    await page.getByText('megjelenik a boltban').waitFor();
    const published = Date.now();

    // The shop shows it (name, price, picture) within 2 seconds.
    await shopper.page.goto(`/termek/${alias}`);
    await shopper.page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 2000 });
    await shopper.page
      .getByRole('region', { name: 'Vásárlás' })
      .getByText(formatForint(price))
      .first()
      .waitFor({ timeout: 2000 });
    expect(Date.now() - published).toBeLessThan(2000 + 3000); // 2 s plus the page's own loading
    const src = await shopper.page.getByRole('img', { name, exact: true }).getAttribute('src');
    expect(src).toMatch(/^\/media\/w\/640\/uploads\/[0-9a-f]{32}\.png\.jpg$/);
    expect(await shopper.page.getByText('alert(1)').count()).toBe(0);
    expect(shopper.errors).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(false);
    await screenshot(page, 'catalogue-product-editor-desktop');

    // Hidden: the shop answers 404 for it.
    await page.getByRole('button', { name: 'Elrejtés' }).click();
    await page.getByText('rejtett', { exact: true }).waitFor();
    const gone = await shopper.page.goto(`/termek/${alias}`);
    expect(gone?.status()).toBe(404);
    const api = await shopper.page.request.get(`/api/productByAlias/${alias}`);
    expect(api.status()).toBe(404);
    await shopper.context.close();

    // The same screens on a phone.
    const phone = await newShopper(run.browser, PHONE);
    await staffSignIn(phone.page, email);
    await phone.page.goto('/admin/katalogus');
    await phone.page.getByRole('link', { name }).click();
    await phone.page.getByRole('heading', { name, level: 1 }).waitFor();
    await phone.page.getByRole('img', { name: '1. kép' }).waitFor();
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    expect(await sidewaysScroll(phone.page)).toBe(false);
    await screenshot(phone.page, 'catalogue-product-editor-phone');
    expect([...admin.errors, ...phone.errors]).toEqual([]);
    await phone.context.close();
    await admin.context.close();
  });
});
