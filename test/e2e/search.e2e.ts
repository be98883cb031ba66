import type { Browser, Page } from 'playwright-core';
import type { NamedItem } from '@common/api/bikes.schema';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  launchBrowser,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';

/**
 * Issue 35: the results page forgives what the suggestions forgive, a search that finds nothing is no
 * dead end, and the parts finder's free text ignores punctuation. At 1280 px and at 375 px with touch.
 */

/** The names on the result cards, once the list has loaded. */
async function cardNames(page: Page): Promise<string[]> {
  const list = page.getByRole('region', { name: 'Termékek' });
  await list.and(page.locator('[aria-busy="false"]')).waitFor();
  return list.getByRole('article').getByRole('heading').allInnerTexts();
}

/** Types into the header's search box and presses Enter without choosing a suggestion. */
async function searchFor(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Keresés a termékek között' });
  await box.fill('');
  await box.pressSequentially(text, { delay: 30 });
  await box.press('Enter');
  await page.waitForURL(`**/kereses?q=${encodeURIComponent(text)}`);
}

describe('search that forgives, and no dead end', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`a misspelt helmet and brand find their products on Enter; nothing found offers a way on (${label})`, async () => {
      const { context, page, errors } = await newShopper(browser, viewport, {
        touch: label === 'phone',
      });
      await page.goto('/');

      // Two letters swapped: the helmets, as the suggestions promised.
      await searchFor(page, 'bukosiask');
      const helmets = await cardNames(page);
      expect(helmets.length).toBeGreaterThanOrEqual(3);
      for (const name of helmets.slice(0, 3)) expect(name).toMatch(/bukósisak$/);
      await screenshot(page, `search-typo-${label}`);

      // A brand with a letter missing: that brand's products.
      await searchFor(page, 'alpinstars');
      const alpinestars = await cardNames(page);
      expect(alpinestars.length).toBeGreaterThan(0);
      for (const name of alpinestars) expect(name).toMatch(/^Alpinestars /);

      // Shoei makes no jacket: nothing found, and the page offers each word alone, the main
      // categories and the parts finder.
      await searchFor(page, 'shoei kabát');
      const list = page.getByRole('region', { name: 'Termékek' });
      await list.getByText('Nincs a keresésnek megfelelő termék.').waitFor();
      const ideas = page.getByRole('region', { name: 'Erre gondoltál?' });
      const searches = ideas.getByRole('list', { name: 'Keresések' });
      await searches.getByRole('link', { name: 'kabát', exact: true }).waitFor();
      await searches.getByRole('link', { name: 'shoei', exact: true }).waitFor();
      expect(await ideas.getByRole('list', { name: 'Termékek' }).getByRole('link').count()).toBe(4);
      await ideas
        .getByRole('list', { name: 'Kategóriák' })
        .getByRole('link', { name: 'Kabátok', exact: true })
        .waitFor();
      const main = page.getByRole('region', { name: 'Nézz körül a főkategóriákban' });
      await main.getByRole('link', { name: 'Sisakok', exact: true }).waitFor();
      await main.getByRole('link', { name: 'Fékek', exact: true }).waitFor();
      const finder = page.getByRole('link', { name: 'Válaszd ki a motorod az alkatrészkeresőben' });
      expect(await finder.getAttribute('href')).toBe('/alkatresz-kereso/');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `search-nothing-found-${label}`);

      // A suggested search leads to its products.
      await searches.getByRole('link', { name: 'kabát', exact: true }).click();
      await page.waitForURL(`**/kereses?q=${encodeURIComponent('kabát')}`);
      for (const name of await cardNames(page)) expect(name).toMatch(/kabát$/);

      expect(errors).toEqual([]);
      await context.close();
    });

    it(`the parts finder's free text finds the MT-07 typed as mt07 (${label})`, async () => {
      // The MT-07 types as the server lists them for the spelling that always worked.
      const res = await fetch(`${baseUrl()}/api/motorom/tipusokByInput/mt-07`);
      const types = ((await res.json()) as NamedItem[]).map((t) => t.name_en);
      expect(types.length).toBeGreaterThan(0);
      for (const name of types) expect(name).toMatch(/^MT-07 /);

      const { context, page, errors } = await newShopper(browser, viewport, {
        touch: label === 'phone',
      });
      await page.goto('/alkatresz-kereso/');
      await page.getByRole('button', { name: 'Inkább beírom a típust' }).click();
      await page.getByRole('searchbox', { name: 'Gyártó és típus' }).fill('mt07');
      const finder = page.getByRole('region', { name: 'Válaszd ki a motorod' });
      await finder.getByText(`${types.length} db találat. Válaszd ki a motorod.`).waitFor();
      const select = finder.getByRole('combobox', { name: 'Típus' });
      const options = (await select.locator('option').allInnerTexts()).filter(
        (o) => o !== 'Válassz típust…',
      );
      expect(options).toEqual(types);
      await select.selectOption({ label: types[0] as string });
      await page.getByRole('heading', { level: 2, name: types[0] as string }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
