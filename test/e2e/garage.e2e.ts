import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Browser, Locator, Page } from 'playwright-core';
import { capacityLabel } from '@common/capacity';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  dataDir,
  launchBrowser,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';

interface Bike {
  id: number;
  name: string;
  maker: string;
  kind: string;
  bucket: number;
}

interface Setup {
  /** The bike the product fits, the one it does not, and one more the customer's account has. */
  fits: Bike;
  misfits: Bike;
  accountBike: Bike;
  product: { alias: string; name: string };
}

const BIKE_COLUMNS = `t.id, t.name_en AS name, m.name_en AS maker, c.name_en AS kind, t.capacity_bucket AS bucket
   FROM bike_types t
   JOIN manufacturers m ON m.id = t.manufacturer_id
   JOIN constructions c ON c.id = t.construction_id`;

/** Two bikes with parts and a product that fits the first but not the second, from the server's database. */
function setup(): Setup {
  const db = new SqliteDatabase(path.join(dataDir(), 'shop.sqlite'), { readonly: true });
  try {
    const bikes = db
      .prepare(
        `SELECT ${BIKE_COLUMNS}
           JOIN variant_bikes vb ON vb.bike_type_id = t.id
          GROUP BY t.id ORDER BY COUNT(*) DESC, t.id LIMIT 2`,
      )
      .all() as Bike[];
    const [fits, misfits] = bikes as [Bike, Bike];
    const product = db
      .prepare(
        `SELECT p.alias, p.name_hu AS name FROM products p
          WHERE p.active = 1
            AND EXISTS (SELECT 1 FROM variants v JOIN variant_bikes vb ON vb.variant_id = v.id
                         WHERE v.product_id = p.id AND vb.bike_type_id = ?)
            AND NOT EXISTS (SELECT 1 FROM variants v JOIN variant_bikes vb ON vb.variant_id = v.id
                             WHERE v.product_id = p.id AND vb.bike_type_id = ?)
          ORDER BY p.id LIMIT 1`,
      )
      .get(fits.id, misfits.id) as Setup['product'];
    const accountBike = db
      .prepare(`SELECT ${BIKE_COLUMNS} WHERE t.id NOT IN (?, ?) ORDER BY t.id LIMIT 1`)
      .get(fits.id, misfits.id) as Bike;
    return { fits, misfits, accountBike, product };
  } finally {
    db.close();
  }
}

const JSON_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

