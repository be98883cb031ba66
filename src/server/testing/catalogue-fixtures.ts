import { isOnSale, effectiveVariantPrice } from '@common/pricing';
import type { Db } from '../db/database';
import type { Availability, SectionRoute } from '../db/tables/catalogue.table';
import { summarizePrices } from '../services/catalogue/product-detail.service';
import { indexProductsForSearch } from '../services/catalogue/search-index.service';

/**
 * A small, explicit catalogue for the catalogue server tests, so they can assert exact answers.
 *
 * ruhazat-sisak: kesztyuk(1) [P1, P2, P8 inactive], sisakok(2) [P4] > zart-sisakok(3) [P3], csizmak(4) []
 * szerviz-alkatreszek: fekek(5) > fekbetetek(6) [P5, P6], szurok(7) [P7]
 * Bike types: 101 Honda CB500F, 102 Honda CBR600RR. P5 fits both, P6 fits 101, P7 fits 102.
 */
interface VariantSpec {
  id: number;
  price: number;
  prev?: number | null;
  promo?: number | null;
  cikkszam: string;
  availability?: Availability;
  bikes?: number[];
}
interface ProductSpec {
  id: number;
  alias: string;
  category: number;
  hu: string;
  en: string;
  content?: string;
  active?: number;
  variants: VariantSpec[];
  images?: string[];
}

const CATEGORIES: [number, SectionRoute, number | null, string, string, string][] = [
  [1, 'ruhazat-sisak', null, 'kesztyuk', 'Kesztyűk', 'Gloves'],
  [2, 'ruhazat-sisak', null, 'sisakok', 'Sisakok', 'Helmets'],
  [3, 'ruhazat-sisak', 2, 'zart-sisakok', 'Zárt sisakok', 'Full-face helmets'],
  [4, 'ruhazat-sisak', null, 'csizmak', 'Csizmák', 'Boots'],
  [5, 'szerviz-alkatreszek', null, 'fekek', 'Fékek', 'Brakes'],
  [6, 'szerviz-alkatreszek', 5, 'fekbetetek', 'Fékbetétek', 'Brake pads'],
  [7, 'szerviz-alkatreszek', null, 'szurok', 'Szűrők', 'Filters'],
];

export const FIXTURE_PRODUCTS: ProductSpec[] = [
  {
    id: 1,
    alias: 'bor-kesztyu',
    category: 1,
    hu: 'Bőr kesztyű',
    en: 'Leather glove',
    content: '<p>Puha marhabőr.</p>',
    images: ['/media/p1-a.jpg', '/media/p1-b.jpg'],
    variants: [
      { id: 11, price: 14000, cikkszam: 'BK-100-L' },
      { id: 12, price: 12000, cikkszam: 'BK-100-M' },
    ],
  },
  {
    id: 2,
    alias: 'nyari-kesztyu',
    category: 1,
    hu: 'Nyári kesztyű',
    // Lower-case on purpose: name sorting must not put it after the capitalized names.
    en: 'airflow summer glove',
    variants: [{ id: 21, price: 9000, prev: 11000, cikkszam: 'NY-200' }],
  },
  {
    id: 3,
    alias: 'zart-bukosisak',
    category: 3,
    hu: 'Zárt bukósisak',
    en: 'Full-face helmet',
    variants: [
      {
        id: 31,
        price: 60000,
        prev: 65000,
        promo: 50000,
        cikkszam: 'HJC-RPHA11',
        availability: 'vegkiarusitas',
      },
    ],
  },
  {
    id: 4,
    alias: 'nyitott-sisak',
    category: 2,
    hu: 'Nyitott sisak',
    en: 'Open helmet',
    content: '<p>Nyáron <b>kesztyű</b> mellé ajánljuk.</p>',
    variants: [{ id: 41, price: 30000, cikkszam: 'OS-1' }],
  },
  {
    id: 5,
    alias: 'fekbetet-elso',
    category: 6,
    hu: 'Fékbetét első',
    en: 'Brake pad front',
    variants: [
      { id: 51, price: 8000, cikkszam: 'EBC-FA196', bikes: [101, 102] },
      { id: 52, price: 9500, cikkszam: 'EBC-FA196HH', bikes: [] },
    ],
  },
  {
    id: 6,
    alias: 'fekbetet-hatso',
    category: 6,
    hu: 'Fékbetét hátsó',
    en: 'Brake pad rear',
    variants: [{ id: 61, price: 8000, cikkszam: 'EBC-FA174', bikes: [101] }],
  },
  {
    id: 7,
    alias: 'olajszuro',
    category: 7,
    hu: 'Olajszűrő',
    en: 'Oil filter',
    variants: [{ id: 71, price: 3000, cikkszam: 'HF-204', bikes: [102] }],
  },
  {
    id: 8,
    alias: 'regi-kesztyu',
    category: 1,
    hu: 'Régi kesztyű',
    en: 'Old glove',
    active: 0,
    variants: [{ id: 81, price: 1000, cikkszam: 'OLD-1' }],
  },
];

