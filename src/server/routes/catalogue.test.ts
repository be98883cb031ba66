import type { Category, Product, ProductListItem } from '@common/api/catalogue.schema';
import { insertCatalogueFixtures } from '../services/catalogue/catalogue-test-fixtures';
import { type TestApp, createTestApp } from '../test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogueFixtures(t.app.db);
});
afterAll(async () => {
  await t.close();
});

async function list(alias: string, body: Record<string, unknown> = {}, forBike = false) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${forBike ? 'productsByAliasForBike' : 'productsByAlias'}/${alias}`,
    headers: t.headers,
    payload: body,
  });
  return {
    res,
    ids: res.statusCode === 200 ? (res.json() as ProductListItem[]).map((p) => p.id) : [],
  };
}

async function categories(alias: string, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/categoriesByAlias/${alias}`,
    headers: t.headers,
    payload: body,
  });
  return res;
}

/** A tree as "alias(count)" strings, children in brackets, for compact exact assertions. */
function shape(tree: Category[]): string[] {
  return tree.map(
    (c) =>
      `${c.alias}(${c.productCount})${c.children.length ? `[${shape(c.children).join(',')}]` : ''}`,
  );
}

describe('product lists', () => {
  it('lists a section by name, case-insensitively, without inactive products', async () => {
    const { res, ids } = await list('ruhazat-sisak');
    expect(res.statusCode).toBe(200);
    expect(ids).toEqual([2, 3, 1, 4]);
    expect(res.headers['content-range']).toBe('products 0-3/4');
  });

  it('lists a category with its subcategories', async () => {
    expect((await list('sisakok')).ids).toEqual([3, 4]);
    expect((await list('zart-sisakok')).ids).toEqual([3]);
  });

  it('answers the derived prices of each list item', async () => {
    const { res } = await list('ruhazat-sisak');
    const byId = new Map((res.json() as ProductListItem[]).map((p) => [p.id, p]));
    expect(byId.get(1)).toMatchObject({
      effectivePrice: 12000,
      start_price_prev_hu: null,
      start_price_curr_hu: 12000,
      top_price_curr_hu: 14000,
      images: [{ url: '/media/p1-a.jpg' }, { url: '/media/p1-b.jpg' }],
      variants: [
        { id: 11, bikesArray: [] },
        { id: 12, bikesArray: [] },
      ],
      downloads: [],
    });
    expect(byId.get(3)).toMatchObject({
      effectivePrice: 50000,
      start_price_prev_hu: 65000,
      start_price_curr_hu: 60000,
      top_price_curr_hu: 60000,
    });
  });

  it('sorts by price both ways, ties broken by id', async () => {
    expect(
      (await list('szerviz-alkatreszek', { sort: ['start_price_curr_hu', 'asc'] })).ids,
    ).toEqual([7, 5, 6]);
    expect(
      (await list('szerviz-alkatreszek', { sort: ['start_price_curr_hu', 'desc'] })).ids,
    ).toEqual([6, 5, 7]);
    expect((await list('ruhazat-sisak', { sort: ['fullname_en', 'desc'] })).ids).toEqual([
      4, 1, 3, 2,
    ]);
  });

  it('pages with an exclusive end and an inclusive Content-Range', async () => {
    let page = await list('ruhazat-sisak', { range: [0, 2] });
    expect(page.ids).toEqual([2, 3]);
    expect(page.res.headers['content-range']).toBe('products 0-1/4');
    page = await list('ruhazat-sisak', { range: [2, 4] });
    expect(page.ids).toEqual([1, 4]);
    expect(page.res.headers['content-range']).toBe('products 2-3/4');
    page = await list('ruhazat-sisak', { range: [3, 18] });
    expect(page.ids).toEqual([4]);
    expect(page.res.headers['content-range']).toBe('products 3-3/4');
  });

  it('answers an empty page beyond the end and for an empty category', async () => {
    let page = await list('ruhazat-sisak', { range: [15, 30] });
    expect(page.res.statusCode).toBe(200);
    expect(page.res.json()).toEqual([]);
    expect(page.res.headers['content-range']).toBe('products */4');
    page = await list('csizmak');
    expect(page.res.json()).toEqual([]);
    expect(page.res.headers['content-range']).toBe('products */0');
  });

  it('keeps only products on sale with akcios, and always on the sales route', async () => {
    expect((await list('ruhazat-sisak', { akcios: true })).ids).toEqual([2, 3]);
    expect((await list('kesztyuk', { akcios: true })).ids).toEqual([2]);
    expect((await list('szerviz-alkatreszek', { akcios: true })).res.headers['content-range']).toBe(
      'products */0',
    );
    expect((await list('akciok')).ids).toEqual([2, 3]);
  });

  it('marks in an ordinary list the variants that fit the given bike, without filtering', async () => {
    const { res, ids } = await list('szerviz-alkatreszek', { bike: 102 });
    expect(ids).toEqual([5, 6, 7]);
    const byId = new Map((res.json() as ProductListItem[]).map((p) => [p.id, p]));
    expect(byId.get(5)?.variants).toEqual([
      { id: 51, bikesArray: [102] },
      { id: 52, bikesArray: [] },
    ]);
    expect(byId.get(6)?.variants).toEqual([{ id: 61, bikesArray: [] }]);
    expect(byId.get(7)?.variants).toEqual([{ id: 71, bikesArray: [102] }]);
  });
});