/** A customer registered through the API, with one bike in the account's garage already. */
async function customerWithBike(email: string, password: string, bike: Bike): Promise<void> {
  const csrf = await fetch(`${baseUrl()}/api/csrf`, { headers: JSON_HEADERS });
  const { token: csrfToken } = (await csrf.json()) as { token: string };
  const cookie = (csrf.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const headers = { ...JSON_HEADERS, 'X-CSRF-TOKEN': csrfToken, Cookie: cookie };
  const registered = await fetch(`${baseUrl()}/api/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Garázs Gábor',
      email,
      password,
      password_confirmation: password,
    }),
  });
  expect(registered.status).toBe(200);
  const { token } = (await registered.json()) as { token: string };
  const saved = await fetch(`${baseUrl()}/api/account/garage/bikes`, {
    method: 'POST',
    headers: { ...headers, Authorization: `Bearer ${token}` },
    body: JSON.stringify({ tipus: bike.id }),
  });
  expect(saved.status).toBe(200);
}

async function chooseWithSelects(page: Page, bike: Bike) {
  const finder = page.getByRole('region', { name: 'Válaszd ki a motorod' });
  await finder.getByRole('combobox', { name: 'Gyártó' }).selectOption({ label: bike.maker });
  const construction = finder.getByRole('combobox', { name: 'Felépítés' });
  await construction.locator('option', { hasText: bike.kind }).waitFor({ state: 'attached' });
  await construction.selectOption({ label: bike.kind });
  const capacity = finder.getByRole('combobox', { name: 'Hengerűrtartalom' });
  await capacity
    .locator('option', { hasText: capacityLabel(bike.bucket) })
    .waitFor({ state: 'attached' });
  await capacity.selectOption({ label: capacityLabel(bike.bucket) });
  const type = finder.getByRole('combobox', { name: 'Típus' });
  await type.locator('option', { hasText: bike.name }).first().waitFor({ state: 'attached' });
  await type.selectOption({ label: bike.name });
  await page.getByRole('heading', { level: 2, name: bike.name }).waitFor();
}

async function saveToGarage(page: Page) {
  await page.getByRole('button', { name: 'Mentés a garázsba' }).click();
  await page.getByRole('status').filter({ hasText: 'Ez a motor a garázsodban van.' }).waitFor();
}

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Fiók és kosár' });

/** Opens the header's garage list (it loads its own small chunk) and returns it. */
async function openGarage(page: Page, count: number): Promise<Locator> {
  const toggle = accountNav(page).getByRole('button', { name: `Garázs (${count})` });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const menu = page.getByRole('group', { name: 'Garázsom' });
  await menu.waitFor();
  return menu;
}

async function switchTo(page: Page, count: number, bike: Bike) {
  const menu = await openGarage(page, count);
  await menu.getByRole('button', { name: bike.name, exact: true }).click();
  await menu.waitFor({ state: 'detached' });
  await page
    .getByRole('navigation', { name: 'Főmenü' })
    .getByRole('link', {
      name: new RegExp(`Motorom\\W+${bike.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    })
    .waitFor();
}

/** The garage's bikes in order, and which one is pressed (the active bike). */
async function pressedBikes(menu: Locator): Promise<{ name: string; pressed: boolean }[]> {
  return menu.locator('button[aria-pressed]').evaluateAll((buttons) =>
    buttons.map((b) => ({
      name: b.textContent ?? '',
      pressed: b.getAttribute('aria-pressed') === 'true',
    })),
  );
}

describe('Garage: several bikes, switched in the header, merged at login', () => {
  let browser: Browser;
  let s: Setup;
  beforeAll(async () => {
    browser = await launchBrowser();
    s = setup();
  });
  afterAll(() => browser.close());

  it('the demo catalogue has a product that fits one bike and not another', () => {
    expect(s.product).toBeDefined();
    expect(s.accountBike).toBeDefined();
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`saves two bikes, switches between them, sees the fit marks follow, logs in and keeps them (${label})`, async () => {
      const email = `garage-${label}-${Date.now()}@example.hu`;
      const password = 'Garazs-jelszo-2026';
      await customerWithBike(email, password, s.accountBike);
      const { context, page, errors } = await newShopper(browser, viewport);

      // A guest saves two bikes from the parts finder.
      await page.goto('/alkatresz-kereso/');
      await chooseWithSelects(page, s.fits);
      await saveToGarage(page);
      await page.getByRole('button', { name: 'Másik motor' }).click();
      await chooseWithSelects(page, s.misfits);
      await saveToGarage(page);
      const menu = await openGarage(page, 2);
      expect(await pressedBikes(menu)).toEqual([
        { name: s.fits.name, pressed: false },
        { name: s.misfits.name, pressed: true },
      ]);
      await screenshot(page, `garage-menu-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });

      // The product page's mark follows the active bike.
      await page.goto(`/termek/${encodeURIComponent(s.product.alias)}`);
      const main = page.getByRole('main');
      const mark = main.locator('.product-page__header .fit-mark');
      await mark.filter({ hasText: 'Nem illik' }).waitFor();
      await switchTo(page, 2, s.fits);
      await mark.filter({ hasText: 'Illik a motorodhoz' }).waitFor();
      await screenshot(page, `garage-product-${label}`);

      // So does the product's card on a list.
      await page.goto(`/kereses?q=${encodeURIComponent(s.product.name)}`);
      const card = page.locator('article.product-card', {
        has: page.locator(`a[href="/termek/${encodeURIComponent(s.product.alias)}"]`),
      });
      await card.locator('.fit-mark', { hasText: 'Illik a motorodhoz' }).waitFor();
      await switchTo(page, 2, s.misfits);
      await card.locator('.fit-mark', { hasText: 'Nem illik' }).waitFor();
      await screenshot(page, `garage-card-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Logging in: the guest's two bikes join the account's one; the active bike stays.
      await page.goto('/belepes');
      await page.getByLabel(/E-mail-cím/).fill(email);
      await page.getByLabel(/Jelszó/).fill(password);
      await page.getByRole('button', { name: 'Belépek' }).click();
      await accountNav(page).getByRole('button', { name: 'Kilépés' }).waitFor();
      const merged = await openGarage(page, 3);
      expect(await pressedBikes(merged)).toEqual([
        { name: s.accountBike.name, pressed: false },
        { name: s.fits.name, pressed: false },
        { name: s.misfits.name, pressed: true },
      ]);
      await screenshot(page, `garage-merged-${label}`);

      // The account keeps them: a reload shows the same garage, and removing one is kept too.
      const removal = page.waitForResponse((r) => r.url().includes('/api/account/garage/bikes/'));
      await merged.getByRole('button', { name: `${s.fits.name} törlése a garázsból` }).click();
      await accountNav(page).getByRole('button', { name: 'Garázs (2)' }).waitFor();
      expect((await removal).status()).toBe(200);
      await page.reload();
      const reloaded = await openGarage(page, 2);
      expect(await pressedBikes(reloaded)).toEqual([
        { name: s.accountBike.name, pressed: false },
        { name: s.misfits.name, pressed: true },
      ]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
