import { isOnSale, effectiveVariantPrice } from '@common/pricing';
import type { Db } from '../db/database';
import type { SectionRoute } from '../db/tables/catalogue.table';
import { bikeTypeDerivedColumns } from '../services/bikes/bike-type-columns';
import { summarizePrices } from '../services/catalogue/product-detail.service';
import { indexProductsForSearch } from '../services/catalogue/search-index.service';

/**
 * A small explicit catalogue for the search's rules (services/catalogue/search-rules.test.ts): every
 * answer can be worked out by reading it.
 *
 * ruhazat-sisak: sisakok(1) > integral-sisakok(2) [1 Shoei, 2 AGV, 3 Nolan], sisak-kiegeszitok(3)
 *   [4 AGV plexi]; kabatok(4) > bor-kabatok(5) [5 Rev'it! (name without 'kabát'), 6 Alpinestars],
 *   textil-kabatok(6) [7 Alpinestars]
 * szerviz-alkatreszek: fekek(7) > fekbetetek(8) [8 EBC, 9 EBC, 10 Honda (brand)], lakatok(9)
 *   [11 Abus féktárcsazár]; matricak(10) [12 'MT-07 tankmatrica', no fitment]
 * Bikes: 1 Honda CB500F, 2 Yamaha MT-07, 3 Yamaha YZF-R1, 4 Yamaha YZF-R125.
 * Fitment: 8 fits CB500F, 9 fits MT-07 and YZF-R125, 10 fits YZF-R1.
 */
interface Spec {
  id: number;
  alias: string;
  category: number;
  brand: string;
  hu: string;
  en: string;
  content?: string;
  onSale?: boolean;
  variants: { cikkszam: string; price: number; props?: Record<string, string>; bikes?: number[] }[];
}

const CATEGORIES: [number, SectionRoute, number | null, string, string, string][] = [
  [1, 'ruhazat-sisak', null, 'sisakok', 'Sisakok', 'Helmets'],
  [2, 'ruhazat-sisak', 1, 'integral-sisakok', 'Integrál (zárt) sisakok', 'Full-face helmets'],
  [3, 'ruhazat-sisak', 1, 'sisak-kiegeszitok', 'Sisakkiegészítők', 'Helmet accessories'],
  [4, 'ruhazat-sisak', null, 'kabatok', 'Kabátok', 'Jackets'],
  [5, 'ruhazat-sisak', 4, 'bor-kabatok', 'Bőrkabátok', 'Leather jackets'],
  [6, 'ruhazat-sisak', 4, 'textil-kabatok', 'Textilkabátok', 'Textile jackets'],
  [7, 'szerviz-alkatreszek', null, 'fekek', 'Fékek', 'Brakes'],
  [8, 'szerviz-alkatreszek', 7, 'fekbetetek', 'Fékbetétek', 'Brake pads'],
  [9, 'szerviz-alkatreszek', null, 'lakatok', 'Lakatok', 'Locks'],
  [10, 'szerviz-alkatreszek', null, 'matricak', 'Matricák', 'Stickers'],
];

export const SEARCH_PRODUCTS: Spec[] = [
  {
    id: 1,
    alias: 'shoei-nxr2',
    category: 2,
    brand: 'Shoei',
    hu: 'Shoei NXR2 integrál bukósisak',
    en: 'Shoei NXR2 full-face helmet',
    content: '<p>Pinlock-kész plexi.</p>',
    variants: [{ cikkszam: 'SHO-20001-M', price: 199990, props: { Méret: 'M', Szín: 'fekete' } }],
  },
  {
    id: 2,
    alias: 'agv-k6',
    category: 2,
    brand: 'AGV',
    hu: 'AGV K6 integrál bukósisak',
    en: 'AGV K6 full-face helmet',
    onSale: true,
    variants: [
      { cikkszam: 'AGV-10132-CL', price: 149990, props: { Méret: 'L', Szín: 'fehér' } },
      { cikkszam: 'AGV-10132-SM', price: 149990, props: { Méret: 'XL', Szín: 'fehér' } },
    ],
  },
  {
    id: 3,
    alias: 'nolan-n80',
    category: 2,
    brand: 'Nolan',
    hu: 'Nolan N80 integrál bukósisak',
    en: 'Nolan N80 full-face helmet',
    variants: [{ cikkszam: 'NOL-30003-S', price: 89990, props: { Méret: 'S' } }],
  },
  {
    id: 4,
    alias: 'agv-plexi',
    category: 3,
    brand: 'AGV',
    hu: 'AGV K6 sisakplexi',
    en: 'AGV K6 helmet visor',
    variants: [{ cikkszam: 'AGV-10140-SM', price: 24990, props: { Szín: 'füstszínű' } }],
  },
  {
    id: 5,
    alias: 'revit-tornado',
    category: 5,
    brand: "Rev'it!",
    hu: "Rev'it! Tornado 3",
    en: "Rev'it! Tornado 3",
    variants: [{ cikkszam: 'REV-40005-BK-M', price: 159990, props: { Méret: 'M' } }],
  },
  {
    id: 6,
    alias: 'alpinestars-gp-bor',
    category: 5,
    brand: 'Alpinestars',
    hu: 'Alpinestars GP bőr motoros kabát',
    en: 'Alpinestars GP leather jacket',
    variants: [{ cikkszam: 'ALP-50006-BK-L', price: 249990, props: { Méret: 'L' } }],
  },
  {
    id: 7,
    alias: 'alpinestars-andes',
    category: 6,
    brand: 'Alpinestars',
    hu: 'Alpinestars Andes textil motoros kabát',
    en: 'Alpinestars Andes textile jacket',
    content: '<p>Vízálló membrán.</p>',
    variants: [{ cikkszam: 'ALP-50007-GR-M', price: 99990, props: { Méret: 'M' } }],
  },
  {
    id: 8,
    alias: 'ebc-fa196',
    category: 8,
    brand: 'EBC',
    hu: 'EBC FA196 fékbetét',
    en: 'EBC FA196 brake pad',
    variants: [{ cikkszam: 'EBC-FA196HH', price: 12990, bikes: [1] }],
  },
  {
    id: 9,
    alias: 'ebc-fa252',
    category: 8,
    brand: 'EBC',
    hu: 'EBC FA252 fékbetét',
    en: 'EBC FA252 brake pad',
    variants: [{ cikkszam: 'EBC-FA252HH', price: 13990, bikes: [2, 4] }],
  },
  {
    id: 10,
    alias: 'honda-fekbetet',
    category: 8,
    brand: 'Honda',
    hu: 'Gyári fékbetét',
    en: 'Genuine brake pad',
    variants: [{ cikkszam: 'HON-06455', price: 18990, bikes: [3] }],
  },
  {
    id: 11,
    alias: 'abus-granit',
    category: 9,
    brand: 'Abus',
    hu: 'Abus Granit féktárcsazár',
    en: 'Abus Granit disc lock',
    variants: [{ cikkszam: 'ABU-60011', price: 29990 }],
  },
  {
    id: 12,
    alias: 'mt07-matrica',
    category: 10,
    brand: '',
    hu: 'MT-07 tankmatrica',
    en: 'MT-07 tank sticker',
    variants: [{ cikkszam: 'MAT-70012', price: 4990 }],
  },
];

