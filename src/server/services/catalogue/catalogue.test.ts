import type { ProductListItem } from '@common/api/catalogue.schema';
import { insertCatalogueFixtures } from '../../testing/catalogue-fixtures';
import { type TestApp, createTestApp } from '../../testing/test-helpers';
import { requestList } from '../../testing/catalogue-requests';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogueFixtures(t.app.db);
});
afterAll(async () => {
  await t.close();
});

describe('product lists', () => {
  it('lists a section by name, case-insensitively, without inactive products', async () => {
    const { res, ids } = await requestList(t, 'ruhazat-sisak');
    expect(res.statusCode).toBe(200);
    expect(ids).toEqual([2, 3, 1, 4]);
    expect(res.headers['content-range']).toBe('products 0-3/4');
  });

  it('lists a category with its subcategories', async () => {
    expect((await requestList(t, 'sisakok')).ids).toEqual([3, 4]);
    expect((await requestList(t, 'zart-sisakok')).ids).toEqual([3]);
  });

  it('answers the derived prices of each list item', async () => {
    const { res } = await requestList(t, 'ruhazat-sisak');
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
      (await requestList(t, 'szerviz-alkatreszek', { sort: ['start_price_curr_hu', 'asc'] })).ids,
    ).toEqual([7, 5, 6]);
    expect(
      (await requestList(t, 'szerviz-alkatreszek', { sort: ['start_price_curr_hu', 'desc'] })).ids,
    ).toEqual([6, 5, 7]);
    expect((await requestList(t, 'ruhazat-sisak', { sort: ['fullname_en', 'desc'] })).ids).toEqual([
      4, 1, 3, 2,
    ]);
  });

  it('pages with an exclusive end and an inclusive Content-Range', async () => {
    let page = await requestList(t, 'ruhazat-sisak', { range: [0, 2] });
    expect(page.ids).toEqual([2, 3]);
    expect(page.res.headers['content-range']).toBe('products 0-1/4');
    page = await requestList(t, 'ruhazat-sisak', { range: [2, 4] });
    expect(page.ids).toEqual([1, 4]);
    expect(page.res.headers['content-range']).toBe('products 2-3/4');
    page = await requestList(t, 'ruhazat-sisak', { range: [3, 18] });
    expect(page.ids).toEqual([4]);
    expect(page.res.headers['content-range']).toBe('products 3-3/4');
  });

  it('answers an empty page beyond the end and for an empty category', async () => {
    let page = await requestList(t, 'ruhazat-sisak', { range: [15, 30] });
    expect(page.res.statusCode).toBe(200);
    expect(page.res.json()).toEqual([]);
    expect(page.res.headers['content-range']).toBe('products */4');
    page = await requestList(t, 'csizmak');
    expect(page.res.json()).toEqual([]);
    expect(page.res.headers['content-range']).toBe('products */0');
  });

  it('keeps only products on sale with akcios, and always on the sales route', async () => {
    expect((await requestList(t, 'ruhazat-sisak', { akcios: true })).ids).toEqual([2, 3]);
    expect((await requestList(t, 'kesztyuk', { akcios: true })).ids).toEqual([2]);
    expect(
      (await requestList(t, 'szerviz-alkatreszek', { akcios: true })).res.headers['content-range'],
    ).toBe('products */0');
    expect((await requestList(t, 'akciok')).ids).toEqual([2, 3]);
  });

  it('marks in an ordinary list the variants that fit the given bike, without filtering', async () => {
    const { res, ids } = await requestList(t, 'szerviz-alkatreszek', { bike: 102 });
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
    let page = await requestList(t, 'alkatresz-kereso', { bike: 101 }, true);
    expect(page.ids).toEqual([5, 6]);
    expect(page.res.headers['content-range']).toBe('products 0-1/2');
    expect((page.res.json() as ProductListItem[])[0]?.variants).toEqual([
      { id: 51, bikesArray: [101] },
      { id: 52, bikesArray: [] },
    ]);
    page = await requestList(
      t,
      'alkatresz-kereso',
      { bike: 102, sort: ['start_price_curr_hu', 'asc'] },
      true,
    );
    expect(page.ids).toEqual([7, 5]);
    expect((await requestList(t, 'fekbetetek', { bike: 102 }, true)).ids).toEqual([5]);
    expect((await requestList(t, 'szurok', { bike: 101 }, true)).res.headers['content-range']).toBe(
      'products */0',
    );
  });

  it('finds nothing for a bike without fitting parts, and pages like the other lists', async () => {
    const none = await requestList(t, 'alkatresz-kereso', { bike: 999 }, true);
    expect(none.res.statusCode).toBe(200);
    expect(none.ids).toEqual([]);
    const second = await requestList(t, 'alkatresz-kereso', { bike: 101, range: [1, 16] }, true);
    expect(second.ids).toEqual([6]);
    expect(second.res.headers['content-range']).toBe('products 1-1/2');
  });

  it('rejects a bike that is not an id', async () => {
    const { res } = await requestList(t, 'alkatresz-kereso', { bike: 'honda' }, true);
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
    [{ searchText: 'hosszú '.repeat(30) }, /^A keresett szöveg legfeljebb 200 karakter/],
    [{ searchText: 'a b c d e f g h i j k' }, /^A keresés legfeljebb 10 szóból/],
    [{ colour: 'red' }, /^Ismeretlen mező a kérésben: colour/],
  ])('answers 400 with a Hungarian reason for %j', async (body, message) => {
    const { res } = await requestList(t, 'ruhazat-sisak', body);
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
