import { sql } from 'kysely';
import { normalizeSearchText } from '@common/text-normalize';
import { bikeTypeDerivedColumns } from '../services/bikes/bike-type-columns';
import { bumpCatalogueVersion } from '../services/catalogue/catalogue-cache';
import { productPriceColumns, productSearchColumns } from '../services/catalogue/product-prices';
import type { Db } from '../db/database';
import type { SectionRoute } from '../db/tables/catalogue.table';
import {
  bikeTypeContent,
  DEMO_CONSTRUCTIONS,
  type DemoBikeType,
  demoBikeTypes,
  demoPowerKw,
} from './demo-bikes';
import { DEMO_SECTIONS, type DemoCategory } from './demo-categories';
import type { DownloadKind } from './demo-families';
import { seedHomeContent } from './demo-home';
import { bikeSvg, DOWNLOADS, MediaWriter, pictureColour, simplePdf } from './demo-media';
import {
  type GeneratedProduct,
  generateProduct,
  leavesOf,
  newProductContext,
} from './demo-products';
import { DEMO_SIZE_KINDS, seedSizeCharts } from './demo-size-charts';
import { SeededRandom } from './seeded-random';

export const DEFAULT_DEMO_PRODUCTS = 400;
const SEED = 20261122;

export interface CatalogueSummary {
  categories: number;
  products: number;
  variants: number;
  images: number;
  downloads: number;
  bikeTypes: number;
  fitments: number;
  sliders: number;
  partners: number;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The demo products, the same on every run for the same count. */
export function generateDemoCatalogue(products: number): {
  bikeTypes: DemoBikeType[];
  products: GeneratedProduct[];
} {
  const rng = new SeededRandom(SEED);
  const bikeTypes = demoBikeTypes(rng);
  const ctx = newProductContext(rng, bikeTypes);
  const leaves = (Object.keys(DEMO_SECTIONS) as SectionRoute[]).flatMap((s) =>
    leavesOf(DEMO_SECTIONS[s]),
  );
  const list = Array.from({ length: products }, (_, i) =>
    generateProduct(ctx, leaves[i % leaves.length] as (typeof leaves)[number], i),
  );
  return { bikeTypes, products: list };
}

async function insertCategories(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const insertLevel = async (
    section: SectionRoute,
    level: DemoCategory[],
    parentId: number | null,
  ) => {
    if (level.length === 0) return;
    const rows = await db
      .insertInto('categories')
      .values(
        level.map((c, position) => ({
          section,
          parent_id: parentId,
          alias: c.alias,
          name_hu: c.name[0],
          name_en: c.name[1],
          position: position + 1,
          size_kind: DEMO_SIZE_KINDS[c.alias] ?? null,
        })),
      )
      .returning(['id', 'alias'])
      .execute();
    for (const row of rows) ids.set(row.alias, row.id);
    for (const c of level) await insertLevel(section, c.children ?? [], ids.get(c.alias) ?? null);
  };
  for (const section of Object.keys(DEMO_SECTIONS) as SectionRoute[])
    await insertLevel(section, DEMO_SECTIONS[section], null);
  return ids;
}

async function insertBikes(db: Db, types: DemoBikeType[], media: MediaWriter): Promise<number[]> {
  const makers = [...new Set(types.map((t) => t.manufacturer))];
  const makerRows = await db
    .insertInto('manufacturers')
    .values(makers.map((name_en) => ({ name_en })))
    .returning(['id', 'name_en'])
    .execute();
  const makerIds = new Map(makerRows.map((r) => [r.name_en, r.id]));
  const used = new Set(types.map((t) => t.construction));
  const constructionRows = await db
    .insertInto('constructions')
    .values(DEMO_CONSTRUCTIONS.filter(([en]) => used.has(en)).map(([name_en]) => ({ name_en })))
    .returning(['id', 'name_en'])
    .execute();
  const constructionIds = new Map(constructionRows.map((r) => [r.name_en, r.id]));
  const images = new Map<string, string>();
  const rows = types.map((t) => {
    const modelKey = normalizeSearchText(`${t.manufacturer} ${t.model}`).replace(/ /g, '-');
    let img = images.get(modelKey);
    if (!img) {
      img = media.write(
        `bikes/${modelKey}.svg`,
        bikeSvg({
          title: `${t.manufacturer} ${t.model}`,
          subtitle: `${t.ccm} ccm · ${t.construction}`,
          colour: pictureColour(images.size * 47, 1),
        }),
      );
      images.set(modelKey, img);
    }
    return {
      manufacturer_id: makerIds.get(t.manufacturer) as number,
      construction_id: constructionIds.get(t.construction) as number,
      name_en: t.name_en,
      ccm: t.ccm,
      power_kw: demoPowerKw(t.construction, t.ccm),
      ...bikeTypeDerivedColumns({
        manufacturerName: t.manufacturer,
        name_en: t.name_en,
        ccm: t.ccm,
      }),
      img,
      content: bikeTypeContent(t),
    };
  });
  const ids: number[] = [];
  // One row at a time is cheap for a few hundred types and keeps ids in list order on every database.
  for (const row of rows)
    ids.push(
      (await db.insertInto('bike_types').values(row).returning('id').executeTakeFirstOrThrow()).id,
    );
  return ids;
}

async function insertProducts(
  db: Db,
  products: GeneratedProduct[],
  categoryIds: Map<string, number>,
  bikeTypeIds: number[],
  downloadUrls: Map<DownloadKind, string>,
  media: MediaWriter,
): Promise<
  Omit<CatalogueSummary, 'categories' | 'bikeTypes' | 'sliders' | 'partners'> & { ids: number[] }
> {
  const summary = {
    products: 0,
    variants: 0,
    images: 0,
    downloads: 0,
    fitments: 0,
    ids: [] as number[],
  };
  for (const batch of chunks(products, 400)) {
    const rows = batch.map((p) => {
      const texts = {
        name_hu: p.name_hu,
        name_en: p.name_en,
        brand: p.brand,
        fullname_hu: p.fullname_hu,
        fullname_en: p.fullname_en,
        detail_name_hu: p.detail_name_hu,
        detail_name_en: p.detail_name_en,
        content_hu: p.content_hu,
        content_en: p.content_en,
      };
      return {
        alias: p.alias,
        category_id: categoryIds.get(p.categoryAlias) as number,
        ...texts,
        ...productSearchColumns({ ...texts, itemNumbers: p.variants.map((v) => v.cikkszam) }),
        ...productPriceColumns(p.variants),
        active: 1,
        created_at: p.created_at,
      };
    });
    const inserted = await db
      .insertInto('products')
      .values(rows)
      .returning(['id', 'alias'])
      .execute();
    const productIds = new Map(inserted.map((r) => [r.alias, r.id]));
    const images = batch.flatMap((p) =>
      p.pictures.map((pic, position) => ({
        product_id: productIds.get(p.alias) as number,
        url: media.write(pic.file, pic.svg),
        position,
      })),
    );
    const downloads = batch.flatMap((p) =>
      p.downloads.map((kind, position) => ({
        product_id: productIds.get(p.alias) as number,
        name: DOWNLOADS[kind].name,
        url: downloadUrls.get(kind) as string,
        position,
      })),
    );
    const variants = batch.flatMap((p) =>
      p.variants.map(({ bikes: _bikes, ...v }) => ({
        ...v,
        product_id: productIds.get(p.alias) as number,
      })),
    );
    for (const part of chunks(images, 2000))
      await db.insertInto('product_images').values(part).execute();
    if (downloads.length > 0) await db.insertInto('product_downloads').values(downloads).execute();
    const variantIds = new Map<string, number>();
    for (const part of chunks(variants, 1000)) {
      for (const r of await db
        .insertInto('variants')
        .values(part)
        .returning(['id', 'cikkszam'])
        .execute())
        variantIds.set(r.cikkszam, r.id);
    }
    const fitments = batch.flatMap((p) =>
      p.variants.flatMap((v) =>
        v.bikes.map((b) => ({
          variant_id: variantIds.get(v.cikkszam) as number,
          bike_type_id: bikeTypeIds[b] as number,
        })),
      ),
    );
    for (const part of chunks(fitments, 5000))
      await db.insertInto('variant_bikes').values(part).execute();
    summary.products += batch.length;
    summary.variants += variants.length;
    summary.images += images.length;
    summary.downloads += downloads.length;
    summary.fitments += fitments.length;
    summary.ids.push(...inserted.map((r) => r.id));
  }
  return summary;
}

/**
 * Loads the demo catalogue into a database whose catalogue tables are empty: the category tree of
 * both sections, `products` products (default 400) with variants, pictures and downloads, the
 * parts finder's bike types with fitments, the home page's sliders, current offer and partners.
 * The same on every run; pictures and documents are written under mediaDir (served at /media/).
 */
export async function seedCatalogue(
  db: Db,
  opts: { mediaDir: string; products?: number },
): Promise<CatalogueSummary> {
  const count = opts.products ?? DEFAULT_DEMO_PRODUCTS;
  const generated = generateDemoCatalogue(count);
  const media = new MediaWriter(opts.mediaDir);
  const downloadUrls = new Map<DownloadKind, string>(
    (Object.keys(DOWNLOADS) as DownloadKind[]).map((kind) => [
      kind,
      media.write(`downloads/${DOWNLOADS[kind].file}`, simplePdf(DOWNLOADS[kind].lines)),
    ]),
  );
  const result = await db.transaction().execute(async (trx) => {
    const categoryIds = await insertCategories(trx);
    const bikeTypeIds = await insertBikes(trx, generated.bikeTypes, media);
    const products = await insertProducts(
      trx,
      generated.products,
      categoryIds,
      bikeTypeIds,
      downloadUrls,
      media,
    );
    const home = await seedHomeContent(trx, media);
    await seedSizeCharts(trx);
    return { categories: categoryIds.size, bikeTypes: bikeTypeIds.length, ...products, ...home };
  });
  // The search and the lists read the new catalogue on their next request (the rows carry their
  // search text already: productSearchColumns above).
  await bumpCatalogueVersion(db);
  // Fresh planner statistics for the bulk-loaded tables: without them PostgreSQL guesses a few rows per
  // table and scans whole tables for searches and bike filters (111 ms instead of 7 ms per search).
  await sql`analyze`.execute(db);
  const { ids: _ids, ...summary } = result;
  return summary;
}
