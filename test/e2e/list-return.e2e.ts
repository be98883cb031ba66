import type { Browser } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the way back from a product to its list (product_prev)', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`leads back to the same sorted page after a reload (${viewport.width} px)`, async () => {
      const { context, page, errors } = await newShopper(browser, viewport);
      await page.goto('/ruhazat-sisak/');
      await page.getByRole('heading', { level: 1, name: 'Ruházat, sisak' }).waitFor();
      await page
        .getByRole('combobox', { name: 'Rendezés' })
        .first()
        .selectOption({ label: 'Ár szerint' });
      await page.waitForURL(/sort=start_price_curr_hu/);
      // The next choice at once, before React renders the first: both must count (use-chosen-search.ts).
      await page
        .getByRole('combobox', { name: 'Irány' })
        .first()
        .selectOption({ label: 'Csökkenő' });
      await page.waitForURL(/direction=desc/);
      await page
        .getByRole('navigation', { name: 'Lapozás, felül' })
        .getByRole('link', { name: '2. oldal', exact: true })
        .click();
      await page.waitForURL(/start=15&end=30/);
      // The address changes before React renders the new page (a transition): wait for the list
      // that says it is page 2 and is no longer busy, not for the page-1 list still on screen.
      await page
        .getByRole('region', { name: 'Termékek' })
        .and(page.locator('[aria-busy="false"]'))
        .getByRole('navigation', { name: 'Lapozás, felül' })
        .getByRole('link', { name: '2. oldal', exact: true })
        .and(page.locator('[aria-current="page"]'))
        .waitFor();
      const listUrl = new URL(page.url());
      const listPath = `${listUrl.pathname}${listUrl.search}`;
      const card = page.getByRole('article').first();
      const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
      await card.getByRole('link').first().click();
      await page.waitForURL('**/termek/**');
      await page.getByRole('heading', { level: 1, name }).waitFor();

      await page.reload();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      const back = page.getByRole('link', { name: 'Vissza a listához: Ruházat, sisak, 2. oldal' });
      await back.waitFor();
      expect(await back.getAttribute('href')).toBe(listPath);
      const stored = JSON.parse(
        (await page.evaluate(() => window.localStorage.getItem('product_prev'))) ?? 'null',
      ) as { path: string } | null;
      expect(stored?.path).toBe(listPath);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `list-return-product-${viewport.width}`);

      await back.click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === listPath);
      await page.getByRole('heading', { level: 1, name: 'Ruházat, sisak' }).waitFor();
      await page.locator('[aria-busy="false"]').first().waitFor();
      expect(
        (await page.getByRole('article').first().getByRole('heading').textContent())?.trim(),
      ).toBe(name);
      expect(await page.getByRole('combobox', { name: 'Rendezés' }).first().inputValue()).toBe(
        'start_price_curr_hu',
      );
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the compact layout of the clothing and helmet lists', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows more cards per screen than the parts, with sizes and colours (${viewport.width} px)`, async () => {
      const { context, page, errors } = await newShopper(browser, viewport);
      const cardsInView = async (path: string) => {
        await page.goto(path);
        await page.locator('[aria-busy="false"]').first().waitFor();
        await page.getByRole('article').first().waitFor();
        await page.getByRole('article').first().scrollIntoViewIfNeeded();
        return page.evaluate(
          () =>
            [...document.querySelectorAll('.product-card')].filter((card) => {
              const box = card.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= window.innerHeight;
            }).length,
        );
      };
      const parts = await cardsInView('/szerviz-alkatreszek/');
      const clothing = await cardsInView('/ruhazat-sisak/');
      expect(clothing).toBeGreaterThan(parts);
      const withSizes = page.locator('.product-card--compact').filter({ hasText: 'Méretek:' });
      expect(await withSizes.count()).toBeGreaterThan(0);
      expect(
        await page.locator('.product-card--compact').filter({ hasText: 'Színek:' }).count(),
      ).toBeGreaterThan(0);
      // No card is wider than the screen.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `list-compact-clothing-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
