import type { Page } from 'playwright-core';
import type { Product } from '@common/api/catalogue.schema';
import { formatForint } from '@common/format';
import { importPriceFile } from './support/back-office';
import { DESKTOP, PHONE, newShopper, screenshot, seriousA11yViolations } from './support/browser';
import {
  type Purchase,
  cartWithDelivery,
  fillShipping,
  waitForMail,
} from './support/checkout-steps';
import { demoProducts } from './support/demo-api';
import { staffBrowser, staffSignIn } from './support/staff';

/**
 * An orderable, light variant at its regular price (no promotional price, which the price file's
 * empty `akcios_ar` would clear), the `skip`-th of them, so tests of other files keep their own.
 */
function pickRegularPriced(products: Product[], skip: number): Purchase {
  const picks = products.flatMap((product) =>
    product.variants
      .filter(
        (v) =>
          (v.availability === 'raktaron' || v.availability === 'rendelheto') &&
          v.weight_kg <= 5 &&
          v.unique_promotional_price === null,
      )
      .slice(0, 1)
      .map((variant) => ({ product, variant })),
  );
  const pick = picks[picks.length - 1 - skip];
  if (!pick) throw new Error('no regular-priced demo product');
  return pick;
}

interface FinishAnswer {
  status: number;
  reason?: string;
  order?: { order_number: string; grand_total: number };
}

/** Presses 'Megrendelés elküldése' once; returns the total the request carried and the answer. */
async function pressSend(
  page: Page,
): Promise<{ sentTotal: number; code: number; answer: FinishAnswer }> {
  const finished = page.waitForResponse((r) => r.url().endsWith('/api/finishCart'));
  await page.getByRole('button', { name: 'Megrendelés elküldése' }).click();
  const response = await finished;
  const sent = response.request().postDataJSON() as { total: number };
  return {
    sentTotal: sent.total,
    code: response.status(),
    answer: (await response.json()) as FinishAnswer,
  };
}

/**
 * Issue 17: a price raised between the summary and the order is never charged silently. The
 * retailer raises the price in the back office while the shopper looks at the summary; the first
 * press places nothing (409 changed) and shows what changed; the second press orders at the new
 * total, and the e-mail states that total.
 */
describe('a price changed while the shopper is on the summary', () => {
  const run = staffBrowser('arvaltozas');
  const { stamp } = run;

  const cases: [string, typeof DESKTOP, number][] = [
    ['desktop', DESKTOP, 0],
    ['phone', PHONE, 1],
  ];
  for (const [device, viewport, skip] of cases) {
    it(`shows the change and orders only when pressed again (${device})`, async () => {
      const pick = pickRegularPriced(await demoProducts(45), skip);
      const shopper = await newShopper(run.browser, viewport);
      const email = `valtozas.${device}.${stamp}@example.hu`;
      await cartWithDelivery(shopper.page, pick, /Személyes átvétel/);
      await fillShipping(shopper.page, email);
      await shopper.page.getByRole('button', { name: 'Tovább' }).click();
      await shopper.page.waitForURL('**/megrendeles');
      await shopper.page.getByRole('heading', { level: 1, name: 'Megrendelés' }).waitFor();

      // Meanwhile the retailer raises the price by 1 110 Ft.
      const admin = await newShopper(run.browser, DESKTOP);
      await staffSignIn(admin.page, run.email);
      const newPrice = pick.variant.price_curr_hu + 1110;
      await importPriceFile(admin.page, pick.variant.cikkszam, newPrice);
      await admin.context.close();

      // First press: nothing is ordered; the summary says what changed.
      const first = await pressSend(shopper.page);
      expect(first.code).toBe(409);
      expect(first.answer).toMatchObject({ status: 0, reason: 'changed' });
      const notice = shopper.page
        .getByRole('alert')
        .filter({ hasText: 'Megváltozott a végösszeg' });
      await notice.waitFor();
      const text = (await notice.textContent()) ?? '';
      expect(text).toContain(`„${pick.product.fullname_hu}`);
      expect(text).toContain(formatForint(pick.variant.price_curr_hu));
      expect(text).toContain(formatForint(newPrice));
      expect(text).toContain(formatForint(first.sentTotal));
      expect(text).toContain(formatForint(first.sentTotal + 1110));
      await screenshot(shopper.page, `changed-total-notice-${device}`);
      expect(await seriousA11yViolations(shopper.page)).toEqual([]);

      // Second press: the order is placed at the total the shopper now saw.
      const second = await pressSend(shopper.page);
      expect(second.code).toBe(200);
      expect(second.sentTotal).toBe(first.sentTotal + 1110);
      expect(second.answer.status).toBe(1);
      const order = second.answer.order!;
      expect(order.grand_total).toBe(second.sentTotal);
      await shopper.page.getByRole('dialog', { name: 'Sikeres rendelés!' }).waitFor();

      const mail = await waitForMail(email, order.order_number);
      expect(mail).toContain(formatForint(second.sentTotal));
      expect(mail).not.toContain(`Fizetendő végösszeg: ${formatForint(first.sentTotal)}`);
      expect(shopper.errors).toEqual([]);
      await shopper.context.close();
    }, 120_000);
  }
});
