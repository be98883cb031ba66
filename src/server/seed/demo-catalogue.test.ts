import { licenceOf } from '@common/licence';
import fs from 'node:fs';
import path from 'node:path';
import { CAPACITY_BUCKETS, capacityBucket } from '@common/capacity';
import { normalizeSearchText } from '@common/text-normalize';
import { type PricedVariant, productPriceColumns } from '../services/catalogue/product-prices';
import { type TestApp, createTestApp } from '../testing/test-helpers';
import type { Db } from '../db/database';
import { type CatalogueSummary, generateDemoCatalogue, seedCatalogue } from './demo-catalogue';

const PRODUCTS = 50;

async function count(
  db: Db,
  table:
    | 'products'
    | 'variants'
    | 'categories'
    | 'bike_types'
    | 'variant_bikes'
    | 'product_images'
    | 'product_downloads'
    | 'sliders'
    | 'partners',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('generateDemoCatalogue', () => {
  it('gives the same catalogue on every run', () => {
    expect(JSON.stringify(generateDemoCatalogue(30))).toBe(
      JSON.stringify(generateDemoCatalogue(30)),
    );
  });

  it('keeps the first products when the catalogue is made bigger', () => {
    const small = generateDemoCatalogue(20).products;
    const big = generateDemoCatalogue(40).products;
    expect(big.slice(0, 20)).toEqual(small);
  });

  it('gives unique aliases and item numbers, whole prices ending in 90 and positive weights', () => {
    const { products } = generateDemoCatalogue(300);
    expect(new Set(products.map((p) => p.alias)).size).toBe(300);
    const variants = products.flatMap((p) => p.variants);
    expect(new Set(variants.map((v) => v.cikkszam)).size).toBe(variants.length);
    for (const v of variants) {
      expect(Number.isInteger(v.price_curr_hu) && v.price_curr_hu % 100 === 90).toBe(true);
      if (v.price_prev_hu !== null) expect(v.price_prev_hu).toBeGreaterThan(v.price_curr_hu);
      expect(Number.isInteger(v.weight_g) && v.weight_g > 0).toBe(true);
    }
  });
});

describe('seedCatalogue', () => {
  let t: TestApp;
  let db: Db;
  let summary: CatalogueSummary;
  let mediaDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.db;
    mediaDir = path.join(t.config.dataDir, 'media');
    summary = await seedCatalogue(db, { mediaDir, products: PRODUCTS });
  });

  afterAll(() => t.close());

  it('reports what it stored', async () => {
    expect(summary).toEqual({
      categories: await count(db, 'categories'),
      products: PRODUCTS,
      variants: await count(db, 'variants'),
      images: await count(db, 'product_images'),
      downloads: await count(db, 'product_downloads'),
      bikeTypes: await count(db, 'bike_types'),
      fitments: await count(db, 'variant_bikes'),
      sliders: await count(db, 'sliders'),
      partners: await count(db, 'partners'),
    });
    expect(summary.sliders).toBeGreaterThanOrEqual(3);
    expect(summary.partners).toBeGreaterThanOrEqual(7);
  });

  it('gives every leaf category of both sections products', async () => {
    const rows = await db
      .selectFrom('categories as c')
      .leftJoin('products as p', 'p.category_id', 'c.id')
      .select(['c.alias', 'c.section', (eb) => eb.fn.count<number>('p.id').as('n')])
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('categories as child')
              .select('child.id')
              .whereRef('child.parent_id', '=', 'c.id'),
          ),
        ),
      )
      .groupBy(['c.alias', 'c.section'])
      .execute();
    expect(new Set(rows.map((r) => r.section))).toEqual(
      new Set(['ruhazat-sisak', 'szerviz-alkatreszek']),
    );
    expect(rows.filter((r) => Number(r.n) === 0)).toEqual([]);
    expect(rows.map((r) => r.alias)).toEqual(
      expect.arrayContaining([
        'integral-sisakok',
        'textil-kabatok',
        'fekbetetek',
        'olajszurok',
        'lancok',
        'gyujtogyertyak',
        'akkumulatorok',
      ]),
    );
  });

  it('stores the derived price columns exactly as productPriceColumns computes them from the variants', async () => {
    const stored = await db
      .selectFrom('products')
      .select([
        'id',
        'effective_price',
        'start_price_prev_hu',
        'start_price_curr_hu',
        'top_price_curr_hu',
        'on_sale',
      ])
      .orderBy('id')
      .execute();
    const variants = await db
      .selectFrom('variants')
      .select(['product_id', 'price_curr_hu', 'price_prev_hu', 'unique_promotional_price'])
      .orderBy('id')
      .execute();
    const byProduct = new Map<number, PricedVariant[]>();
    for (const { product_id, ...variant } of variants)
      byProduct.set(product_id, [...(byProduct.get(product_id) ?? []), variant]);
    expect(
      stored.map((p) => ({ id: p.id, ...productPriceColumns(byProduct.get(p.id) ?? []) })),
    ).toEqual(stored);
    // The demo has every price case: 'from' prices, sales with old prices, promotional prices.
    expect(stored.some((p) => p.start_price_curr_hu < p.top_price_curr_hu)).toBe(true);
    expect(stored.some((p) => p.on_sale === 1 && p.start_price_prev_hu !== null)).toBe(true);
    expect(stored.some((p) => p.effective_price < p.start_price_curr_hu)).toBe(true);
  });

  it('has clearance variants with 1-3 pieces and every other availability', async () => {
    const variants = await db.selectFrom('variants').select(['availability', 'stock']).execute();
    const clearance = variants.filter((v) => v.availability === 'vegkiarusitas');
    expect(clearance.length).toBeGreaterThan(0);
    for (const v of clearance) expect([1, 2, 3]).toContain(v.stock);
    expect(new Set(variants.map((v) => v.availability))).toEqual(
      new Set(['raktaron', 'rendelheto', 'nincs', 'vegkiarusitas']),
    );
  });

  it('has items heavy enough for carts to cross 10, 20 and 40 kg', async () => {
    const heaviest = await db
      .selectFrom('variants')
      .select((eb) => eb.fn.max('weight_g').as('g'))
      .executeTakeFirstOrThrow();
    expect(Number(heaviest.g)).toBeGreaterThan(5000);
  });

  it('has bike types at every capacity bucket edge, with buckets computed from ccm', async () => {
    const types = await db
      .selectFrom('bike_types')
      .select(['ccm', 'capacity_bucket', 'img', 'content'])
      .execute();
    const ccms = new Set(types.map((t) => t.ccm));
    for (const edge of [50, 51, 125, 126, 1000, 1001]) expect(ccms.has(edge)).toBe(true);
    expect(new Set(types.map((t) => t.capacity_bucket))).toEqual(new Set(CAPACITY_BUCKETS));
    for (const type of types) {
      expect(type.capacity_bucket).toBe(capacityBucket(type.ccm));
      expect(type.img).toMatch(/^\/media\/bikes\/.+\.svg$/);
      expect(type.content).toContain('ccm');
    }
  });

  it('gives every bike type a power, so that every licence category has types of its own', async () => {
    const types = await db.selectFrom('bike_types').select(['ccm', 'power_kw']).execute();
    const needed = new Set<string>();
    for (const type of types) {
      expect(type.power_kw).toBeGreaterThan(0);
      needed.add(licenceOf(type.ccm, type.power_kw));
    }
    expect([...needed].sort()).toEqual(['A', 'A1', 'A2', 'AM']);
  });

  it('fits every part variant to tens of bike types and clothing to none', async () => {
    const rows = await db
      .selectFrom('variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .select([
        'c.alias',
        'c.section',
        (eb) =>
          eb
            .selectFrom('variant_bikes as vb')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('vb.variant_id', '=', 'v.id')
            .as('fits'),
      ])
      .execute();
    const clothing = rows.filter((r) => r.section === 'ruhazat-sisak');
    const parts = rows.filter((r) =>
      ['fekbetetek', 'olajszurok', 'lancok', 'gyujtogyertyak', 'akkumulatorok'].includes(r.alias),
    );
    expect(clothing.length).toBeGreaterThan(0);
    expect(clothing.every((r) => Number(r.fits) === 0)).toBe(true);
    expect(parts.length).toBeGreaterThan(0);
    for (const r of parts) expect(Number(r.fits)).toBeGreaterThanOrEqual(10);
  });

  it('stores normalized search columns holding the names and item numbers', async () => {
    const products = await db
      .selectFrom('products')
      .select(['id', 'fullname_hu', 'search_name', 'search_body'])
      .execute();
    const variants = await db.selectFrom('variants').select(['product_id', 'cikkszam']).execute();
    for (const p of products) {
      expect(p.search_name).toMatch(/^[a-z0-9 ]+$/);
      expect(p.search_body).toMatch(/^[a-z0-9 ]+$/);
      expect(p.search_name).toContain(normalizeSearchText(p.fullname_hu));
    }
    for (const v of variants) {
      const product = products.find((p) => p.id === v.product_id);
      expect(product?.search_name).toContain(normalizeSearchText(v.cikkszam).replace(/ /g, ''));
    }
  });

  it('writes every picture and document it links, and serves them under /media/', async () => {
    const urls = [
      ...(await db.selectFrom('product_images').select('url').execute()).map((r) => r.url),
      ...(await db.selectFrom('product_downloads').select('url').execute()).map((r) => r.url),
      ...(await db.selectFrom('sliders').select('src as url').execute()).map((r) => r.url),
      ...(await db.selectFrom('partners').select('logo as url').execute()).map((r) => r.url),
    ];
    for (const url of urls) {
      const file = path.join(mediaDir, url.replace(/^\/media\//, ''));
      const content = fs.readFileSync(file);
      if (url.endsWith('.svg')) {
        expect(content.toString().startsWith('<svg')).toBe(true);
        expect(content.length).toBeLessThan(3000);
      } else expect(content.toString('latin1', 0, 5)).toBe('%PDF-');
    }
    const image = await t.app.inject({ method: 'GET', url: urls[0] as string });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers the shop calls with the demo data', async () => {
    const makers = (await t.app.inject({ method: 'GET', url: '/api/motorom/gyartok' })).json() as {
      name_en: string;
    }[];
    expect(makers.map((m) => m.name_en)).toEqual(
      expect.arrayContaining([
        'Honda',
        'Yamaha',
        'Suzuki',
        'Kawasaki',
        'KTM',
        'BMW',
        'Ducati',
        'Triumph',
        'Aprilia',
        'Piaggio',
      ]),
    );
    const offer = (await t.app.inject({ method: 'GET', url: '/api/getAktualis' })).json() as {
      title: string;
      content: string;
    };
    expect(offer.title).toBe('Téli kabátvásár');
    const first = await db
      .selectFrom('products')
      .select('alias')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const product = await t.app.inject({
      method: 'GET',
      url: `/api/productByAlias/${first.alias}`,
    });
    expect(product.statusCode).toBe(200);
  });
});
