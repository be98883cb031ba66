import type { Browser, Route } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newShopper, screenshot } from './support/browser';
import { cartWithDelivery, fillShipping, pickPurchase } from './support/checkout-steps';
import { demoProducts } from './support/demo-api';

/**
 * Step 2's fields go to the server one request each, side by side; their answers can come back in
 * another order than the server gave them (separate connections, a busy phone or network). An answer
 * the server gave before a later change must not take that change back: the shopper's typed data
 * stays on screen and 'Tovább' goes on. Here the first name's answer is held back in the browser
 * until every other field has been answered, so it arrives last and oldest.
 */
describe('a late answer of a step 2 field', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [device, viewport, skip] of [
    ['desktop', DESKTOP, 2],
    ['phone', PHONE, 3],
  ] as const) {
    it(`does not take back the fields answered after it (${device})`, async () => {
      const pick = pickPurchase(await demoProducts(45), skip);
      const shopper = await newShopper(browser, viewport);
      const { page } = shopper;
      await cartWithDelivery(page, pick, /Személyes átvétel/);

      let releaseHeld: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (releaseHeld = resolve));
      let heldOne = false;
      let othersAnswered = 0;
      await page.route('**/api/modifyCart', async (route: Route) => {
        const body = route.request().postDataJSON() as { name: string };
        const response = await route.fetch();
        if (body.name === 'szallitas_vnev' && !heldOne) {
          heldOne = true;
          await held;
        } else if (body.name !== 'szallitas_vnev' && ++othersAnswered === 6) {
          // Every other field has its answer: the held one goes after them.
          setTimeout(releaseHeld, 300);
        }
        await route.fulfill({ response });
      });

      const email = `kesei.valasz.${device}.${Date.now()}@example.hu`;
      await fillShipping(page, email);
      await page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/modifyCart') &&
          (r.request().postDataJSON() as { name: string }).name === 'szallitas_vnev',
      );

      const shipping = page.getByRole('group', { name: 'Szállítási adatok' });
      expect(await shipping.getByLabel('Telefonszám').inputValue()).toBe('+36 30 123 4567');
      expect(await shipping.getByLabel('E-mail cím').inputValue()).toBe(email);
      expect(await shipping.getByLabel('Utca, házszám').inputValue()).toBe('Baross Gábor út 12.');
      await page.getByRole('button', { name: 'Tovább' }).click();
      await page.waitForURL('**/megrendeles');
      await page.getByRole('heading', { level: 1, name: 'Megrendelés' }).waitFor();
      await page.getByText(email).waitFor();
      await screenshot(page, `late-answer-summary-${device}`);
      expect(shopper.errors).toEqual([]);
      await shopper.context.close();
    });
  }
});
