import type { Browser } from 'playwright-core';
import { DEMO_POPUP } from '../../src/server/seed/demo-content';
import { demoProducts } from './support/demo-api';
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

describe('the one modal shell (a native <dialog>)', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`keeps the focus inside the announcement popup, closes with Escape for good (${viewport.width} px)`, async () => {
      const { context, page, errors } = await newShopper(browser, viewport, {
        showAnnouncement: true,
      });
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: DEMO_POPUP.title });
      await dialog.waitFor();
      // Opened with showModal(): it is in the top layer and the page behind it is inert.
      expect(await dialog.evaluate((d) => d.matches('dialog:modal'))).toBe(true);
      await expect(
        dialog.getByRole('button', { name: 'Bezár' }).evaluate((b) => b === document.activeElement),
      ).resolves.toBe(true);
      // The page behind is inert: Tab and Shift+Tab go round the dialog's one button and the
      // browser's own controls (document.body while they have it), never into the page.
      const visited = new Set<string>();
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        const where = await page.evaluate(() =>
          document.activeElement === document.body
            ? 'body'
            : document.activeElement?.closest('dialog[open]')
              ? 'dialog'
              : (document.activeElement?.outerHTML.slice(0, 80) ?? 'none'),
        );
        visited.add(where);
      }
      expect([...visited].sort()).toEqual(['body', 'dialog']);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `shared-ui-announcement-${viewport.width}`);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForFunction(
        (a) => window.localStorage.getItem('popup') === a,
        DEMO_POPUP.alias,
      );
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows a message popup as a modal dialog and gives the focus back to the button that opened it', async () => {
    const [product] = (await demoProducts(15)).filter((p) => p.variants.length > 1);
    const { context, page, errors } = await newShopper(browser, PHONE);
    await page.goto(`/termek/${product!.alias}`);
    const buyBox = page.getByRole('region', { name: 'Vásárlás' });
    await buyBox.getByRole('combobox', { name: 'Termékváltozat' }).selectOption('0');
    const add = buyBox.getByRole('button', { name: 'Kosárba' });
    await add.click();
    const popup = page.getByRole('dialog', { name: 'Kérlek, válassz a termékváltozatok közül!' });
    await popup.waitFor();
    expect(await popup.evaluate((d) => d.matches('dialog:modal'))).toBe(true);
    expect(
      await popup
        .getByRole('button', { name: 'Értem' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'shared-ui-message-375');
    await page.keyboard.press('Enter');
    await popup.waitFor({ state: 'detached' });
    expect(await add.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
