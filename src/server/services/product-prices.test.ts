import type { Db } from '../db/database';
import { type TestApp, createTestApp } from '../testing/test-helpers';
import { productPriceColumns, productSearchColumns, refreshProductPrices } from './product-prices';

const PRODUCT_DEFAULTS = {
  name_en: '',
  fullname_en: '',
  detail_name_hu: '',
  detail_name_en: '',
  content_hu: '',
  content_en: '',
  search_name: '',
  search_body: '',
  effective_price: 0,
  start_price_prev_hu: null,
  start_price_curr_hu: 0,
  top_price_curr_hu: 0,
  on_sale: 0,
  active: 1,
};
const VARIANT_DEFAULTS = {
  name_en: '',
  props: '{}',
  price_prev_hu: null,
  unique_promotional_price: null,
  weight_g: 500,
  stock: 5,
  position: 0,
};

const v = (
  price_curr_hu: number,
  price_prev_hu: number | null = null,
  unique_promotional_price: number | null = null,
) => ({
  price_curr_hu,
  price_prev_hu,
  unique_promotional_price,
});

describe('productPriceColumns', () => {
  it('gives one price for a single variant, not on sale', () => {
    expect(productPriceColumns([v(12990)])).toEqual({
      effective_price: 12990,
      start_price_prev_hu: null,
      start_price_curr_hu: 12990,
      top_price_curr_hu: 12990,
      on_sale: 0,
    });
  });

  it('spans the lowest and highest current price when variant prices differ (the "from" marker)', () => {
    const cols = productPriceColumns([v(15990), v(13990), v(14990)]);
    expect(cols).toMatchObject({
      effective_price: 13990,
      start_price_curr_hu: 13990,
      top_price_curr_hu: 15990,
    });
  });

  it('carries the old price of the cheapest variant and marks the product on sale', () => {
    const cols = productPriceColumns([v(20990, 25990), v(18990, 22990)]);
    expect(cols).toMatchObject({ effective_price: 18990, start_price_prev_hu: 22990, on_sale: 1 });
  });

  it('sells at the unique promotional price when a variant has one', () => {
    const cols = productPriceColumns([v(10990), v(9990, null, 8490)]);
    expect(cols).toMatchObject({
      effective_price: 8490,
      start_price_curr_hu: 9990,
      top_price_curr_hu: 10990,
      on_sale: 0,
    });
  });

  it('is on sale when any variant sells below its old price, even if not the cheapest', () => {
    expect(productPriceColumns([v(5990), v(7990, 8990)]).on_sale).toBe(1);
    // An old price at or below the price sold at is no sale.
    expect(productPriceColumns([v(5990, 5990)]).on_sale).toBe(0);
  });

  it('prefers, of equally cheap variants, the one with an old price', () => {
    expect(productPriceColumns([v(9990), v(9990, 11990)]).start_price_prev_hu).toBe(11990);
  });

  it('gives zeros for a product without variants', () => {
    expect(productPriceColumns([])).toMatchObject({
      effective_price: 0,
      start_price_curr_hu: 0,
      on_sale: 0,
    });
  });
});

describe('productSearchColumns', () => {
  const source = {
    name_hu: 'Bőr KESZTYŰ',
    name_en: 'Leather Glove',
    fullname_hu: 'Held Bőr KESZTYŰ',
    detail_name_hu: 'Téli, vízálló',
    detail_name_en: 'Winter, waterproof',
    content_hu: '<p>Puha <strong>marhabőr</strong> &amp; Gore-Tex® membrán.</p>',
    content_en: '<p>Soft cowhide.</p>',
    itemNumbers: ['HLD-10023-BK-XL', 'EBC-FA196HH'],
  };

  it('makes lower-case, accent-free words of the names, detail names and item numbers, each once', () => {
    const { search_name } = productSearchColumns(source);
    expect(search_name).toBe(
      'bor kesztyu leather glove held teli vizallo winter waterproof hld 10023 bk xl hld10023bkxl ebc fa196hh ebcfa196hh',
    );
    expect(search_name).toMatch(/^[a-z0-9 ]+$/);
  });

  it('keeps the description text without tags or entities in search_body', () => {
    expect(productSearchColumns(source).search_body).toBe(
      'puha marhabor gore tex membran soft cowhide',
    );
  });
});

describe('refreshProductPrices', () => {
  let t: TestApp;
  let db: Db;

  beforeEach(async () => {
    t = await createTestApp();
    db = t.app.db;
    const cat = await db
      .insertInto('categories')
      .values({
        section: 'ruhazat-sisak',
        parent_id: null,
        alias: 'kesztyuk',
        name_hu: 'Kesztyűk',
        name_en: 'Gloves',
        position: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const alias of ['a', 'b']) {
      // Stored with wrong derived columns on purpose: the refresh must overwrite them.
      const p = await db
        .insertInto('products')
        .values({
          ...PRODUCT_DEFAULTS,
          alias,
          category_id: cat.id,
          name_hu: alias,
          fullname_hu: alias,
          effective_price: 1,
          start_price_curr_hu: 1,
          top_price_curr_hu: 1,
          on_sale: 1,
          created_at: '2026-11-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('variants')
        .values([
          {
            ...VARIANT_DEFAULTS,
            product_id: p.id,
            name_hu: 'M',
            cikkszam: `${alias}-M`,
            availability: 'raktaron',
            price_curr_hu: 14990,
            price_prev_hu: 17990,
          },
          {
            ...VARIANT_DEFAULTS,
            product_id: p.id,
            name_hu: 'XL',
            cikkszam: `${alias}-XL`,
            availability: 'raktaron',
            price_curr_hu: 15990,
            unique_promotional_price: 12990,
          },
        ])
        .execute();
    }
  });

  afterEach(() => t.close());

  const columns = (alias: string) =>
    db
      .selectFrom('products')
      .select([
        'effective_price',
        'start_price_prev_hu',
        'start_price_curr_hu',
        'top_price_curr_hu',
        'on_sale',
      ])
      .where('alias', '=', alias)
      .executeTakeFirstOrThrow();

  it('recomputes the given products only', async () => {
    const a = await db
      .selectFrom('products')
      .select('id')
      .where('alias', '=', 'a')
      .executeTakeFirstOrThrow();
    expect(await refreshProductPrices(db, [a.id])).toBe(1);
    expect(await columns('a')).toEqual({
      effective_price: 12990,
      start_price_prev_hu: null,
      start_price_curr_hu: 14990,
      top_price_curr_hu: 15990,
      on_sale: 1,
    });
    expect((await columns('b')).effective_price).toBe(1);
  });

  it('recomputes every product when no ids are given, and follows later variant changes', async () => {
    expect(await refreshProductPrices(db)).toBe(2);
    await db
      .updateTable('variants')
      .set({ unique_promotional_price: null, price_prev_hu: null })
      .execute();
    await refreshProductPrices(db);
    expect(await columns('b')).toEqual({
      effective_price: 14990,
      start_price_prev_hu: null,
      start_price_curr_hu: 14990,
      top_price_curr_hu: 15990,
      on_sale: 0,
    });
  });
});