export async function insertCatalogueFixtures(db: Db): Promise<void> {
  for (const [id, section, parent_id, alias, name_hu, name_en] of CATEGORIES) {
    await db
      .insertInto('categories')
      .values({ id, section, parent_id, alias, name_hu, name_en, position: id })
      .execute();
  }
  await db.insertInto('manufacturers').values({ id: 1, name_en: 'Honda' }).execute();
  await db.insertInto('constructions').values({ id: 1, name_en: 'Naked' }).execute();
  for (const [id, name_en, ccm] of [
    [101, 'CB500F', 471],
    [102, 'CBR600RR', 599],
  ] as const) {
    await db
      .insertInto('bike_types')
      .values({
        id,
        manufacturer_id: 1,
        construction_id: 1,
        name_en,
        ccm,
        capacity_bucket: 600,
        search_name: `honda ${name_en.toLowerCase()}`,
        img: '',
        content: '',
      })
      .execute();
  }
  for (const p of FIXTURE_PRODUCTS) {
    const variantRows = p.variants.map((v, i) => ({
      id: v.id,
      product_id: p.id,
      name_hu: `${p.hu} ${i + 1}`,
      name_en: `${p.en} ${i + 1}`,
      cikkszam: v.cikkszam,
      props: JSON.stringify({ Méret: ['M', 'L'][i] ?? 'XL' }),
      availability: v.availability ?? 'raktaron',
      price_curr_hu: v.price,
      price_prev_hu: v.prev ?? null,
      unique_promotional_price: v.promo ?? null,
      weight_g: 1250,
      stock: 3,
      position: i,
    }));
    const prices = summarizePrices(variantRows);
    await db
      .insertInto('products')
      .values({
        id: p.id,
        alias: p.alias,
        category_id: p.category,
        name_hu: p.hu,
        name_en: p.en,
        fullname_hu: p.hu,
        fullname_en: p.en,
        detail_name_hu: `${p.hu} részletek`,
        detail_name_en: `${p.en} details`,
        content_hu: p.content ?? '',
        content_en: '',
        search_name: '',
        search_body: '',
        effective_price: prices.effectivePrice,
        start_price_prev_hu: prices.start_price_prev_hu,
        start_price_curr_hu: prices.start_price_curr_hu,
        top_price_curr_hu: prices.top_price_curr_hu,
        on_sale: variantRows.some((v) => isOnSale(effectiveVariantPrice(v), v.price_prev_hu))
          ? 1
          : 0,
        active: p.active ?? 1,
        created_at: '2026-11-01T10:00:00.000Z',
      })
      .execute();
    await db.insertInto('variants').values(variantRows).execute();
    for (const [i, url] of (p.images ?? []).entries()) {
      await db
        .insertInto('product_images')
        .values({ product_id: p.id, url, position: i })
        .execute();
    }
    for (const v of p.variants) {
      for (const bike of v.bikes ?? []) {
        await db
          .insertInto('variant_bikes')
          .values({ variant_id: v.id, bike_type_id: bike })
          .execute();
      }
    }
  }
  await db
    .insertInto('product_downloads')
    .values({ product_id: 3, name: 'Méréttáblázat', url: '/media/meret.pdf', position: 0 })
    .execute();
  await indexProductsForSearch(db);
}
