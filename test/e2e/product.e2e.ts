import type { Browser, Page } from 'playwright-core';
import type { Product } from '@common/api/catalogue.schema';
import { renditionUrl } from '@common/image-renditions';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import { demoProducts } from './support/demo-api';

/** The JPEG fallback the large image's src names (its srcset offers the other widths and formats). */
const jpeg640 = (url = '') => renditionUrl(url, 640, 'jpg');

const strip = (page: Page) => page.locator('.image-strip__viewport');
const stripOffset = (page: Page) => strip(page).evaluate((el) => el.scrollLeft);
const stripRoom = (page: Page) => strip(page).evaluate((el) => el.scrollWidth - el.clientWidth);

describe('the product page', () => {
  let browser: Browser;
  let product: Product;

  beforeAll(async () => {
    browser = await launchBrowser();
    const products = await demoProducts(60);
    // A product that shows everything: several variants and enough pictures to move the strip.
    const rich = products
      .filter((p) => p.variants.length >= 2 && p.images.length >= 3)
      .sort((a, b) => b.images.length - a.images.length)[0];
    expect(rich).toBeDefined();
    product = rich as Product;
  });
  afterAll(() => browser.close());

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows a product with its price, variants, gallery and strip, accessibly (${label})`, async () => {
      const { context, page, errors } = await newShopper(browser, viewport);
      // The page preloads its product's answer with the HTML (src/server/seo/product-head.ts): the
      // one request for it is the preload (no X-Requested-With), which the app's own fetch took.
      const asked: (string | undefined)[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/productByAlias/'))
          asked.push(request.headers()['x-requested-with']);
      });
      await page.goto(`/termek/${product.alias}`);
      const name = product.fullname_hu || product.fullname_en;
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(asked).toEqual([undefined]);
      expect(await page.title()).toMatch(
        new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - .+`),
      );

      const buyBox = page.getByRole('region', { name: 'Vásárlás' });
      const priceText = (await buyBox.locator('.buy-box__price').innerText()).replace(/\s/g, ' ');
      expect(priceText).toMatch(/\d Ft/);
      expect(await buyBox.getByText('nettó').isVisible()).toBe(true);
      expect(
        await buyBox.getByRole('link', { name: 'Tovább a kosárhoz' }).getAttribute('href'),
      ).toBe('/kosar');
      await screenshot(page, `product-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Thumbnails swap the large image.
      const large = page.getByRole('img', { name, exact: true });
      expect(await large.getAttribute('src')).toBe(jpeg640(product.images[0]?.url));
      await page.getByRole('button', { name: '2. kép megjelenítése' }).click();
      await expect(large.getAttribute('src')).resolves.toBe(jpeg640(product.images[1]?.url));

      // The strip: a bounce at the start leaves it in place; a step moves it 216 px (or to its end).
      const room = await stripRoom(page);
      // Every transform the track goes through is recorded, so a slow frame cannot hide the bounce.
      await page.locator('.image-strip__track').evaluate((el) => {
        const seen: string[] = [];
        (window as unknown as { stripShifts: string[] }).stripShifts = seen;
        new MutationObserver(() => seen.push(el.style.transform)).observe(el, {
          attributes: true,
          attributeFilter: ['style'],
        });
      });
      await page.getByRole('button', { name: 'Előző képek' }).click();
      await page.waitForFunction(() => {
        const seen = (window as unknown as { stripShifts: string[] }).stripShifts;
        return seen.length > 0 && seen[seen.length - 1] === '';
      });
      const shifts = await page.evaluate(
        () => (window as unknown as { stripShifts: string[] }).stripShifts,
      );
      expect(shifts.some((shift) => /^translateX\(\d/.test(shift))).toBe(true);
      expect(await stripOffset(page)).toBe(0);
      if (room > 0) {
        const next = page.getByRole('button', { name: 'Következő képek' });
        await next.click();
        await next.click(); // while the first step runs: ignored
        // Wait until the strip has stopped (two equal readings 250 ms apart), however slow the machine.
        let offset = await stripOffset(page);
        for (let i = 0; i < 40; i += 1) {
          await page.waitForTimeout(250);
          const now = await stripOffset(page);
          if (now === offset && now !== 0) break;
          offset = now;
        }
        expect(offset).toBeCloseTo(Math.min(216, room), 0);
      }

      // The variants table, one row per variant.
      await page.getByRole('tab', { name: 'Elérhetőség, változatok' }).click();
      const table = page
        .getByRole('tabpanel', { name: 'Elérhetőség, változatok' })
        .getByRole('table');
      await table.waitFor();
      // Phones show each row as a card and hide the header row, so count the variant rows.
      expect(await table.locator('tbody').getByRole('row').count()).toBe(product.variants.length);
      const firstVariant = product.variants[0];
      if (firstVariant)
        // On phones each cell's name also carries its column label (CSS content), so find the text.
        await table.getByText(firstVariant.cikkszam, { exact: true }).waitFor();
      expect(await table.getByRole('button', { name: /^Kosárba: / }).count()).toBe(
        product.variants.length,
      );
      await screenshot(page, `product-variants-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('chooses a variant, counts the quantity and moves between the tabs with the keyboard', async () => {
    const { context, page, errors } = await newShopper(browser, PHONE);
    await page.goto(`/termek/${product.alias}`);
    const select = page.getByRole('combobox', { name: 'Termékváltozat' });
    await select.waitFor();
    const variant = product.variants[1] ?? product.variants[0];
    if (!variant) throw new Error('the demo product has no variant');
    await select.selectOption(String(variant.id));
    const buyBox = page.getByRole('region', { name: 'Vásárlás' });
    await buyBox.getByText(variant.availabilityText, { exact: true }).waitFor();
    const quantity = buyBox.getByRole('spinbutton', { name: 'Mennyiség' });
    await buyBox.getByRole('button', { name: 'Mennyiség csökkentése' }).click();
    await expect(quantity.inputValue()).resolves.toBe('1');
    await buyBox.getByRole('button', { name: 'Mennyiség növelése' }).click();
    await expect(quantity.inputValue()).resolves.toBe('2');

    await page.getByRole('tab', { name: 'Leírás' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(
      page.getByRole('tab', { name: 'Elérhetőség, változatok' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so for an alias that is not for sale', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto('/termek/nincs-ilyen-termek-12345');
    await page.getByText('Nem található ilyen eladó termékünk..', { exact: true }).waitFor();
    await context.close();
  });
});
