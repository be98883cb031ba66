import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { IMAGE_WIDTHS } from '@common/image-renditions';
import type { Product } from '@common/api/catalogue.schema';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  newShopper,
  screenshot,
  seriousA11yViolations,
} from './support/browser';
import { demoProducts } from './support/demo-api';

/**
 * The product page's main picture comes as an AVIF (or WebP) rendition of the width its slot needs
 * (docs/performance.md, "Images"): 100vw on a phone, 620 px of the two columns on a desktop, times
 * the screen's pixel ratio, rounded up to the next of 320, 640 and 1200.
 */
describe('product pictures in the browser', () => {
  let browser: Browser;
  let product: Product;

  beforeAll(async () => {
    browser = await launchBrowser();
    const found = (await demoProducts(20)).find((p) => p.images.length >= 2);
    expect(found).toBeDefined();
    product = found as Product;
  });
  afterAll(() => browser.close());

  for (const [label, viewport, slot] of [
    ['375 px phone', PHONE, PHONE.width],
    ['1280 px desktop', DESKTOP, 620],
  ] as const) {
    it(`loads the main picture as AVIF/WebP at the slot's width, eagerly, no layout shift (${label})`, async () => {
      const { context, page, errors } = await newShopper(browser, viewport);
      const pictures: { url: string; type: string; body: Buffer }[] = [];
      page.on('response', async (response) => {
        if (!response.url().includes('/media/')) return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        pictures.push({
          url: response.url(),
          type: response.headers()['content-type'] ?? '',
          body,
        });
      });
      await page.goto(`/termek/${product.alias}`);
      const name = product.fullname_hu || product.fullname_en;
      const large = page.getByRole('img', { name, exact: true });
      await large.waitFor();
      await page.waitForFunction(
        (alt) =>
          Array.from(document.images).some(
            (i) => i.alt === alt && i.complete && i.naturalWidth > 0,
          ),
        name,
      );
      const shown = await large.evaluate((img: HTMLImageElement) => ({
        currentSrc: img.currentSrc,
        loading: img.loading,
        priority: img.getAttribute('fetchpriority'),
        ratio: window.devicePixelRatio,
        box: img.getBoundingClientRect().width,
      }));
      const need = slot * shown.ratio;
      const width = IMAGE_WIDTHS.find((w) => w >= need) ?? 1200;
      const source = (product.images[0]?.url ?? '').slice('/media/'.length);
      expect(new URL(shown.currentSrc).pathname).toMatch(
        new RegExp(`^/media/w/${width}/${source.replace(/[.]/g, '\\.')}\\.(avif|webp)$`),
      );
      expect([shown.loading, shown.priority]).toEqual(['eager', 'high']);
      expect(shown.box).toBeLessThanOrEqual(slot + 1);

      // What came over the wire is that format at that width (decoded).
      const got = pictures.find((p) => p.url === shown.currentSrc);
      expect(got?.type).toMatch(/^image\/(avif|webp)$/);
      const meta = await sharp(got?.body).metadata();
      expect(meta.width).toBe(width);
      expect(['heif', 'webp']).toContain(meta.format);
      // No original SVG and no JPEG fallback was fetched for the product's pictures.
      expect(pictures.filter((p) => p.url.includes('/media/products/'))).toEqual([]);
      expect(pictures.filter((p) => p.url.endsWith('.jpg') && p.url.includes('/media/w/'))).toEqual(
        [],
      );

      // The cards of a list: renditions too, the first row eager.
      await page.goto('/ruhazat-sisak/');
      const cards = page.locator('.product-card__image img');
      await cards.first().waitFor();
      const loading = await cards.evaluateAll((imgs) =>
        imgs.slice(0, 6).map((i) => (i as HTMLImageElement).loading),
      );
      expect(loading).toEqual(
        ['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy'].slice(0, loading.length),
      );
      await page.waitForFunction(() => {
        const first = document.querySelector<HTMLImageElement>('.product-card__image img');
        return Boolean(first?.complete && first.currentSrc);
      });
      const card = await cards.first().evaluate((i) => (i as HTMLImageElement).currentSrc);
      expect(new URL(card).pathname).toMatch(/^\/media\/w\/(320|640)\/.+\.(avif|webp)$/);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await screenshot(page, `images-list-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
