import type { Browser } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';

describe('the shop shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows the header and footer and has no serious accessibility violation (${label})`, async () => {
      const { context, page, errors } = await newShopper(browser, viewport);
      await page.goto('/');
      await page.getByRole('banner').waitFor();
      await page.getByRole('link', { name: /Kosár/ }).waitFor();
      await page.getByRole('combobox', { name: 'Keresés a termékek között' }).waitFor();
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: /^Motorom/ })
        .waitFor();
      // Footer category links come from the API.
      await page.getByRole('contentinfo').getByRole('link').nth(8).waitFor();
      await screenshot(page, `shell-home-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('follows the header and footer links and titles every page with the brand', async () => {
    const { context, page, errors } = await newShopper(browser);
    await page.goto('/');
    // The home page too is titled `<page> - <brand>` (spec "General").
    const brand = (await page.title()).replace(/^Főoldal - /, '');
    expect(await page.title()).toBe(`Főoldal - ${brand}`);
    expect(brand.length).toBeGreaterThan(0);

    await page
      .getByRole('navigation', { name: 'Főmenü' })
      .getByRole('link', { name: 'Akciók' })
      .click();
    await page.waitForURL('**/akciok/');
    await page
      .getByRole('navigation', { name: 'Fiók és kosár' })
      .getByRole('link', { name: 'Belépés' })
      .click();
    await page.waitForURL('**/belepes');
    await page.getByRole('link', { name: /Kosár/ }).click();
    await page.waitForURL('**/kosar');

    const footer = page.getByRole('contentinfo');
    const firstCategory = footer
      .getByRole('region', { name: 'Ruházat, sisak' })
      .getByRole('link')
      .first();
    const href = await firstCategory.getAttribute('href');
    expect(href).toMatch(/^\/ruhazat-sisak\/.+/);
    await firstCategory.click();
    await page.waitForURL(`**${href}`);
    await footer.getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL('**/blog');
    await footer.getByRole('link', { name: 'Adatvédelmi nyilatkozat' }).click();
    await page.waitForURL('**/adatvedelmi-nyilatkozat');
    // The main content is focused after navigation so keyboard and screen reader users land on it.
    // (after the route's effect has run, a moment after the address changed)
    await page.waitForFunction(() => document.activeElement?.id === 'main', null, {
      timeout: 5000,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches from the header box', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Keresés a termékek között' });
    await box.fill('bukósisak');
    await box.press('Enter');
    await page.waitForURL('**/kereses?q=buk%C3%B3sisak');
    await page.reload();
    await expect(box.inputValue()).resolves.toBe('bukósisak');
    await context.close();
  });
});
