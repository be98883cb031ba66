import fs from 'node:fs';
import path from 'node:path';
import { bikeTypeDerivedColumns } from '../../services/bikes/bike-type-columns';
import { indexProductsForSearch } from '../../services/catalogue/search-index.service';
import { productPriceColumns, productSearchColumns } from '../../services/product-prices';
import type { Db } from '../database';

export interface CatalogueSummary {
  categories: number;
  products: number;
  variants: number;
  bikeTypes: number;
  fitments: number;
}

/** First, minimal demo catalogue: one category per section, a few products, a few bike types. */
export async function seedCatalogue(
  db: Db,
  opts: { mediaDir: string; products?: number },
): Promise<CatalogueSummary> {
  fs.mkdirSync(path.join(opts.mediaDir, 'products'), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#1f6f8b"/><circle cx="200" cy="180" r="90" fill="#fff" opacity=".85"/><text x="200" y="340" font-family="sans-serif" font-size="32" text-anchor="middle" fill="#fff">MotoPont</text></svg>`;
  fs.writeFileSync(path.join(opts.mediaDir, 'products', 'demo.svg'), svg);
  const result = await db.transaction().execute(async (trx) => {
    const clothing = await trx
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
    const parts = await trx
      .insertInto('categories')
      .values({
        section: 'szerviz-alkatreszek',
        parent_id: null,
        alias: 'fekbetetek',
        name_hu: 'Fékbetétek',
        name_en: 'Brake pads',
        position: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const maker = await trx
      .insertInto('manufacturers')
      .values({ name_en: 'Honda' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const naked = await trx
      .insertInto('constructions')
      .values({ name_en: 'Naked' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bike = await trx
      .insertInto('bike_types')
      .values({
        manufacturer_id: maker.id,
        construction_id: naked.id,
        name_en: 'CB500F',
        ccm: 471,
        ...bikeTypeDerivedColumns({ manufacturerName: 'Honda', name_en: 'CB500F', ccm: 471 }),
        img: '/media/products/demo.svg',
        content: '<p>Középkategóriás naked motor.</p>',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = [
      {
        cat: clothing.id,
        alias: 'bor-kesztyu',
        hu: 'Bőr kesztyű',
        en: 'Leather gloves',
        prices: [14990, 15990],
        fits: false,
      },
      {
        cat: parts.id,
        alias: 'ebc-fekbetet',
        hu: 'EBC szinterezett fékbetét',
        en: 'EBC sintered brake pad',
        prices: [8990],
        fits: true,
      },
    ];
    const ids: number[] = [];
    let variants = 0;
    for (const item of items) {
      const variantRows = item.prices.map((price, i) => ({
        price_curr_hu: price,
        price_prev_hu: null,
        unique_promotional_price: null,
        i,
      }));
      const cikkszamok = variantRows.map((v) => `MP-${item.alias.toUpperCase()}-${v.i + 1}`);
      const fields = {
        name_hu: item.hu,
        name_en: item.en,
        fullname_hu: item.hu,
        fullname_en: item.en,
        detail_name_hu: item.hu,
        detail_name_en: item.en,
        content_hu: `<p>${item.hu}.</p>`,
        content_en: `<p>${item.en}.</p>`,
      };
      const product = await trx
        .insertInto('products')
        .values({
          alias: item.alias,
          category_id: item.cat,
          ...fields,
          ...productSearchColumns({ ...fields, itemNumbers: cikkszamok }),
          ...productPriceColumns(variantRows),
          active: 1,
          created_at: '2026-11-01T10:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(product.id);
      await trx
        .insertInto('product_images')
        .values({ product_id: product.id, url: '/media/products/demo.svg', position: 0 })
        .execute();
      for (const v of variantRows) {
        const row = await trx
          .insertInto('variants')
          .values({
            product_id: product.id,
            name_hu: `${item.hu} ${v.i + 1}`,
            name_en: `${item.en} ${v.i + 1}`,
            cikkszam: cikkszamok[v.i] as string,
            props: '{}',
            availability: 'raktaron',
            price_curr_hu: v.price_curr_hu,
            price_prev_hu: null,
            unique_promotional_price: null,
            weight_g: 500,
            stock: 5,
            position: v.i,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        variants += 1;
        if (item.fits)
          await trx
            .insertInto('variant_bikes')
            .values({ variant_id: row.id, bike_type_id: bike.id })
            .execute();
      }
    }
    return {
      ids,
      summary: { categories: 2, products: items.length, variants, bikeTypes: 1, fitments: 1 },
    };
  });
  await indexProductsForSearch(db, result.ids);
  return result.summary;
}
