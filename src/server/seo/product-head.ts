import {
  GALLERY_STAGE_SIZES,
  rasterImageUrl,
  renditionSrcSet,
  renditionUrl,
} from '@common/image-renditions';
import { stripTags } from '@common/text-normalize';
import { effectiveVariantPrice } from '@common/pricing';
import { cachedCategories } from '../services/catalogue/category-tree.service';
import { currentAliasOf } from '../services/catalogue/product-aliases.service';
import { categoryCrumbs, categoryLineage, categoryName } from './category-crumbs';
import { type PreloadedImage, shorten } from './head-tags';
import {
  type PageAnswer,
  type SeoContext,
  absoluteUrl,
  basicHead,
  pathSegment,
} from './seo-context';
import { breadcrumbList, productObject } from './structured-data';

/** The product screen's title and text when the product is missing (spec section 2, product page). */
const NOT_FOUND_TITLE = 'Nem található termék';
const NOT_FOUND_TEXT = 'Nem található ilyen eladó termékünk..';

/** Hungarian name, English when the Hungarian one is empty (as the SPA's product screen titles it). */
export const productName = (p: { fullname_hu: string; fullname_en: string }) =>
  p.fullname_hu.trim() || p.fullname_en.trim();

export const productPath = (alias: string) => `/termek/${pathSegment(alias)}`;

/**
 * The gallery's large image (product-gallery.tsx: the first picture, `GALLERY_STAGE_SIZES`), as the
 * browser will ask for it: the AVIF renditions for a /media/ picture (ProductImage's first source),
 * the URL itself for any other.
 */
function stageImage(url: string): PreloadedImage {
  const srcSet = renditionSrcSet(url, 'avif');
  if (srcSet === null) return { href: url };
  return {
    href: renditionUrl(url, 640, 'avif') ?? url,
    srcSet,
    sizes: GALLERY_STAGE_SIZES,
    type: 'image/avif',
  };
}

/** /termek/{alias}: the product's head, a 301 from an old alias, or 404. */
export async function productPage(ctx: SeoContext, alias: string): Promise<PageAnswer> {
  const { db } = ctx;
  const product = await db
    .selectFrom('products')
    .select([
      'id',
      'alias',
      'category_id',
      'fullname_hu',
      'fullname_en',
      'detail_name_hu',
      'content_hu',
      'brand',
    ])
    .where('alias', '=', alias)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!product) {
    const renamed = await currentAliasOf(db, alias);
    if (renamed) return { status: 301, location: productPath(renamed) };
    return {
      status: 404,
      head: basicHead(ctx, NOT_FOUND_TITLE, { description: NOT_FOUND_TEXT, noindex: true }),
    };
  }
  const [variants, images, index] = await Promise.all([
    db
      .selectFrom('variants')
      .select(['cikkszam', 'name_hu', 'availability', 'price_curr_hu', 'unique_promotional_price'])
      .where('product_id', '=', product.id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_images')
      .select('url')
      .where('product_id', '=', product.id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    cachedCategories(db),
  ]);
  const name = productName(product);
  const url = absoluteUrl(ctx, productPath(product.alias));
  const description = shorten(
    stripTags(product.content_hu) ||
      [name, product.detail_name_hu.trim()].filter(Boolean).join('. '),
  );
  const imageUrls = images.map((i) => absoluteUrl(ctx, rasterImageUrl(i.url)));
  const orderable = variants.filter((v) => v.availability !== 'nincs');
  const priced = orderable.length > 0 ? orderable : variants;
  const lowest = priced.length > 0 ? Math.min(...priced.map(effectiveVariantPrice)) : null;
  const lineage = categoryLineage(index, product.category_id);
  const facts = {
    name,
    description,
    url,
    images: imageUrls,
    brand: product.brand,
    category: lineage.map(categoryName).join(' > ') || null,
    variants,
  };
  return {
    status: 200,
    head: basicHead(ctx, name, {
      description,
      canonical: url,
      ogType: 'product',
      image: imageUrls[0] ?? null,
      preloadImage: images[0] ? stageImage(images[0].url) : null,
      // The product screen's one request (client features/product/product.api.ts).
      preloadData: [`/api/productByAlias/${encodeURIComponent(product.alias)}`],
      price: lowest === null ? null : { amount: lowest, currency: 'HUF' },
      jsonLd: [
        productObject(facts, ctx.brand),
        breadcrumbList([...categoryCrumbs(ctx, index, product.category_id), { name, url }]),
      ],
    }),
  };
}