const BIKES: [id: number, maker: string, name: string, ccm: number][] = [
  [1, 'Honda', 'CB500F (2016–2018)', 471],
  [2, 'Yamaha', 'MT-07 (2014–2017)', 689],
  [3, 'Yamaha', 'YZF-R1 (2020–)', 998],
  [4, 'Yamaha', 'YZF-R125 (2019–)', 125],
];

export async function insertSearchFixtures(db: Db): Promise<void> {
  for (const [id, section, parent_id, alias, name_hu, name_en] of CATEGORIES)
    await db
      .insertInto('categories')
      .values({ id, section, parent_id, alias, name_hu, name_en, position: id })
      .execute();
  await db
    .insertInto('manufacturers')
    .values([
      { id: 1, name_en: 'Honda' },
      { id: 2, name_en: 'Yamaha' },
    ])
    .execute();
  await db.insertInto('constructions').values({ id: 1, name_en: 'Naked' }).execute();
  for (const [id, maker, name_en, ccm] of BIKES)
    await db
      .insertInto('bike_types')
      .values({
        id,
        manufacturer_id: maker === 'Honda' ? 1 : 2,
        construction_id: 1,
        name_en,
        ccm,
        img: '',
        content: '',
        ...bikeTypeDerivedColumns({ manufacturerName: maker, name_en, ccm }),
      })
      .execute();
  let variantId = 100;
  for (const p of SEARCH_PRODUCTS) {
    const variants = p.variants.map((v, position) => ({
      id: (variantId += 1),
      product_id: p.id,
      name_hu: Object.values(v.props ?? {}).join(', '),
      name_en: Object.values(v.props ?? {}).join(', '),
      cikkszam: v.cikkszam,
      props: JSON.stringify(v.props ?? {}),
      availability: 'raktaron' as const,
      price_curr_hu: v.price,
      price_prev_hu: p.onSale ? v.price + 20000 : null,
      unique_promotional_price: null,
      weight_g: 1000,
      stock: 5,
      position,
    }));
    const prices = summarizePrices(variants);
    await db
      .insertInto('products')
      .values({
        id: p.id,
        alias: p.alias,
        category_id: p.category,
        brand: p.brand,
        name_hu: p.hu,
        name_en: p.en,
        fullname_hu: p.hu,
        fullname_en: p.en,
        detail_name_hu: '',
        detail_name_en: '',
        content_hu: p.content ?? '',
        content_en: '',
        search_name: '',
        search_body: '',
        effective_price: prices.effectivePrice,
        start_price_prev_hu: prices.start_price_prev_hu,
        start_price_curr_hu: prices.start_price_curr_hu,
        top_price_curr_hu: prices.top_price_curr_hu,
        on_sale: variants.some((v) => isOnSale(effectiveVariantPrice(v), v.price_prev_hu)) ? 1 : 0,
        active: 1,
        created_at: '2026-11-01T10:00:00.000Z',
      })
      .execute();
    await db.insertInto('variants').values(variants).execute();
    for (const [i, v] of p.variants.entries())
      for (const bike of v.bikes ?? [])
        await db
          .insertInto('variant_bikes')
          .values({ variant_id: (variants[i] as { id: number }).id, bike_type_id: bike })
          .execute();
  }
  await indexProductsForSearch(db);
}