describe('productsByAliasForBike', () => {
  it('keeps only products with a variant that fits the bike', async () => {
    let page = await list('alkatresz-kereso', { bike: 101 }, true);
    expect(page.ids).toEqual([5, 6]);
    expect(page.res.headers['content-range']).toBe('products 0-1/2');
    expect((page.res.json() as ProductListItem[])[0]?.variants).toEqual([
      { id: 51, bikesArray: [101] },
      { id: 52, bikesArray: [] },
    ]);
    page = await list(
      'alkatresz-kereso',
      { bike: 102, sort: ['start_price_curr_hu', 'asc'] },
      true,
    );
    expect(page.ids).toEqual([7, 5]);
    expect((await list('fekbetetek', { bike: 102 }, true)).ids).toEqual([5]);
    expect((await list('szurok', { bike: 101 }, true)).res.headers['content-range']).toBe(
      'products */0',
    );
  });

  it('finds nothing for a bike without fitting parts, and pages like the other lists', async () => {
    const none = await list('alkatresz-kereso', { bike: 999 }, true);
    expect(none.res.statusCode).toBe(200);
    expect(none.ids).toEqual([]);
    const second = await list('alkatresz-kereso', { bike: 101, range: [1, 16] }, true);
    expect(second.ids).toEqual([6]);
    expect(second.res.headers['content-range']).toBe('products 1-1/2');
  });

  it('rejects a bike that is not an id', async () => {
    const { res } = await list('alkatresz-kereso', { bike: 'honda' }, true);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Hibás motortípus-azonosító/);
  });
});

