import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, newShopper } from './support/browser';
import { demoProducts } from './support/demo-api';

/**
 * The shop's type scale (styles/main.css): two weights and six sizes. Every other pair of weight and
 * size a page uses is one more font set-up in its first layout (docs/performance.md), so a rule
 * that brings in a 600 weight or a 13 px size shows here. And a field under 16 px makes phone
 * browsers zoom the page when the shopper taps into it.
 */
const WEIGHTS = ['400', '700'];
const SIZES_PX = [14, 16, 18, 22, 28, 36];

interface TextStyle {
  element: string;
  weight: string;
  sizePx: number;
}

/** The weight and size of every shown element that draws text of its own, and of every field. */
function textStylesOf(page: Page): Promise<{ texts: TextStyle[]; fields: TextStyle[] }> {
  return page.evaluate(() => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.classList[0] ? `.${el.classList[0]}` : ''}`;
    const styleOf = (el: Element) => {
      const style = getComputedStyle(el);
      return {
        element: describe(el),
        weight: style.fontWeight,
        sizePx: Math.round(parseFloat(style.fontSize) * 100) / 100,
      };
    };
    const shown = (el: Element) => (el as HTMLElement).getClientRects().length > 0;
    const texts = [...document.querySelectorAll('body *')]
      .filter(
        (el) =>
          shown(el) &&
          [...el.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          ),
      )
      .map(styleOf);
    const fields = [
      ...document.querySelectorAll(
        'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea',
      ),
    ]
      .filter(shown)
      .map(styleOf);
    return { texts, fields };
  });
}

describe('the type scale', () => {
  let browser: Browser;
  let productPath: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    const [product] = await demoProducts(1);
    if (!product) throw new Error('The demo catalogue has no products');
    productPath = `/termek/${product.alias}`;
  });
  afterAll(() => browser.close());

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`draws home, a list, a product and the cart in two weights and the scale's sizes, every field at 16 px at least (${label})`, async () => {
      // The announcement is part of every first visit's page, so it is measured too.
      const { context, page, errors } = await newShopper(browser, viewport, {
        showAnnouncement: true,
      });
      const offScale: string[] = [];
      const smallFields: string[] = [];
      for (const path of ['/', '/ruhazat-sisak/', productPath, '/kosar']) {
        await page.goto(path);
        await page.getByRole('dialog').getByRole('button', { name: 'Bezár' }).waitFor();
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.getByRole('contentinfo').getByRole('link').nth(8).waitFor();
        const { texts, fields } = await textStylesOf(page);
        expect(texts.length).toBeGreaterThan(20);
        for (const text of texts) {
          if (!WEIGHTS.includes(text.weight) || !SIZES_PX.includes(text.sizePx))
            offScale.push(`${path} ${text.element}: ${text.weight} ${text.sizePx}px`);
        }
        for (const field of fields) {
          if (field.sizePx < 16) smallFields.push(`${path} ${field.element}: ${field.sizePx}px`);
        }
        if (path === '/ruhazat-sisak/') expect(fields.length).toBeGreaterThanOrEqual(3);
      }
      expect([...new Set(offScale)]).toEqual([]);
      expect([...new Set(smallFields)]).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
