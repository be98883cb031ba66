import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Browser, Locator, Page } from 'playwright-core';
import type { Facets, FacetsRequest, ListFilters } from '@common/api/facets.schema';
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

const JSON_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

/** The server's own counts for a list and a choice, to compare with what the panel shows. */
async function facetsOf(alias: string, body: FacetsRequest): Promise<Facets> {
  const csrf = await fetch(`${baseUrl()}/api/csrf`, { headers: JSON_HEADERS });
  const { token } = (await csrf.json()) as { token: string };
  const cookie = (csrf.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const res = await fetch(`${baseUrl()}/api/productFacets/${alias}`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'X-CSRF-TOKEN': token, Cookie: cookie },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Facets;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An option's checkbox: its value and its count, as the panel labels it. */
function option(panel: Locator, value: string, count: number): Locator {
  return panel.getByRole('checkbox', { name: new RegExp(`^${escaped(value)}\\s*\\(${count}\\)$`) });
}

/** The panel; on a phone it is folded behind its button first. */
async function openPanel(page: Page): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Szűrők' });
  await panel.waitFor();
  const toggle = panel.getByRole('button', { name: /^Szűrők(?! törlése)/ });
  if (await toggle.isVisible()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return panel;
}

/** Every option of a group shows the server's count, and one that would leave nothing is disabled. */
async function expectCounts(panel: Locator, group: string, options: Facets['brands']) {
  const fieldset = panel.getByRole('group', { name: group });
  for (const o of options) {
    const box = option(fieldset, o.value, o.count);
    await box.waitFor();
    if (o.count === 0 && !(await box.isChecked())) expect(await box.isDisabled()).toBe(true);
    else expect(await box.isDisabled()).toBe(false);
  }
}

async function expectTotal(page: Page, total: number) {
  await page
    .getByText(new RegExp(`^1–${Math.min(total, 15)} / ${total} termék$`))
    .first()
    .waitFor()
    .catch(async (error: unknown) => {
      await screenshot(page, 'list-filters-failed');
      throw error;
    });
}

/** The bike that most products fit, from the server's own database. */
function bikeWithMostParts(): { id: number; name: string } {
  const db = new SqliteDatabase(path.join(dataDir(), 'shop.sqlite'), { readonly: true });
  try {
    return db
      .prepare(
        `SELECT t.id, t.name_en AS name FROM bike_types t
           JOIN variant_bikes vb ON vb.bike_type_id = t.id
           JOIN variants v ON v.id = vb.variant_id
           JOIN products p ON p.id = v.product_id AND p.active = 1
          GROUP BY t.id, t.name_en ORDER BY COUNT(DISTINCT p.id) DESC, t.id LIMIT 1`,
      )
      .get() as { id: number; name: string };
  } finally {
    db.close();
  }
}

/** The option with the most products that still narrows the list. */
function narrowing(options: Facets['brands'], total: number) {
  const picked = [...options]
    .filter((o) => o.count > 0 && o.count < total)
    .sort((a, b) => b.count - a.count)[0];
  if (!picked) throw new Error('The demo list needs an option that narrows it');
  return picked;
}

// Four screens and two reloads per test, on a machine other test runs share.
jest.setTimeout(240_000);

describe('list filters with counts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`narrows a section list by brand and size; counts follow, the address keeps them (${label})`, async () => {
      const alias = 'ruhazat-sisak';
      const all = await facetsOf(alias, {});
      const brand = narrowing(all.brands, all.total);
      const byBrand = await facetsOf(alias, { filters: { brands: [brand.value] } });
      const size = narrowing(byBrand.sizes, brand.count);
      const both: ListFilters = { brands: [brand.value], sizes: [size.value] };
      const byBoth = await facetsOf(alias, { filters: both });
      expect(byBoth.total).toBe(size.count);

      const { context, page, errors } = await newShopper(browser, viewport);
      // The page carries the answers of its address's first requests, its order and page included,
      // and the list takes them: none is asked (one asked would mean the server built a request the
      // list does not send, or the list's prefetch and the list itself disagree).
      const listAsked: string[] = [];
      page.on('request', (r) => {
        const m = /\/api\/(productsByAlias|productFacets|categoriesByAlias)\//.exec(r.url());
        if (m?.[1]) listAsked.push(m[1]);
      });
      // The spec's order and page size are in the address before any filter.
      await page.goto(`/${alias}/?sort=start_price_curr_hu&direction=desc&start=15&end=45`);
      if (label === 'phone') {
        // Folded on a phone, the options are not drawn (not even hidden) until the panel is opened.
        await page
          .locator('section[aria-label="Termékek"][aria-busy="false"] article')
          .first()
          .waitFor();
        const boxes = page.getByRole('region', { name: 'Szűrők' }).locator('input');
        for (let i = 0; i < 5; i += 1) {
          expect(await boxes.count()).toBe(0);
          await page.waitForTimeout(100);
        }
      }
      let panel = await openPanel(page);
      await expectCounts(panel, 'Márka', all.brands);
      await expectCounts(panel, 'Méret', all.sizes);
      expect(listAsked).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await option(panel, brand.value, brand.count).click();
      await page.waitForURL(/marka=/);
      // A new choice starts from the first page and keeps the order and the page size.
      let url = new URL(page.url());
      expect(url.searchParams.getAll('marka')).toEqual([brand.value]);
      expect(url.searchParams.get('sort')).toBe('start_price_curr_hu');
      expect(url.searchParams.get('direction')).toBe('desc');
      expect(url.searchParams.get('start') ?? '0').toBe('0');
      await page
        .getByText(new RegExp(`^1–${Math.min(brand.count, 30)} / ${brand.count} termék$`))
        .first()
        .waitFor();
      panel = await openPanel(page);
      await expectCounts(panel, 'Méret', byBrand.sizes);
      await expectCounts(panel, 'Márka', byBrand.brands);

      await option(panel, size.value, size.count).click();
      await page.waitForURL(/meret=/);
      url = new URL(page.url());
      expect(url.searchParams.getAll('meret')).toEqual([size.value]);
      await page
        .getByText(new RegExp(`^1–${Math.min(size.count, 30)} / ${size.count} termék$`))
        .first()
        .waitFor();
      panel = await openPanel(page);
      await expectCounts(panel, 'Márka', byBoth.brands);
      await expectCounts(panel, 'Méret', byBoth.sizes);
      await screenshot(page, `list-filters-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A reload keeps the choice, the counts and the order.
      await page.reload();
      panel = await openPanel(page);
      expect(await option(panel, brand.value, size.count).isChecked()).toBe(true);
      expect(await option(panel, size.value, size.count).isChecked()).toBe(true);
      await page
        .getByText(new RegExp(`/ ${size.count} termék$`))
        .first()
        .waitFor();

      // Back takes the size away, forward brings it back.
      await page.goBack();
      await page.waitForURL((u) => !u.searchParams.has('meret'));
      panel = await openPanel(page);
      await expectCounts(panel, 'Méret', byBrand.sizes);
      expect(await option(panel, size.value, size.count).isChecked()).toBe(false);
      await page.goForward();
      await page.waitForURL(/meret=/);
      panel = await openPanel(page);
      expect(await option(panel, size.value, size.count).isChecked()).toBe(true);

      // The page size still works on the filtered list, and keeps the filters.
      await page.getByRole('combobox', { name: 'Termék oldalanként' }).first().selectOption('15');
      // 15 is the spec's default page size, so the address drops the range.
      await page.waitForURL((u) => (u.searchParams.get('end') ?? '15') === '15');
      expect(new URL(page.url()).searchParams.getAll('marka')).toEqual([brand.value]);
      expect(new URL(page.url()).searchParams.getAll('meret')).toEqual([size.value]);
      await expectTotal(page, size.count);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`filters a search and the parts finder's list (${label})`, async () => {
      const word = 'kesztyu';
      const all = await facetsOf('kereses', { searchText: word });
      const brand = narrowing(all.brands, all.total);
      const bike = bikeWithMostParts();
      const forBike = await facetsOf('alkatresz-kereso', { bike: bike.id, forBike: true });
      const partBrand = narrowing(forBike.brands, forBike.total);

      const { context, errors, ...search } = await newShopper(browser, viewport);
      let { page } = search;
      await page.goto(`/kereses?q=${word}`);
      let panel = await openPanel(page);
      await expectCounts(panel, 'Márka', all.brands);
      await option(panel, brand.value, brand.count).click();
      await page.waitForURL(/marka=/);
      expect(new URL(page.url()).searchParams.get('q')).toBe(word);
      await expectTotal(page, brand.count);
      await page.reload();
      await expectTotal(page, brand.count);

      expect(errors).toEqual([]);
      await context.close();

      // The parts finder, with the bike a former visit stored.
      const finder = await newShopper(browser, viewport);
      await finder.context.addInitScript(
        ({ id, name }) =>
          window.localStorage.setItem(
            'motorom',
            JSON.stringify({ mode: 'select', tipus: id, tipusName: name }),
          ),
        bike,
      );
      page = finder.page;
      await page.goto('/alkatresz-kereso/');
      await expectTotal(page, forBike.total);
      panel = await openPanel(page);
      await expectCounts(panel, 'Márka', forBike.brands);
      await option(panel, partBrand.value, partBrand.count).click();
      await page.waitForURL(/marka=/);
      await expectTotal(page, partBrand.count);
      await screenshot(page, `list-filters-parts-finder-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.reload();
      await expectTotal(page, partBrand.count);
      expect(finder.errors).toEqual([]);
      await finder.context.close();
    });
  }
});
