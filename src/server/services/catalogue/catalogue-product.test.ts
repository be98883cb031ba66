import type { Product } from '@common/api/catalogue.schema';
import { insertCatalogueFixtures } from '../../testing/catalogue-fixtures';
import { type TestApp, createTestApp } from '../../testing/test-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogueFixtures(t.app.db);
});
afterAll(async () => {
  await t.close();
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

describe('home page content', () => {
  it('answers empty lists and {} before anything is loaded', async () => {
    expect((await t.app.inject({ url: '/api/slidersToFrontPage' })).json()).toEqual([]);
    expect((await t.app.inject({ url: '/api/getAktualis' })).json()).toEqual({});
    expect((await t.app.inject({ url: '/api/partners' })).json()).toEqual([]);
  });

  it('answers the sliders and partners in display order and the newest active offer', async () => {
    const db = t.app.db;
    await db
      .insertInto('sliders')
      .values([
        { id: 1, src: '/media/slide-b.jpg', position: 2 },
        { id: 2, src: '/media/slide-a.jpg', position: 1 },
      ])
      .execute();
    await db
      .insertInto('partners')
      .values([
        { name: 'Motul', url: 'https://www.motul.com/', logo: '/media/motul.png', position: 2 },
        { name: 'HJC', url: 'https://www.hjchelmets.com/', logo: '/media/hjc.png', position: 1 },
      ])
      .execute();
    await db
      .insertInto('current_offers')
      .values([
        {
          url: '/akciok/',
          title: 'Régi ajánlat',
          content: '<p>Lejárt</p>',
          img: '/media/old.jpg',
          active: 0,
        },
        {
          url: '/akciok/',
          title: 'Téli akció',
          content: '<p>-20%</p>',
          img: '/media/tel.jpg',
          active: 1,
        },
      ])
      .execute();
    expect((await t.app.inject({ url: '/api/slidersToFrontPage' })).json()).toEqual([
      { id: 2, src: '/media/slide-a.jpg' },
      { id: 1, src: '/media/slide-b.jpg' },
    ]);
    expect((await t.app.inject({ url: '/api/partners' })).json()).toEqual([
      { name: 'HJC', url: 'https://www.hjchelmets.com/', logo: '/media/hjc.png' },
      { name: 'Motul', url: 'https://www.motul.com/', logo: '/media/motul.png' },
    ]);
    expect((await t.app.inject({ url: '/api/getAktualis' })).json()).toEqual({
      url: '/akciok/',
      title: 'Téli akció',
      content: '<p>-20%</p>',
      img: '/media/tel.jpg',
    });
  });
});