describe('bad list requests', () => {
  it.each([
    [{ sort: ['price', 'asc'] }, /^Hibás rendezés/],
    [{ sort: ['fullname_en', 'up'] }, /^Hibás rendezés/],
    [{ sort: 'fullname_en' }, /^Hibás rendezés/],
    [{ range: [5, 5] }, /^Hibás tartomány/],
    [{ range: [-1, 5] }, /^Hibás tartomány/],
    [{ range: [0, 61] }, /^Hibás tartomány/],
    [{ range: [0, 1.5] }, /^Hibás tartomány/],
    [{ range: [0] }, /^Hibás tartomány/],
    [{ akcios: 'igen' }, /^Hibás akciós szűrő/],
    [{ searchText: 'x'.repeat(201) }, /^A keresett szöveg legfeljebb 200 karakter/],
    [{ searchText: 'a b c d e f g h i j k' }, /^A keresés legfeljebb 10 szóból/],
    [{ colour: 'red' }, /^Ismeretlen mező a kérésben: colour/],
  ])('answers 400 with a Hungarian reason for %j', async (body, message) => {
    const { res } = await list('ruhazat-sisak', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('answers 404 for an unknown alias', async () => {
    for (const url of [
      '/api/productsByAlias/nincs-ilyen',
      '/api/productsByAliasForBike/nincs-ilyen',
      '/api/categoriesByAlias/nincs-ilyen',
    ]) {
      const res = await t.app.inject({ method: 'POST', url, headers: t.headers, payload: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Nem található ilyen kategória.' });
    }
  });

  it('answers 400, not a server error, for a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/productsByAlias/ruhazat-sisak',
      headers: { ...t.headers, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('category trees', () => {
  it('prunes a section tree to categories with products and counts descendants', async () => {
    const res = await categories('ruhazat-sisak');
    expect(res.statusCode).toBe(200);
    expect(shape(res.json().categories)).toEqual(['kesztyuk(2)', 'sisakok(2)[zart-sisakok(1)]']);
    expect(res.json().catIds).toEqual([]);
  });

  it('answers the whole section tree for a category, with its lineage as catIds', async () => {
    const res = await categories('zart-sisakok');
    expect(shape(res.json().categories)).toEqual(['kesztyuk(2)', 'sisakok(2)[zart-sisakok(1)]']);
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
    expect(shape((await categories('ruhazat-sisak', { akcios: true })).json().categories)).toEqual([
      'kesztyuk(1)',
      'sisakok(1)[zart-sisakok(1)]',
    ]);
    expect(shape((await categories('akciok')).json().categories)).toEqual([
      'kesztyuk(1)',
      'sisakok(1)[zart-sisakok(1)]',
    ]);
    expect(
      shape((await categories('szerviz-alkatreszek', { bike: 101 })).json().categories),
    ).toEqual(['fekek(2)[fekbetetek(2)]']);
    expect(shape((await categories('alkatresz-kereso', { bike: 102 })).json().categories)).toEqual([
      'fekek(1)[fekbetetek(1)]',
      'szurok(1)',
    ]);
    expect(shape((await categories('alkatresz-kereso', { bike: 999 })).json().categories)).toEqual(
      [],
    );
    expect(
      shape((await categories('kereses', { searchText: 'kesztyu' })).json().categories),
    ).toEqual(['kesztyuk(2)', 'sisakok(1)']);
    expect((await categories('kereses', { searchText: '' })).json()).toEqual({
      categories: [],
      catIds: [],
    });
  });

  it('rejects a bad filter with 400', async () => {
    const res = await categories('ruhazat-sisak', { bike: -3 });
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
    expect(shape(res.json())).toEqual(['kesztyuk(2)', 'sisakok(2)[zart-sisakok(1)]', 'csizmak(0)']);
    const parts = await t.app.inject({
      method: 'GET',
      url: '/api/getMainCategories/szerviz-alkatreszek',
    });
    expect(shape(parts.json())).toEqual(['fekek(2)[fekbetetek(2)]', 'szurok(1)']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/getMainCategories/akciok' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Ismeretlen főkategória/);
  });
});

describe('productByAlias', () => {
  it('answers the product with variants, fitment, images, downloads and derived prices', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/productByAlias/zart-bukosisak' });
    expect(res.statusCode).toBe(200);
    const product = res.json() as Product;
    expect(product).toMatchObject({
      id: 3,
      alias: 'zart-bukosisak',
      fullname_hu: 'Zárt bukósisak',
      detail_name_hu: 'Zárt bukósisak részletek',
      effectivePrice: 50000,
      start_price_prev_hu: 65000,
      start_price_curr_hu: 60000,
      top_price_curr_hu: 60000,
      images: [],
      downloads: [{ name: 'Méréttáblázat', url: '/media/meret.pdf' }],
    });
    expect(product.variants).toEqual([
      {
        id: 31,
        name_hu: 'Zárt bukósisak 1',
        name_en: 'Full-face helmet 1',
        cikkszam: 'HJC-RPHA11',
        props: '{"Méret":"M"}',
        availabilityText: 'Végkiárusítás',
        availability: 'vegkiarusitas',
        effectivePrice: 50000,
        price_prev_hu: 65000,
        price_curr_hu: 60000,
        unique_promotional_price: 50000,
        bikesArray: [],
        weight_kg: 1.25,
        stock: 3,
      },
    ]);
  });

  it('lists each variant with the bikes it fits', async () => {
    const product = (
      await t.app.inject({ method: 'GET', url: '/api/productByAlias/fekbetet-elso' })
    ).json() as Product;
    expect(product.variants.map((v) => [v.id, v.bikesArray])).toEqual([
      [51, [101, 102]],
      [52, []],
    ]);
    expect(product.start_price_curr_hu).toBe(8000);
    expect(product.top_price_curr_hu).toBe(9500);
  });

  it('answers 404 for an unknown or withdrawn product', async () => {
    for (const alias of ['nincs-ilyen', 'regi-kesztyu']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/productByAlias/${alias}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Nem található ilyen eladó termékünk.' });
    }
  });
});
