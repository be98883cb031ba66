import path from 'node:path';
import { SITEMAP_MAX_URLS } from '@server/seo/sitemap';
import { seedCatalogue } from '@server/seed/demo-catalogue';
import { bumpCatalogueVersion } from '@server/services/catalogue/catalogue-cache';
import { type TestApp, createTestApp } from '@server/testing/test-helpers';
import { bodyText, readXmlRecords } from '@server/testing/xml-records';

/**
 * The sitemap and both feeds on the large generated catalogue (20 000 products, ~80 000 variants, as
 * `npm run seed -- --products 20000` makes it): well-formed, every required field, the right counts,
 * and each feed built in under 5 s.
 *
 * In the serial lane (`npm run test:reliability`), not beside the server suite: the 5 s goal is a
 * time, and among `npm test`'s parallel workers the same build used 3.5 s of CPU on a quiet machine
 * and 6.1 s in CI (the 2 cores shared with the other suites). The formats on the demo catalogue are
 * checked in `src/server/seo/sitemap-feeds.test.ts`, on both databases.
 */
const PRODUCTS = 20_000;
// The timings are the shop's default database (SQLite in memory here, even where CI has exported
// TEST_DATABASE_URL for the PostgreSQL run): on PostgreSQL the generated 20 000 products alone take
// ~280 s to load on a 2-core machine, and sitemap-feeds.test.ts checks the same documents there on
// the demo catalogue.
jest.setTimeout(300_000);

let t: TestApp;
let orderable: number;

beforeAll(async () => {
  t = await createTestApp({ databaseUrl: ':memory:' });
  await seedCatalogue(t.app.db, {
    mediaDir: path.join(t.config.dataDir, 'media'),
    products: PRODUCTS,
  });
  const row = await t.app.db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('products.active', '=', 1)
    .where('variants.availability', '<>', 'nincs')
    .executeTakeFirstOrThrow();
  orderable = Number(row.n);
});
afterAll(async () => {
  await t?.close();
});

/**
 * Fetches a document uncached and measures it. The goal (under 5 s) is checked on the process's CPU
 * time (gzip on the thread pool included): wall time also counts whatever else the machine runs.
 */
async function timed(url: string) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  expect(res.statusCode).toBe(200);
  return {
    text: bodyText(res),
    wallMs,
    ms: (used.user + used.system) / 1000,
    gzipBytes: res.rawPayload.length,
  };
}

it('the sitemap lists every product, category and page in files of at most 50 000 URLs', async () => {
  const index = readXmlRecords((await timed('/sitemap.xml')).text, 'sitemap');
  const files = index.records.map((r) => new URL(r.get('loc')?.[0] ?? '').pathname);
  expect(files).toEqual([
    '/sitemaps/categories.xml',
    '/sitemaps/pages.xml',
    '/sitemaps/products-1.xml',
  ]);
  const urls = new Set<string>();
  for (const file of files) {
    const { records } = readXmlRecords((await timed(file)).text, 'url');
    expect(records.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    for (const record of records) urls.add(record.get('loc')?.[0] ?? '');
  }
  const products = [...urls].filter((u) => u.includes('/termek/'));
  expect(products).toHaveLength(PRODUCTS);
  expect(
    [...urls].filter((u) => /\/(ruhazat-sisak|szerviz-alkatreszek)\/[^/]+$/.test(u)).length,
  ).toBeGreaterThan(20);
  // Info pages and blog articles come from the content seed, not this one: sitemap-feeds.test.ts.
});

it('the Google feed has one item per orderable variant with every required field, built in under 5 s', async () => {
  const { text, ms, wallMs, gzipBytes } = await timed('/feeds/google.xml');
  console.log(
    `google.xml: ${orderable} items, ${(text.length / 1e6).toFixed(1)} MB (${(gzipBytes / 1e6).toFixed(1)} MB gzip), CPU ${ms.toFixed(0)} ms, wall ${wallMs.toFixed(0)} ms`,
  );
  expect(ms).toBeLessThan(5000);
  const { records } = readXmlRecords(text, 'item');
  expect(records).toHaveLength(orderable);
  const ids = new Set<string>();
  for (const item of records) {
    for (const tag of [
      'g:id',
      'g:title',
      'g:description',
      'g:link',
      'g:image_link',
      'g:availability',
      'g:price',
      'g:brand',
      'g:mpn',
      'g:condition',
    ]) {
      expect(item.get(tag)?.[0]).toBeTruthy();
    }
    ids.add(item.get('g:id')?.[0] ?? '');
    expect(item.get('g:price')?.[0]).toMatch(/^\d+ HUF$/);
    const sale = item.get('g:sale_price')?.[0];
    if (sale)
      expect(Number.parseInt(sale, 10)).toBeLessThan(
        Number.parseInt(item.get('g:price')?.[0] ?? '', 10),
      );
    expect(item.get('g:availability')?.[0]).toBe('in_stock');
    expect(item.get('g:shipping/g:price')?.[0]).toMatch(/^\d+ HUF$/);
  }
  expect(ids.size).toBe(orderable);
  expect(records.filter((r) => r.has('g:sale_price')).length).toBeGreaterThan(1000);
});

it('the Árukereső feed has one product per orderable variant with the required fields, built in under 5 s', async () => {
  // Built from scratch too: the items the Google feed read are dropped with the catalogue version.
  await bumpCatalogueVersion(t.app.db);
  const { text, ms, wallMs } = await timed('/feeds/arukereso.xml');
  console.log(
    `arukereso.xml: ${(text.length / 1e6).toFixed(1)} MB, CPU ${ms.toFixed(0)} ms, wall ${wallMs.toFixed(0)} ms`,
  );
  expect(ms).toBeLessThan(5000);
  const { records } = readXmlRecords(text, 'product');
  expect(records).toHaveLength(orderable);
  for (const product of records) {
    for (const tag of [
      'identifier',
      'manufacturer',
      'name',
      'category',
      'product_url',
      'price',
      'image_url',
      'description',
      'delivery_cost',
    ]) {
      expect(product.get(tag)?.[0]).toBeTruthy();
    }
    expect(product.get('price')?.[0]).toMatch(/^\d+$/);
  }
});
