import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { capacityLabel } from '@common/capacity';
import { normalizeSearchText } from '@common/text-normalize';
import {
  DESKTOP,
  PHONE,
  dataDir,
  launchBrowser,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';

interface SeededBike {
  id: number;
  name: string;
  maker: string;
  kind: string;
  bucket: number;
  products: number;
}

/** The two bikes of the demo catalogue that most parts fit, read from the server's own database. */
function bikesWithParts(): SeededBike[] {
  const db = new SqliteDatabase(path.join(dataDir(), 'shop.sqlite'), { readonly: true });
  try {
    return db
      .prepare(
        `SELECT t.id, t.name_en AS name, m.name_en AS maker, c.name_en AS kind, t.capacity_bucket AS bucket,
                COUNT(DISTINCT v.product_id) AS products
           FROM bike_types t
           JOIN manufacturers m ON m.id = t.manufacturer_id
           JOIN constructions c ON c.id = t.construction_id
           JOIN variant_bikes vb ON vb.bike_type_id = t.id
           JOIN variants v ON v.id = vb.variant_id
           JOIN products p ON p.id = v.product_id AND p.active = 1
          GROUP BY t.id, t.name_en, m.name_en, c.name_en, t.capacity_bucket
          ORDER BY products DESC, t.id
          LIMIT 2`,
      )
      .all() as SeededBike[];
  } finally {
    db.close();
  }
}

const STATUS = /^\d+ db találat\. Válaszd ki a motorod\.$/;

/** The choice is saved in the browser (throttled by redux-persist) before the shopper reloads. */
async function waitUntilSaved(page: Page, bike: SeededBike) {
  await page.waitForFunction(
    (id) =>
      (JSON.parse(window.localStorage.getItem('motorom') ?? '{}') as { tipus?: number }).tipus ===
      id,
    bike.id,
  );
}

/** A select's value once its options have loaded. */
async function selectedValue(page: Page, name: string, value: string) {
  const finder = page.getByRole('region', { name: 'Válaszd ki a motorod' });
  await finder
    .getByRole('combobox', { name })
    .locator(`option[value="${value}"]`)
    .waitFor({ state: 'attached' });
  return finder.getByRole('combobox', { name }).inputValue();
}

async function chooseWithSelects(page: Page, bike: SeededBike) {
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
  await finder.getByText(STATUS).waitFor();
  await finder.getByRole('combobox', { name: 'Típus' }).selectOption({ label: bike.name });
}

/** Every product card on the list links to a product with a variant that fits the bike. */
async function expectOnlyFittingParts(page: Page, bike: SeededBike): Promise<string[]> {
  const links = page.getByRole('main').locator('a[href^="/termek/"]');
  await links.first().waitFor();
  const hrefs = [
    ...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))),
  ];
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const alias = decodeURIComponent(href.replace('/termek/', ''));
    const res = await page.request.get(`/api/productByAlias/${encodeURIComponent(alias)}`);
    const product = (await res.json()) as { variants: { bikesArray: number[] }[] };
    expect({ href, fits: product.variants.some((v) => v.bikesArray.includes(bike.id)) }).toEqual({
      href,
      fits: true,
    });
  }
  return hrefs;
}

/** The product page puts the variants that fit the bike first, in their own group. */
async function expectFittingVariantsFirst(page: Page, bike: SeededBike) {
  const select = page.getByRole('combobox', { name: 'Termékváltozat' });
  await select.waitFor();
  const groups = await select.locator('optgroup').evaluateAll((gs) =>
    gs.map((g) => ({
      label: g.getAttribute('label') ?? '',
      options: [...g.querySelectorAll('option')].map((o) => Number(o.value)),
    })),
  );
  expect(groups.length).toBeGreaterThanOrEqual(2);
  expect(groups[0]?.label).toContain('Illik a motorodhoz');
  const alias = decodeURIComponent(new URL(page.url()).pathname.replace('/termek/', ''));
  const product = (await (
    await page.request.get(`/api/productByAlias/${encodeURIComponent(alias)}`)
  ).json()) as {
    variants: { id: number; bikesArray: number[] }[];
  };
  const fitting = product.variants.filter((v) => v.bikesArray.includes(bike.id)).map((v) => v.id);
  expect([...(groups[0]?.options ?? [])].sort()).toEqual([...fitting].sort());
}

