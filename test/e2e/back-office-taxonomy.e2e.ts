import type { Page } from 'playwright-core';
import { openAdminScreen, sidewaysScroll } from './support/back-office';
import { DESKTOP, PHONE, newShopper, screenshot, seriousA11yViolations } from './support/browser';
import { demoProducts } from './support/demo-api';
import { staffBrowser, staffSignIn } from './support/staff';

/** The category tree's rows, top to bottom. */
const treeRows = (page: Page) => page.locator('.admin__tree > li').allTextContents();

// A long walk (two screens, the shop twice, axe several times) on a machine shared with other runs.
jest.setTimeout(300_000);

describe('an admin edits categories and bike types', () => {
  const run = staffBrowser('taxonomia');
  const { email, stamp } = run;

  it('adds, renames, reorders and deletes a category; the shop menu follows', async () => {
    const first = `Téli kesztyű ${stamp}`;
    const renamed = `Téli kesztyűk ${stamp}`;
    const [product] = await demoProducts(1);
    if (!product) throw new Error('no demo product');

    const admin = await newShopper(run.browser, DESKTOP);
    const page = admin.page;
    await staffSignIn(page, email);
    await openAdminScreen(page, 'Kategóriák');

    await page.getByRole('button', { name: 'Új kategória' }).click();
    const form = page.getByRole('form', { name: 'Új kategória' });
    await form.getByLabel('Név (magyar)', { exact: true }).fill(first);
    await form.getByRole('button', { name: 'Mentés' }).click();
    await page.getByRole('button', { name: `${first} szerkesztése` }).waitFor();

    await page.getByRole('button', { name: `${first} szerkesztése` }).click();
    const edit = page.getByRole('form', { name: `${first} szerkesztése` });
    await edit.getByLabel('Név (magyar)', { exact: true }).fill(renamed);
    await edit.getByRole('button', { name: 'Mentés' }).click();
    await page.getByRole('button', { name: `${renamed} szerkesztése` }).waitFor();

    // A new top-level category comes last in its section; one step up puts it before its neighbour.
    const before = await treeRows(page);
    const at = before.findIndex((row) => row.includes(renamed));
    await page.getByRole('button', { name: `${renamed} előrébb` }).click();
    await page.waitForFunction(
      ([name, index]) =>
        [...document.querySelectorAll('.admin__tree > li')].findIndex((li) =>
          li.textContent?.includes(name as string),
        ) < (index as number),
      [renamed, at] as const,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await sidewaysScroll(page)).toBe(false);
    await screenshot(page, 'back-office-categories-desktop');

    // The shop's menu leaves out empty categories: a product moves in, through its editor.
    await openAdminScreen(page, 'Termékek');
    await page.getByLabel('Keresés (név, cikkszám, webcím)').fill(product.alias);
    await page.getByRole('button', { name: 'Keresés' }).click();
    await page.getByRole('link', { name: product.name_hu, exact: true }).click();
    await page.getByRole('heading', { name: product.name_hu, level: 1 }).waitFor();
    const categorySelect = page.getByRole('combobox', { name: /^Kategória/ });
    await categorySelect.locator('option').nth(1).waitFor({ state: 'attached' });
    const original = await categorySelect.inputValue();
    const saveProduct = async () => {
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().includes('/api/admin/catalogue/products/'),
      );
      await page.getByRole('button', { name: 'Adatok mentése' }).click();
      expect((await saved).status()).toBe(200);
    };
    await categorySelect.selectOption({ label: `Ruházat, sisak / ${renamed}` });
    await saveProduct();

    const shopper = await newShopper(run.browser, DESKTOP);
    await shopper.page.goto('/ruhazat-sisak');
    const menu = shopper.page.getByRole('navigation', { name: 'Kategóriák' });
    await menu.getByRole('link', { name: `${renamed} (1)` }).click();
    await shopper.page.getByRole('heading', { level: 1, name: new RegExp(renamed) }).waitFor();
    await shopper.page.getByText(product.name_hu).first().waitFor();
    await screenshot(shopper.page, 'back-office-category-in-shop');

    // While the product is in it the category cannot go; moved back, it can.
    await openAdminScreen(page, 'Kategóriák');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `${renamed} törlése` }).click();
    await page
      .getByRole('alert')
      .getByText(/^A kategóriában 1 termék van/)
      .waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: product.name_hu, level: 1 }).waitFor();
    await categorySelect.selectOption(original);
    await saveProduct();
    await openAdminScreen(page, 'Kategóriák');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `${renamed} törlése` }).click();
    await page
      .getByRole('button', { name: `${renamed} szerkesztése` })
      .waitFor({ state: 'detached' });

    await shopper.page.goto('/ruhazat-sisak');
    await menu.getByRole('link').first().waitFor();
    expect(await menu.getByRole('link', { name: new RegExp(renamed) }).count()).toBe(0);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
    await shopper.context.close();
  });

  it('adds a bike type with ccm and kW; the parts finder offers it; the screens on a phone', async () => {
    const maker = `Tesztmotor${stamp}`;
    const model = `TM 300 ${stamp}`;
    const admin = await newShopper(run.browser, DESKTOP);
    const page = admin.page;
    await staffSignIn(page, email);
    await openAdminScreen(page, 'Motortípusok');
    await page.getByRole('button', { name: 'Új motortípus' }).click();
    const form = page.getByRole('form', { name: 'Új motortípus' });
    await form.getByLabel('Gyártó', { exact: true }).fill(maker);
    await form.getByLabel('Kivitel', { exact: true }).fill('Naked');
    await form.getByLabel('Típusnév', { exact: true }).fill(model);
    await form.getByLabel('Hengerűrtartalom (ccm)', { exact: true }).fill('292');
    await form.getByLabel('Teljesítmény (kW, ha ismert)', { exact: true }).fill('31');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'back-office-bike-form-desktop');
    await form.getByRole('button', { name: 'Mentés' }).click();
    await page.getByLabel('Keresés (gyártó, típus)').fill(maker);
    await page.getByRole('button', { name: 'Keresés' }).click();
    const row = page.getByRole('row', { name: new RegExp(model) });
    await row.waitFor();
    expect((await row.allInnerTexts()).join(' ')).toMatch(/292\s+31/);

    const shopper = await newShopper(run.browser, DESKTOP);
    await shopper.page.goto('/alkatresz-kereso/');
    await shopper.page.getByRole('button', { name: 'Inkább beírom a típust' }).click();
    await shopper.page.getByRole('searchbox', { name: 'Gyártó és típus' }).fill(`${maker} tm 300`);
    const finder = shopper.page.getByRole('region', { name: 'Válaszd ki a motorod' });
    const types = finder.getByRole('combobox', { name: 'Típus' });
    await types.locator('option', { hasText: model }).waitFor({ state: 'attached' });
    await types.selectOption({ label: model });
    await shopper.page.getByRole('heading', { level: 2, name: model }).waitFor();
    await screenshot(shopper.page, 'back-office-bike-in-finder');

    // The phone: the list scrolls in its own region; then the type is deleted.
    const phone = await newShopper(run.browser, PHONE);
    await staffSignIn(phone.page, email);
    await phone.page.goto('/admin/motortipusok');
    await phone.page.getByRole('heading', { name: 'Motortípusok', level: 1 }).waitFor();
    await phone.page.getByLabel('Keresés (gyártó, típus)').fill(maker);
    await phone.page.getByRole('button', { name: 'Keresés' }).click();
    await phone.page.getByRole('row', { name: new RegExp(model) }).waitFor();
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    expect(await sidewaysScroll(phone.page)).toBe(false);
    await screenshot(phone.page, 'back-office-bikes-phone');
    phone.page.once('dialog', (dialog) => void dialog.accept());
    await phone.page.getByRole('button', { name: `${maker} ${model} törlése` }).click();
    await phone.page.getByRole('row', { name: new RegExp(model) }).waitFor({ state: 'detached' });

    await phone.page.goto('/admin/kategoriak');
    await phone.page.getByRole('heading', { name: 'Kategóriák', level: 1 }).waitFor();
    await phone.page.locator('.admin__tree > li').first().waitFor();
    expect(await seriousA11yViolations(phone.page)).toEqual([]);
    expect(await sidewaysScroll(phone.page)).toBe(false);
    await screenshot(phone.page, 'back-office-categories-phone');
    expect(admin.errors).toEqual([]);
    expect(phone.errors).toEqual([]);
    await admin.context.close();
    await shopper.context.close();
    await phone.context.close();
  });
});
