import fs from 'node:fs';
import path from 'node:path';
import { type TestApp, createTestApp } from '../testing/test-helpers';
import { seedIfEmpty } from './seed-if-empty';

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

describe('seedIfEmpty', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp();
  });

  afterEach(() => t.close());

  const products = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('loads the demo catalogue and content into an empty database, once', async () => {
    const first = await seedIfEmpty(t.app.db, t.config.dataDir, { products: 40 });
    expect(first?.catalogue.products).toBe(40);
    expect(first?.content.pages).toBeGreaterThan(0);
    expect(await products()).toBe(40);
    expect(fs.existsSync(path.join(t.config.dataDir, 'media', 'products'))).toBe(true);
    const pages = await t.app.db.selectFrom('pages').select('alias').execute();
    expect(pages.length).toBe(first?.content.pages);

    expect(await seedIfEmpty(t.app.db, t.config.dataDir, { products: 40 })).toBeNull();
    expect(await products()).toBe(40);
    expect((await t.app.db.selectFrom('pages').select('alias').execute()).length).toBe(
      pages.length,
    );
  });

  it('leaves a database that has products alone', async () => {
    const cat = await t.app.db
      .insertInto('categories')
      .values({
        section: 'ruhazat-sisak',
        parent_id: null,
        alias: 'sajat',
        name_hu: 'Saját',
        name_en: 'Own',
        position: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('products')
      .values({
        ...PRODUCT_DEFAULTS,
        alias: 'sajat-termek',
        category_id: cat.id,
        name_hu: 'Saját termék',
        fullname_hu: 'Saját termék',
        created_at: '2026-11-01T00:00:00.000Z',
      })
      .execute();
    expect(await seedIfEmpty(t.app.db, t.config.dataDir)).toBeNull();
    expect(await products()).toBe(1);
    expect(fs.existsSync(path.join(t.config.dataDir, 'media', 'products'))).toBe(false);
  });

  it('leaves a database alone that has its own categories but no products yet', async () => {
    await t.app.db
      .insertInto('categories')
      .values({
        section: 'ruhazat-sisak',
        parent_id: null,
        alias: 'kesztyuk',
        name_hu: 'Kesztyűk',
        name_en: 'Gloves',
        position: 1,
      })
      .execute();
    expect(await seedIfEmpty(t.app.db, t.config.dataDir, { products: 10 })).toBeNull();
    expect(await products()).toBe(0);
  });
});
