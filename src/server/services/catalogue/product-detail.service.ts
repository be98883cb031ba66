import type { Product, Variant } from '@common/api/catalogue.schema';
import { AVAILABILITY_TEXTS } from '@common/api/catalogue.constants';
import { effectiveVariantPrice } from '@common/pricing';
import type { Db } from '../../db/database';
import type { VariantRow } from '../../db/tables/catalogue.table';
import { NotFoundError } from '../../errors';
import { QueryTemplate } from '../../db/query-template';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Nem található ilyen eladó termékünk.';

export interface PriceSummary {
  effectivePrice: number;
  start_price_prev_hu: number | null;
  start_price_curr_hu: number;
  top_price_curr_hu: number;
}

/**
 * A product's prices from its variants (API.md): the lowest effective price with the old price of that
 * variant, and the lowest and highest current price. Of variants equally cheap, one with an old price
 * wins, so a sale is never hidden by a twin without one.
 */
export function summarizePrices(
  variants: Pick<VariantRow, 'price_curr_hu' | 'price_prev_hu' | 'unique_promotional_price'>[],
): PriceSummary {
  if (variants.length === 0) {
    return {
      effectivePrice: 0,
      start_price_prev_hu: null,
      start_price_curr_hu: 0,
      top_price_curr_hu: 0,
    };
  }
  let cheapest = variants[0] as (typeof variants)[number];
  for (const v of variants) {
    const diff = effectiveVariantPrice(v) - effectiveVariantPrice(cheapest);
    if (diff < 0 || (diff === 0 && cheapest.price_prev_hu == null && v.price_prev_hu != null))
      cheapest = v;
  }
  const current = variants.map((v) => v.price_curr_hu);
  return {
    effectivePrice: effectiveVariantPrice(cheapest),
    start_price_prev_hu: cheapest.price_prev_hu,
    start_price_curr_hu: Math.min(...current),
    top_price_curr_hu: Math.max(...current),
  };
}

function toVariant(row: VariantRow, bikes: number[]): Variant {
  return {
    id: row.id,
    name_hu: row.name_hu,
    name_en: row.name_en,
    cikkszam: row.cikkszam,
    props: row.props,
    availabilityText: AVAILABILITY_TEXTS[row.availability],
    availability: row.availability,
    effectivePrice: effectiveVariantPrice(row),
    price_prev_hu: row.price_prev_hu,
    price_curr_hu: row.price_curr_hu,
    unique_promotional_price: row.unique_promotional_price,
    bikesArray: bikes,
    weight_kg: row.weight_g / 1000,
    stock: row.stock,
  };
}

// The product page's statements, compiled once per database (db/query-template.ts).
const productQuery = new QueryTemplate((db, { alias }: { alias: string }) =>
  db.selectFrom('products').selectAll().where('alias', '=', alias).where('active', '=', 1),
);

const variantsQuery = new QueryTemplate((db, { productId }: { productId: number }) =>
  db
    .selectFrom('variants')
    .selectAll()
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id'),
);

const imagesQuery = new QueryTemplate((db, { productId }: { productId: number }) =>
  db
    .selectFrom('product_images')
    .select('url')
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id'),
);

const downloadsQuery = new QueryTemplate((db, { productId }: { productId: number }) =>
  db
    .selectFrom('product_downloads')
    .select(['name', 'url'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id'),
);

const fitmentQuery = new QueryTemplate((db, { variantIds }: { variantIds: number[] }) =>
  db
    .selectFrom('variant_bikes')
    .select(['variant_id', 'bike_type_id'])
    .where('variant_id', 'in', variantIds)
    .orderBy('bike_type_id'),
);

/** GET productByAlias/{alias}: the product with its variants (and fitment), images and downloads. */
export async function productByAlias(db: Db, alias: string): Promise<Product> {
  const product = await productQuery.executeTakeFirst(db, { alias });
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND_MESSAGE);
  const [variants, images, downloads] = await Promise.all([
    variantsQuery.execute(db, { productId: product.id }),
    imagesQuery.execute(db, { productId: product.id }),
    downloadsQuery.execute(db, { productId: product.id }),
  ]);
  const fitment =
    variants.length === 0
      ? []
      : await fitmentQuery.execute(db, { variantIds: variants.map((v) => v.id) });
  const bikesOf = new Map<number, number[]>();
  for (const f of fitment)
    bikesOf.set(f.variant_id, [...(bikesOf.get(f.variant_id) ?? []), f.bike_type_id]);
  return {
    id: product.id,
    alias: product.alias,
    fullname_hu: product.fullname_hu,
    fullname_en: product.fullname_en,
    detail_name_hu: product.detail_name_hu,
    detail_name_en: product.detail_name_en,
    name_hu: product.name_hu,
    name_en: product.name_en,
    content_hu: product.content_hu,
    content_en: product.content_en,
    images,
    ...summarizePrices(variants),
    variants: variants.map((v) => toVariant(v, bikesOf.get(v.id) ?? [])),
    downloads,
  };
}
