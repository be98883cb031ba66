import type { Category } from '@common/api/catalogue.schema';
import { insertCatalogueFixtures } from '../../testing/catalogue-fixtures';
import { type TestApp, createTestApp } from '../../testing/test-helpers';
import { requestCategories, treeShape } from '../../testing/catalogue-requests';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogueFixtures(t.app.db);
});
afterAll(async () => {
  await t.close();
});

describe('category trees', () => {
  it('prunes a section tree to categories with products and counts descendants', async () => {
    const res = await requestCategories(t, 'ruhazat-sisak');
    expect(res.statusCode).toBe(200);
    expect(treeShape(res.json().categories)).toEqual([
      'kesztyuk(2)',
      'sisakok(2)[zart-sisakok(1)]',
    ]);
    expect(res.json().catIds).toEqual([]);
  });

  it('answers the whole section tree for a category, with its lineage as catIds', async () => {
    const res = await requestCategories(t, 'zart-sisakok');
    expect(treeShape(res.json().categories)).toEqual([
      'kesztyuk(2)',
      'sisakok(2)[zart-sisakok(1)]',
    ]);
    expect(res.json().catIds).toEqual([2, 3]);
    const child = (res.json().categories as Category[])[1]?.children[0];
    expect(child).toMatchObject({
      id: 3,
      name_hu: 'Zárt sisakok',
      name_en: 'Full-face helmets',
      parentIds: [2],
    });
  });

  it('counts under the same filters as the list: akcios, bike and search', async () => {
    expect(
      treeShape((await requestCategories(t, 'ruhazat-sisak', { akcios: true })).json().categories),
    ).toEqual(['kesztyuk(1)', 'sisakok(1)[zart-sisakok(1)]']);
    expect(treeShape((await requestCategories(t, 'akciok')).json().categories)).toEqual([
      'kesztyuk(1)',
      'sisakok(1)[zart-sisakok(1)]',
    ]);
    expect(
      treeShape(
        (await requestCategories(t, 'szerviz-alkatreszek', { bike: 101 })).json().categories,
      ),
    ).toEqual(['fekek(2)[fekbetetek(2)]']);
    expect(
      treeShape((await requestCategories(t, 'alkatresz-kereso', { bike: 102 })).json().categories),
    ).toEqual(['fekek(1)[fekbetetek(1)]', 'szurok(1)']);
    expect(
      treeShape((await requestCategories(t, 'alkatresz-kereso', { bike: 999 })).json().categories),
    ).toEqual([]);
    expect(
      treeShape(
        (await requestCategories(t, 'kereses', { searchText: 'kesztyu' })).json().categories,
      ),
    ).toEqual(['kesztyuk(2)', 'sisakok(1)']);
    expect((await requestCategories(t, 'kereses', { searchText: '' })).json()).toEqual({
      categories: [],
      catIds: [],
    });
  });

  it('rejects a bad filter with 400', async () => {
    const res = await requestCategories(t, 'ruhazat-sisak', { bike: -3 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Hibás motortípus-azonosító/);
  });

  it('answers one category with unfiltered counts, or 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categoryByAlias/sisakok' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 2,
      alias: 'sisakok',
      name_hu: 'Sisakok',
      name_en: 'Helmets',
      productCount: 2,
      parentIds: [],
      children: [
        {
          id: 3,
          alias: 'zart-sisakok',
          name_hu: 'Zárt sisakok',
          name_en: 'Full-face helmets',
          productCount: 1,
          parentIds: [2],
          children: [],
        },
      ],
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/categoryByAlias/nincs-ilyen' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Nem található ilyen kategória.');
  });

  it('answers the main categories of a section with every category and its count', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/getMainCategories/ruhazat-sisak' });
    expect(treeShape(res.json())).toEqual([
      'kesztyuk(2)',
      'sisakok(2)[zart-sisakok(1)]',
      'csizmak(0)',
    ]);
    const parts = await t.app.inject({
      method: 'GET',
      url: '/api/getMainCategories/szerviz-alkatreszek',
    });
    expect(treeShape(parts.json())).toEqual(['fekek(2)[fekbetetek(2)]', 'szurok(1)']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/getMainCategories/akciok' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Ismeretlen főkategória/);
  });
});

describe('browser caching', () => {
  it('lets browsers reuse menus and home content for five minutes, never lists or errors', async () => {
    for (const url of [
      '/api/getMainCategories/ruhazat-sisak',
      '/api/categoryByAlias/sisakok',
      '/api/partners',
    ]) {
      expect((await t.app.inject({ url })).headers['cache-control']).toBe('public, max-age=300');
    }
    expect(
      (await t.app.inject({ url: '/api/categoryByAlias/nincs-ilyen' })).headers['cache-control'],
    ).toBe('no-store');
    expect(
      (await t.app.inject({ url: '/api/productByAlias/bor-kesztyu' })).headers['cache-control'],
    ).toBe('no-store');
    expect((await requestCategories(t, 'ruhazat-sisak')).headers['cache-control']).toBe('no-store');
  });
});
