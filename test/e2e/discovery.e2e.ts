import type { Browser } from 'playwright-core';
import type { Suggestions } from '@common/api/suggest.schema';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  launchBrowser,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';

/** The server's own suggestions for a text, to compare with what the shopper is offered. */
async function suggestions(q: string): Promise<Suggestions> {
  const res = await fetch(`${baseUrl()}/api/suggest?q=${encodeURIComponent(q)}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Suggestions;
}

describe('instant search', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`a typo still suggests, and the keyboard picks a suggestion (${label})`, async () => {
      const expected = await suggestions('shoie');
      const [first, second] = expected.products;
      expect(first?.name).toMatch(/^Shoei /);
      if (!first || !second) throw new Error('The demo catalogue needs two Shoei products');

      const { context, page, errors } = await newShopper(browser, viewport);
      await page.goto('/');
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/suggest'))
          asked.push(new URL(r.url()).searchParams.get('q') ?? '');
      });
      const box = page.getByRole('combobox', { name: 'Keresés a termékek között' });
      await box.pressSequentially('shoie', { delay: 40 });
      const list = page.getByRole('listbox', { name: 'Javaslatok' });
      await list.waitFor();
      // Typing fast asks once for the whole word, not once per letter.
      expect(asked).toEqual(['shoie']);
      const options = list.getByRole('group', { name: 'Termékek' }).getByRole('option');
      expect(await options.count()).toBe(expected.products.length);
      await expect(options.nth(0).innerText()).resolves.toContain(first.name);
      expect(await page.getByRole('status').innerText()).toMatch(/\d+ javaslat\./);

      await box.press('ArrowDown');
      await box.press('ArrowDown');
      expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
      expect(await box.getAttribute('aria-activedescendant')).toBe(
        await options.nth(1).getAttribute('id'),
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `discovery-suggestions-${label}`);

      await box.press('Enter');
      await page.waitForURL(`**/termek/${second.alias}`);
      await page.getByRole('heading', { level: 1, name: second.name }).waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('false');

      // Escape closes the list; Enter without a choice searches as before.
      await box.fill('');
      await box.pressSequentially('bukosisak', { delay: 20 });
      await list.waitFor();
      await box.press('Escape');
      await list.waitFor({ state: 'hidden' });
      await box.press('Enter');
      await page.waitForURL('**/kereses?q=bukosisak');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
