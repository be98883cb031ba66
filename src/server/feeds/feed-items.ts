import { effectiveVariantPrice, isOnSale } from '@common/pricing';
import { stripTags } from '@common/text-normalize';
import type { Db } from '../db/database';
import type { Availability } from '../db/tables/catalogue.table';
import { cachedResult } from '../services/catalogue/catalogue-cache';
import { cachedCategories } from '../services/catalogue/category-tree.service';
import { categoryLineage, categoryName } from '../seo/category-crumbs';
import { productName } from '../seo/product-head';
import { SECTION_NAMES } from '@common/section-names';

/** One orderable variant as the product feeds list it. */
export interface FeedItem {
  variantId: number;
  productId: number;
  alias: string;
  productName: string;
  variantName: string;
  /** Description text without tags. */
  description: string;
  /** Section and categories, e.g. `Ruházat, sisak > Kesztyűk > Nyári kesztyűk`. */
  categoryPath: string;
  /** The product's main image path or URL, or null. */
  image: string | null;
  brand: string;
  cikkszam: string;
  /** What the shopper pays (gross HUF). */
  price: number;
  /** The old price when the variant is on sale (the shop's sale rule), else null. */
  oldPrice: number | null;
  availability: Exclude<Availability, 'nincs'>;
  weightG: number;
}

// Each chunk's queries run synchronously on SQLite: 500 products (~2 000 variants) keep a stall short.
const CHUNK = 500;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every orderable variant (active product, availability other than 'nincs') in product order, in
 * chunks. Both feeds read them from the catalogue cache, so the catalogue is read once per change.
 */
export async function* feedItems(db: Db): AsyncGenerator<FeedItem[]> {
  const chunks = await cachedResult(db, 'feed-items', async () => {
    const all: FeedItem[][] = [];
    for await (const chunk of readFeedItems(db)) all.push(chunk);
    return all;
  });
  for (const chunk of chunks) {
    yield chunk;
    await yieldToEventLoop();
  }
}

/** Reads the items in chunks of products with a pause between them, so the event loop keeps turning. */
async function* readFeedItems(db: Db): AsyncGenerator<FeedItem[]> {
  const index = await cachedCategories(db);
  const categoryPaths = new Map<number, string>();
  const pathOf = (categoryId: number) => {
    let path = categoryPaths.get(categoryId);
    if (path === undefined) {
      const lineage = categoryLineage(index, categoryId);
      const section = lineage[0]?.section;
      path = [...(section ? [SECTION_NAMES[section]] : []), ...lineage.map(categoryName)].join(
        ' > ',
      );
      categoryPaths.set(categoryId, path);
    }
    return path;
  };
  let lastId = 0;
  for (;;) {
    const products = await db
      .selectFrom('products')
      .select(['id', 'alias', 'category_id', 'fullname_hu', 'fullname_en', 'content_hu', 'brand'])
      .where('active', '=', 1)
      .where('id', '>', lastId)
      .orderBy('id')
      .limit(CHUNK)
      .execute();
    if (products.length === 0) return;
    lastId = products[products.length - 1]?.id ?? lastId;
    const ids = products.map((p) => p.id);
    const [variants, images] = await Promise.all([
      db
        .selectFrom('variants')
        .select([
          'id',
          'product_id',
          'name_hu',
          'name_en',
          'cikkszam',
          'availability',
          'price_curr_hu',
          'price_prev_hu',
          'unique_promotional_price',
          'weight_g',
        ])
        .where('product_id', 'in', ids)
        .where('availability', '<>', 'nincs')
        .orderBy('product_id')
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('product_images')
        .select(['product_id', 'url'])
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .orderBy('position', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    ]);
    // Ordered last-first, so the last write per product is its first image.
    const imageOf = new Map(images.map((i) => [i.product_id, i.url]));
    const byId = new Map(products.map((p) => [p.id, p]));
    const descriptions = new Map<number, string>();
    const items: FeedItem[] = [];
    for (const v of variants) {
      const product = byId.get(v.product_id);
      if (!product || v.availability === 'nincs') continue;
      let description = descriptions.get(product.id);
      if (description === undefined) {
        description = stripTags(product.content_hu);
        descriptions.set(product.id, description);
      }
      const price = effectiveVariantPrice(v);
      items.push({
        variantId: v.id,
        productId: product.id,
        alias: product.alias,
        productName: productName(product),
        variantName: v.name_hu.trim() || v.name_en.trim(),
        description,
        categoryPath: pathOf(product.category_id),
        image: imageOf.get(product.id) ?? null,
        brand: product.brand.trim(),
        cikkszam: v.cikkszam,
        price,
        oldPrice: isOnSale(price, v.price_prev_hu) ? v.price_prev_hu : null,
        availability: v.availability,
        weightG: v.weight_g,
      });
    }
    yield items;
    await yieldToEventLoop();
  }
}
