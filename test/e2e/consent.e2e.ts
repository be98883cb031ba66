import type { Browser, Page, Request } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import { pickPurchase } from './support/checkout-steps';
import { demoProducts } from './support/demo-api';
import { type ShopServer, startShopServer } from './support/shop-server';

const ID = 'G-TESTMOTO1';
const TAG = `https://www.googletagmanager.com/gtag/js?id=${ID}`;

/**
 * Google's servers cannot be reached from here, so the tag's address answers with a small script
 * that does what gtag.js does first: reads the dataLayer it finds and reports to GA's collect address.
 * Whether the browser runs it and lets its report out is the page's CSP's decision, as with the real tag.
 */
const STAND_IN_TAG = `
  window.__tagSaw = (window.dataLayer || []).map(function (entry) {
    return Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry) : entry;
  });
  fetch('https://region1.google-analytics.com/g/collect?tid=${ID}', { method: 'POST', mode: 'no-cors' })
    .then(function () { window.__collect = 'sent'; }, function (e) { window.__collect = 'blocked: ' + e; });
`;

/** Every request the page makes to a Google address, and the stand-in tag and collect answers. */
async function watchGoogle(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (/google/.test(new URL(request.url()).hostname)) seen.push(request.url());
  });
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN_TAG }),
  );
  await page.route('https://region1.google-analytics.com/**', (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  return seen;
}

/** Issue 19: no analytics before consent; GA4 with Consent Mode v2 after it; none without the setting. */
describe('cookie consent and GA4', () => {
  let browser: Browser;
  let shop: ShopServer;

  beforeAll(async () => {
    browser = await launchBrowser();
    shop = await startShopServer({ GA_MEASUREMENT_ID: ID });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('without GA_MEASUREMENT_ID there is no banner and no Google request', async () => {
    const { context, page, errors } = await newShopper(browser, DESKTOP);
    const seen = await watchGoogle(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('region', { name: 'Sütik és adatvédelem' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Süti-beállítások' }).count()).toBe(0);
    expect(seen).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`asks first, loads nothing on refusal, and the tag with the earlier events on consent (${device})`, async () => {
      const { context, page, errors } = await newShopper(browser, viewport, { baseURL: shop.url });
      const seen = await watchGoogle(page);

      // A product view before any answer: its view_item waits on dataLayer, nothing goes to Google.
      const { alias } = pickPurchase(await demoProducts(45)).product;
      await page.goto(`/termek/${alias}`);
      const banner = page.getByRole('region', { name: 'Sütik és adatvédelem' });
      await banner.waitFor();
      await screenshot(page, `consent-banner-${device}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(seen).toEqual([]);

      // Refused: stays refused after a reload, still nothing to Google.
      await banner.getByRole('button', { name: 'Elutasítom' }).click();
      await banner.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('button', { name: 'Süti-beállítások' }).waitFor();
      await page.waitForTimeout(500);
      expect(await banner.count()).toBe(0);
      expect(seen).toEqual([]);

      // The footer reopens the choice; statistics only.
      await page.getByRole('button', { name: 'Süti-beállítások' }).click();
      await banner.waitFor();
      await banner.getByRole('checkbox', { name: 'Statisztikai sütik (Google Analytics)' }).check();
      await screenshot(page, `consent-choices-${device}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await banner.getByRole('button', { name: 'Kiválasztottak mentése' }).click();

      // The tag loads from Google's origin (the CSP lets it run) and may report (connect-src).
      await page.waitForFunction(() => (window as { __collect?: string }).__collect !== undefined);
      expect(await page.evaluate(() => (window as { __collect?: string }).__collect)).toBe('sent');
      expect(seen[0]).toBe(TAG);
      const saw = (await page.evaluate(
        () => (window as { __tagSaw?: unknown[] }).__tagSaw,
      )) as unknown[];
      const commands = saw.filter(Array.isArray) as unknown[][];
      expect(commands[0]).toEqual([
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
        },
      ]);
      expect(commands[1]).toEqual([
        'consent',
        'update',
        {
          analytics_storage: 'granted',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ]);
      expect(commands.some((c) => c[0] === 'config' && c[1] === ID)).toBe(true);
      expect(commands.some((c) => c[0] === 'event' && c[1] === 'view_item')).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
