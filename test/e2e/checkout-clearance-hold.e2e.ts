import type { Browser } from 'playwright-core';
import type { Product } from '@common/api/catalogue.schema';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import { type Purchase, cartWithDelivery, fillShipping, sendOrder } from './support/checkout-steps';
import { demoProducts } from './support/demo-api';

/** Clearance variants of the demo catalogue with two or more pieces left, light enough for any delivery. */
function clearancePicks(products: Product[]): Purchase[] {
  return products.flatMap((product) =>
    product.variants
      .filter((v) => v.availability === 'vegkiarusitas' && v.stock >= 2 && v.weight_kg <= 5)
      .slice(0, 1)
      .map((variant) => ({ product, variant })),
  );
}

describe('clearance pieces held while the shopper decides on the summary', () => {
  let browser: Browser;
  let picks: Purchase[];

  beforeAll(async () => {
    browser = await launchBrowser();
    picks = clearancePicks(await demoProducts(45));
    if (picks.length < 2) throw new Error('the demo catalogue has too few clearance variants');
  });
  afterAll(() => browser.close());

  for (const [index, viewport] of [DESKTOP, PHONE].entries()) {
    const device = viewport === PHONE ? 'phone' : 'desktop';

    it(`shows the time left on the summary, and another shopper sees the stock reduced (${device})`, async () => {
      const pick = picks[index] as Purchase;
      const first = await newShopper(browser, viewport);
      await cartWithDelivery(first.page, pick, /GLS futárszolgálat/);
      await fillShipping(first.page, `vegkiarusitas.${device}.${Date.now()}@example.hu`);
      await first.page.getByRole('button', { name: 'Tovább' }).click();
      await first.page.waitForURL('**/megrendeles');

      await first.page.getByText(/A végkiárusításos termékeket félretettük Önnek/).waitFor();
      const timer = first.page.getByRole('timer');
      expect(await timer.textContent()).toMatch(/^1[45]:\d\d$/);
      // A quiet timer: nothing in it is a live region, so screen readers are not told every second.
      expect(await timer.getAttribute('aria-live')).toBeNull();
      await screenshot(first.page, `clearance-hold-summary-${device}`);
      expect(await seriousA11yViolations(first.page)).toEqual([]);

      // A second shopper opens the product: the held piece is no longer offered.
      const second = await newShopper(browser, viewport);
      await second.page.goto(`/termek/${pick.product.alias}`);
      const buyBox = second.page.getByRole('region', { name: 'Vásárlás' });
      await buyBox.getByRole('button', { name: 'Kosárba' }).waitFor();
      if (pick.product.variants.length > 1) {
        await buyBox
          .getByRole('combobox', { name: 'Termékváltozat' })
          .selectOption(String(pick.variant.id));
      }
      const left = pick.variant.stock - 1;
      await buyBox.getByText(left > 0 ? `Még ${left} db kapható.` : 'Elfogyott.').waitFor();
      await screenshot(second.page, `clearance-hold-other-shopper-${device}`);
      expect(second.errors).toEqual([]);
      await second.context.close();

      // The first shopper orders the held piece.
      const orderNumber = await sendOrder(first.page);
      await first.page
        .getByRole('dialog', { name: 'Sikeres rendelés!' })
        .getByText(`Rendelésszám: ${orderNumber}`)
        .waitFor();
      expect(first.errors).toEqual([]);
      await first.context.close();
    });
  }
});