describe('Motorom: the parts finder', () => {
  let browser: Browser;
  let bikes: SeededBike[];
  beforeAll(async () => {
    browser = await launchBrowser();
    bikes = bikesWithParts();
  });
  afterAll(() => browser.close());

  it('the demo catalogue has bikes with fitting parts', () => {
    expect(bikes).toHaveLength(2);
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`picks a bike with the selects, lists only fitting parts, opens one, keeps the bike on reload (${label})`, async () => {
      const bike = bikes[0] as SeededBike;
      const { context, page, errors } = await newShopper(browser, viewport);
      await page.goto('/alkatresz-kereso/');
      await page.getByRole('heading', { level: 1, name: 'Motorom' }).waitFor();
      await page.getByRole('heading', { name: 'Melyik motorhoz keresel alkatrészt?' }).waitFor();
      expect(await page.title()).toMatch(/^Motorom - /);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await chooseWithSelects(page, bike);
      await page.getByRole('heading', { level: 2, name: bike.name }).waitFor();
      await page.getByRole('img', { name: bike.name }).waitFor();
      const header = page.getByRole('navigation', { name: 'Főmenü' });
      await header
        .getByRole('link', {
          name: new RegExp(`Motorom\\W+${bike.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        })
        .waitFor();

      await expectOnlyFittingParts(page, bike);
      await screenshot(page, `motorom-selects-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('main').locator('a[href^="/termek/"]').first().click();
      await page.waitForURL('**/termek/**');
      await expectFittingVariantsFirst(page, bike);

      await waitUntilSaved(page, bike);
      await page.goto('/alkatresz-kereso/');
      await page.reload();
      const finder = page.getByRole('region', { name: 'Válaszd ki a motorod' });
      await expect(selectedValue(page, 'Típus', String(bike.id))).resolves.toBe(String(bike.id));
      await expect(
        finder.getByRole('combobox', { name: 'Gyártó' }).locator('option:checked').textContent(),
      ).resolves.toBe(bike.maker);
      await page.getByRole('heading', { level: 2, name: bike.name }).waitFor();
      await expectOnlyFittingParts(page, bike);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`finds a bike by free text and keeps the text and the bike on reload (${label})`, async () => {
      const bike = bikes[1] as SeededBike;
      const { context, page, errors } = await newShopper(browser, viewport);
      await page.goto('/alkatresz-kereso/');
      await page.getByRole('button', { name: 'Inkább beírom a típust' }).click();
      // Part of the maker's name, upper case, and the model without accents: the search forgives all of it.
      const text = `${normalizeSearchText(bike.maker).slice(0, 4).toUpperCase()} ${normalizeSearchText(bike.name)}`;
      await page.getByRole('searchbox', { name: 'Gyártó és típus' }).fill(text);
      const finder = page.getByRole('region', { name: 'Válaszd ki a motorod' });
      await finder.getByText(STATUS).waitFor();
      await finder.getByRole('combobox', { name: 'Típus' }).selectOption({ label: bike.name });
      await page.getByRole('heading', { level: 2, name: bike.name }).waitFor();
      await expectOnlyFittingParts(page, bike);
      await screenshot(page, `motorom-text-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('searchbox', { name: 'Gyártó és típus' }).fill('nincs ilyen motor xyz');
      await finder.getByText('Nincs találat.').waitFor();
      await page.getByRole('heading', { name: 'Melyik motorhoz keresel alkatrészt?' }).waitFor();

      await page.getByRole('searchbox', { name: 'Gyártó és típus' }).fill(text);
      await finder.getByText(STATUS).waitFor();
      await finder.getByRole('combobox', { name: 'Típus' }).selectOption({ label: bike.name });
      await page.getByRole('heading', { level: 2, name: bike.name }).waitFor();
      await waitUntilSaved(page, bike);
      await page.reload();
      await expect(
        page.getByRole('searchbox', { name: 'Gyártó és típus' }).inputValue(),
      ).resolves.toBe(text);
      await page.getByRole('heading', { level: 2, name: bike.name }).waitFor();
      await expect(selectedValue(page, 'Típus', String(bike.id))).resolves.toBe(String(bike.id));
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
