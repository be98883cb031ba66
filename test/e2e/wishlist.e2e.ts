import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
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

interface Item {
  id: number;
  alias: string;
  name: string;
  variant: string;
}

/** A product with one orderable variant and one with several, from the server's own database. */
function products(): { single: Item; several: Item } {
  const db = new SqliteDatabase(path.join(dataDir(), 'shop.sqlite'), { readonly: true });
  const query = (having: string) =>
    db
      .prepare(
        `SELECT p.id, p.alias, p.fullname_hu AS name, MIN(v.name_hu) AS variant FROM products p
           JOIN variants v ON v.product_id = p.id
          WHERE p.active = 1 AND p.fullname_hu <> ''
          GROUP BY p.id
         HAVING ${having} AND SUM(v.stock > 0 AND v.availability <> 'nincs') = COUNT(*)
          ORDER BY p.id LIMIT 1`,
      )
      .get() as Item;
  try {
    return { single: query('COUNT(*) = 1'), several: query('COUNT(*) > 1') };
  } finally {
    db.close();
  }
}

const JSON_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

async function register(email: string, password: string): Promise<void> {
  const csrf = await fetch(`${baseUrl()}/api/csrf`, { headers: JSON_HEADERS });
  const { token } = (await csrf.json()) as { token: string };
  const cookie = (csrf.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const res = await fetch(`${baseUrl()}/api/register`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': token, Cookie: cookie },
    body: JSON.stringify({
      name: 'Kedvenc Kata',
      email,
      password,
      password_confirmation: password,
    }),
  });
  expect(res.status).toBe(200);
}

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Fiók és kosár' });

async function heart(page: Page, name: string) {
  const button = page
    .getByRole('main')
    .getByRole('button', { name: `Kedvenc: ${name}` })
    .first();
  await button.waitFor();
  expect(await button.getAttribute('aria-pressed')).toBe('false');
  await button.click();
  expect(await button.getAttribute('aria-pressed')).toBe('true');
}

async function closeCartPopup(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button').first().click();
  await dialog.waitFor({ state: 'detached' });
}

describe('Kedvencek: a guest wishlists, logs in, keeps the list and buys from it', () => {
  let browser: Browser;
  let items: { single: Item; several: Item };
  beforeAll(async () => {
    browser = await launchBrowser();
    items = products();
  });
  afterAll(() => browser.close());

  it('the demo catalogue has a product with one variant and one with several', () => {
    expect(items.single).toBeDefined();
    expect(items.several).toBeDefined();
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`hearts on the product page and a card, merges at login, one click to cart (${label})`, async () => {
      const email = `kedvenc-${label}-${Date.now()}@example.hu`;
      const password = 'Kedvenc-jelszo-2026';
      await register(email, password);
      const { context, page, errors } = await newShopper(browser, viewport);

      await page.goto(`/termek/${encodeURIComponent(items.single.alias)}`);
      await heart(page, items.single.name);
      await accountNav(page).getByRole('link', { name: 'Kedvencek (1)' }).waitFor();
      await screenshot(page, `wishlist-product-${label}`);

      await page.goto(`/kereses?q=${encodeURIComponent(items.several.name)}`);
      await heart(page, items.several.name);
      await accountNav(page).getByRole('link', { name: 'Kedvencek (2)' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.goto('/belepes');
      await page.getByLabel(/E-mail-cím/).fill(email);
      await page.getByLabel(/Jelszó/).fill(password);
      const merged = page.waitForResponse((r) => r.url().endsWith('/api/account/wishlist/merge'));
      await page.getByRole('button', { name: 'Belépek' }).click();
      expect((await merged).status()).toBe(200);
      await page.reload();
      await accountNav(page).getByRole('link', { name: 'Kedvencek (2)' }).click();
      await page.getByRole('heading', { level: 1, name: 'Kedvencek' }).waitFor();
      const main = page.getByRole('main');
      await main.getByRole('link', { name: items.single.name }).waitFor();
      await main.getByRole('link', { name: items.several.name }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `wishlist-page-${label}`);

      await main.getByRole('button', { name: `Kosárba: ${items.single.name}` }).click();
      await closeCartPopup(page);
      await accountNav(page)
        .getByRole('link', { name: /Kosár 1/ })
        .waitFor();

      const buyMore = main.getByRole('button', { name: `Kosárba: ${items.several.name}` });
      await buyMore.click();
      await main.getByRole('alert').filter({ hasText: 'Kérlek, válassz' }).waitFor();
      const select = main.getByRole('combobox', { name: 'Változat' });
      const firstVariant = await select.locator('option').nth(1).getAttribute('value');
      await select.selectOption(firstVariant ?? '');
      await buyMore.click();
      await closeCartPopup(page);
      await accountNav(page)
        .getByRole('link', { name: /Kosár 2/ })
        .waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
