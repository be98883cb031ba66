import type { ListVariant, ProductListItem } from '@common/api/catalogue.schema';
import type { Db } from '../../db/database';
import { cachedMany } from './catalogue-cache';
import { COLOUR_PROP, SIZE_PROP, compareSizes } from './facet-index';

/**
 * The products of a list page as list items ("cards": every product field, variants without detail).
 * Cards are cached per product, so a page costs one bike-fit query at most.
 */

const CARD_COLUMNS = [
  'id',
  'alias',
  'fullname_hu',
  'fullname_en',
  'detail_name_hu',
  'detail_name_en',
  'name_hu',
  'name_en',
  'content_hu',
  'content_en',
  'effective_price',
  'start_price_prev_hu',
  'start_price_curr_hu',
  'top_price_curr_hu',
] as const;

/** The sizes (wearing order) and colours (A-Z) of a product's variants, from their props JSON. */
export function sizesAndColours(props: string[]): { sizes: string[]; colours: string[] } {
  const sizes = new Set<string>();
  const colours = new Set<string>();
  for (const text of props) {
    let values: Record<string, unknown>;
    try {
      values = JSON.parse(text) as Record<string, unknown>;
    } catch {
      continue;
    }
    const size = values?.[SIZE_PROP];
    const colour = values?.[COLOUR_PROP];
    if (typeof size === 'string' && size.trim()) sizes.add(size.trim());
    if (typeof colour === 'string' && colour.trim()) colours.add(colour.trim());
  }
  return {
    sizes: [...sizes].sort(compareSizes),
    colours: [...colours].sort((a, b) => a.localeCompare(b, 'hu')),
  };
}

async function loadCards(db: Db, ids: number[]): Promise<Map<number, ProductListItem>> {
  const [rows, images, variants, fitted] = await Promise.all([
    db.selectFrom('products').select(CARD_COLUMNS).where('id', 'in', ids).execute(),
    db
      .selectFrom('product_images')
      .select(['product_id', 'url'])
      .where('product_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('variants')
      .select(['id', 'product_id', 'props'])
      .where('product_id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('variant_bikes')
      .innerJoin('variants', 'variants.id', 'variant_bikes.variant_id')
      .select('variants.product_id')
      .distinct()
      .where('variants.product_id', 'in', ids)
      .execute(),
  ]);
  const withFitment = new Set(fitted.map((f) => f.product_id));
  const cards = new Map<number, ProductListItem>();
  for (const p of rows) {
    const own = variants.filter((v) => v.product_id === p.id);
    const { sizes, colours } = sizesAndColours(own.map((v) => v.props));
    cards.set(p.id, {
      id: p.id,
      alias: p.alias,
      fullname_hu: p.fullname_hu,
      fullname_en: p.fullname_en,
      detail_name_hu: p.detail_name_hu,
      detail_name_en: p.detail_name_en,
      name_hu: p.name_hu,
      name_en: p.name_en,
      content_hu: p.content_hu,
      content_en: p.content_en,
      images: images.filter((i) => i.product_id === p.id).map((i) => ({ url: i.url })),
      effectivePrice: p.effective_price,
      start_price_prev_hu: p.start_price_prev_hu,
      start_price_curr_hu: p.start_price_curr_hu,
      top_price_curr_hu: p.top_price_curr_hu,
      variants: own.map((v) => ({ id: v.id, bikesArray: [] })),
      downloads: [],
      ...(sizes.length > 0 ? { sizes } : {}),
      ...(colours.length > 0 ? { colours } : {}),
      ...(withFitment.has(p.id) ? { fitment: true } : {}),
    });
  }
  return cards;
}

/** Cards of the given products in the given order; with a bike, each variant's bikesArray says if it fits. */
export async function productCards(
  db: Db,
  ids: number[],
  bike: number | null,
): Promise<ProductListItem[]> {
  const cards = await cachedMany(db, 'card', ids, (missing) => loadCards(db, missing));
  const ordered = ids.flatMap((id) => cards.get(id) ?? []);
  if (bike == null) return ordered;
  const variantIds = ordered.flatMap((c) => c.variants.map((v) => v.id));
  if (variantIds.length === 0) return ordered;
  const fits = await db
    .selectFrom('variant_bikes')
    .select('variant_id')
    .where('bike_type_id', '=', bike)
    .where('variant_id', 'in', variantIds)
    .execute();
  const fitting = new Set(fits.map((f) => f.variant_id));
  // Cached cards are shared: answer copies with the marks, never change the cached ones.
  const mark = (v: ListVariant): ListVariant => ({
    id: v.id,
    bikesArray: fitting.has(v.id) ? [bike] : [],
  });
  return ordered.map((c) => ({ ...c, variants: c.variants.map(mark) }));
}
