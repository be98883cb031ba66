import type { Facets } from '@common/api/facets.schema';
import type { ProductListItem } from '@common/api/catalogue.schema';
import { bumpCatalogueVersion } from './catalogue-cache';
import { insertCatalogueFixtures } from '../../testing/catalogue-fixtures';
import { requestList } from '../../testing/catalogue-requests';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

/**
 * The fixture catalogue (catalogue-test-fixtures.ts) with brands, colours and stock set here:
 * P1 Bőr kesztyű: Held, sizes M (12 000, stock 3) and L (14 000, stock 0), fekete
 * P2 Nyári kesztyű: Held, size M, on sale, 9 000, piros
 * P3 Zárt bukósisak: Shoei, size M, 50 000 promo, on sale
 * P4 Nyitott sisak: Nolan, size M, 30 000, out of stock
 * P5, P6 fékbetét: EBC (P5 fits bikes 101, 102; P6 fits 101), P7 olajszűrő: Hiflo (fits 102)
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  await insertCatalogueFixtures(db);
  const brands: [number, string][] = [
    [1, 'Held'],
    [2, 'Held'],
    [3, 'Shoei'],
    [4, 'Nolan'],
    [5, 'EBC'],
    [6, 'EBC'],
    [7, 'Hiflo'],
  ];
  for (const [id, brand] of brands)
    await db.updateTable('products').set({ brand }).where('id', '=', id).execute();
  await db
    .updateTable('variants')
    .set({ props: '{"Méret":"M","Szín":"fekete"}' })
    .where('id', '=', 11)
    .execute();
  await db
    .updateTable('variants')
    .set({ props: '{"Méret":"L","Szín":"fekete"}', stock: 0 })
    .where('id', '=', 12)
    .execute();
  await db
    .updateTable('variants')
    .set({ props: '{"Méret":"M","Szín":"piros"}' })
    .where('id', '=', 21)
    .execute();
  await db.updateTable('variants').set({ stock: 0 }).where('id', '=', 41).execute();
  await bumpCatalogueVersion(db);
});
afterAll(async () => {
  await t.close();
});

async function facets(alias: string, body: Record<string, unknown> = {}): Promise<Facets> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/productFacets/${alias}`,
    headers: t.headers,
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Facets;
}

const options = (list: { value: string; count: number }[]) =>
  list.map((o) => `${o.value}(${o.count})`);

describe('POST /api/productFacets and filtered lists', () => {
  it('counts every option of a list', async () => {
    const all = await facets('ruhazat-sisak');
    expect(all.total).toBe(4);
    expect(options(all.brands)).toEqual(['Held(2)', 'Nolan(1)', 'Shoei(1)']);
    expect(options(all.sizes)).toEqual(['M(4)', 'L(1)']);
    expect(options(all.colours)).toEqual(['fekete(1)', 'piros(1)']);
    expect(all.price).toEqual({ min: 9000, max: 50000 });
    expect(all.inStock).toEqual({ count: 3 });
    expect(all.onSale).toEqual({ count: 2 });
    expect(all.fits).toBeNull();
  });

  it('counts each option with the other groups chosen; alternatives within a group', async () => {
    const held = await facets('ruhazat-sisak', { filters: { brands: ['Held'] } });
    expect(held.total).toBe(2);
    // Brands still count as if no brand were chosen: they are alternatives.
    expect(options(held.brands)).toEqual(['Held(2)', 'Nolan(1)', 'Shoei(1)']);
    expect(options(held.sizes)).toEqual(['M(2)', 'L(1)']);
    const heldL = await facets('ruhazat-sisak', { filters: { brands: ['Held'], sizes: ['L'] } });
    expect(heldL.total).toBe(1);
    expect(options(heldL.brands)).toEqual(['Held(1)', 'Nolan(0)', 'Shoei(0)']);
    expect(options(heldL.colours)).toEqual(['fekete(1)', 'piros(0)']);
    const sale = await facets('ruhazat-sisak', { filters: { onSale: true, inStock: true } });
    expect(sale.total).toBe(2);
    expect(options(sale.brands)).toEqual(['Held(1)', 'Nolan(0)', 'Shoei(1)']);
    expect(sale.inStock).toEqual({ count: 2 });
    // A price range leaves the range's own bounds open, so the shopper can widen it again.
    const cheap = await facets('ruhazat-sisak', { filters: { priceMax: 20000 } });
    expect(cheap.total).toBe(2);
    expect(cheap.price).toEqual({ min: 9000, max: 50000 });
  });

  it('filters the list the same way, keeping sort, paging and Content-Range', async () => {
    const body = (filters: Record<string, unknown>, extra = {}) => ({ filters, ...extra });
    expect((await requestList(t, 'ruhazat-sisak', body({ brands: ['Held'] }))).ids).toEqual([2, 1]);
    const page = await requestList(
      t,
      'ruhazat-sisak',
      body({ sizes: ['M'] }, { sort: ['start_price_curr_hu', 'desc'], range: [1, 3] }),
    );
    expect(page.ids).toEqual([4, 1]);
    expect(page.res.headers['content-range']).toBe('products 1-2/4');
    expect(
      (await requestList(t, 'ruhazat-sisak', body({ priceMin: 10000, priceMax: 40000 }))).ids,
    ).toEqual([1, 4]);
    expect(
      (await requestList(t, 'ruhazat-sisak', body({ inStock: true, colours: ['fekete'] }))).ids,
    ).toEqual([1]);
    expect(
      (await requestList(t, 'kereses', { searchText: 'kesztyu', filters: { onSale: true } })).ids,
    ).toEqual([2]);
    expect((await requestList(t, 'ruhazat-sisak', body({ brands: ['Nincs ilyen'] }))).ids).toEqual(
      [],
    );
  });

  it('limits a list to what fits the bike with one switch, and counts it', async () => {
    const parts = await facets('szerviz-alkatreszek', { bike: 101 });
    expect(parts.fits).toEqual({ count: 2 });
    const fitting = await requestList(t, 'szerviz-alkatreszek', {
      bike: 101,
      filters: { fits: true },
    });
    expect(fitting.ids).toEqual([5, 6]);
    const cards = fitting.res.json() as ProductListItem[];
    expect(cards.every((c) => c.variants.some((v) => v.bikesArray.includes(101)))).toBe(true);
    // The parts finder's list is already the fitting one; its facets count within it.
    const finder = await facets('alkatresz-kereso', { bike: 102, forBike: true });
    expect(finder.total).toBe(2);
    expect(options(finder.brands)).toEqual(['EBC(1)', 'Hiflo(1)']);
    const finderList = await requestList(
      t,
      'alkatresz-kereso',
      { bike: 102, filters: { brands: ['Hiflo'] } },
      true,
    );
    expect(finderList.ids).toEqual([7]);
  });

  it('refuses malformed filters with a Hungarian message', async () => {
    for (const filters of [{ inStock: 'talán' }, { priceMin: -1 }, { colour: ['piros'] }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/productsByAlias/ruhazat-sisak',
        headers: t.headers,
        payload: { filters },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Hibás szűrő/);
    }
  });
});

describe('list cards carry the sizes and colours of their variants (the compact clothing cards)', () => {
  it('lists them in wearing order and A-Z, and leaves them out where the variants have none', async () => {
    const { res } = await requestList(t, 'ruhazat-sisak', {
      sort: ['fullname_en', 'asc'],
      range: [0, 15],
    });
    expect(res.statusCode).toBe(200);
    const cards = new Map((res.json() as ProductListItem[]).map((p) => [p.id, p]));
    expect(cards.get(1)).toMatchObject({ sizes: ['M', 'L'], colours: ['fekete'] });
    expect(cards.get(2)).toMatchObject({ sizes: ['M'], colours: ['piros'] });
    const plain = (await requestList(t, 'szerviz-alkatreszek', {})).res.json() as ProductListItem[];
    expect(plain.length).toBeGreaterThan(0);
    for (const card of plain) expect(card.colours).toBeUndefined();
  });
});

describe('list cards say whether the product has fitment data', () => {
  it('marks parts that fit some bike, with or without a bike in the request; never clothing', async () => {
    for (const bike of [null, 101]) {
      const { res } = await requestList(t, 'szerviz-alkatreszek', { bike });
      expect(res.statusCode).toBe(200);
      const cards = new Map((res.json() as ProductListItem[]).map((p) => [p.id, p]));
      for (const id of [5, 6, 7]) expect(cards.get(id)?.fitment).toBe(true);
      // P7 fits only bike 102: it has fitment data, but does not fit bike 101.
      if (bike === 101)
        expect(cards.get(7)?.variants.some((v) => v.bikesArray.includes(101))).toBe(false);
    }
    const clothing = (await requestList(t, 'ruhazat-sisak', {})).res.json() as ProductListItem[];
    expect(clothing.length).toBeGreaterThan(0);
    for (const card of clothing) expect(card.fitment).toBeUndefined();
  });
});
