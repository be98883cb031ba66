import type {
  AdminProduct,
  AdminProductList,
  AdminProductListQuery,
  ProductFields,
} from '@common/api/admin-catalogue.schema';
import { normalizeSearchText } from '@common/text-normalize';
import type { Db } from '../../../db/database';
import { ConflictError, NotFoundError, UnprocessableError } from '../../../errors';
import { ALIAS_TAKEN_MESSAGE, renameProductIn } from '../product-aliases.service';
import { productsByItemNumber } from '../item-numbers';
import { indexProductsForSearch } from '../search-index.service';
import { sanitizeHtml } from '../../content/html-sanitizer';
import { productPriceColumns, productSearchColumns } from '../product-prices';
import { type Actor, writeAudit } from '../../audit/audit.service';

/**
 * Products as the back office edits them (docs/back-office.md, "Catalogue editing"). Each change is
 * one transaction with its audit entry and the product's derived columns (prices, search text); the
 * search index and the catalogue version follow right after, so every process shows it within 2 s.
 */

export const UNKNOWN_CATEGORY = 'Kategória: nincs ilyen kategória.';
export const NO_VARIANT_TO_PUBLISH =
  'A termék nem jeleníthető meg változat nélkül: előbb vegyen fel legalább egy változatot.';

const FIELDS = [
  'alias',
  'category_id',
  'brand',
  'name_hu',
  'name_en',
  'fullname_hu',
  'fullname_en',
  'detail_name_hu',
  'detail_name_en',
  'content_hu',
  'content_en',
] as const;

function fieldsOf(row: ProductFields): ProductFields {
  return Object.fromEntries(FIELDS.map((f) => [f, row[f]])) as ProductFields;
}

/** Trimmed texts and sanitized descriptions, as they are stored. */
function cleaned(fields: ProductFields): ProductFields {
  return {
    ...fields,
    brand: fields.brand.trim(),
    name_hu: fields.name_hu.trim(),
    name_en: fields.name_en.trim(),
    fullname_hu: fields.fullname_hu.trim() || fields.name_hu.trim(),
    fullname_en: fields.fullname_en.trim() || fields.name_en.trim() || fields.name_hu.trim(),
    detail_name_hu: fields.detail_name_hu.trim(),
    detail_name_en: fields.detail_name_en.trim(),
    content_hu: sanitizeHtml(fields.content_hu),
    content_en: sanitizeHtml(fields.content_en),
  };
}

async function checkCategory(db: Db, categoryId: number): Promise<void> {
  const found = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!found) throw new UnprocessableError(UNKNOWN_CATEGORY);
}

/** Recomputes a product's price and search columns from what is stored now (inside the change's transaction). */
export async function refreshProductColumns(trx: Db, productId: number): Promise<void> {
  const product = await trx
    .selectFrom('products')
    .selectAll()
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const variants = await trx
    .selectFrom('variants')
    .select(['cikkszam', 'price_curr_hu', 'price_prev_hu', 'unique_promotional_price'])
    .where('product_id', '=', productId)
    .execute();
  await trx
    .updateTable('products')
    .set({
      ...productPriceColumns(variants),
      ...productSearchColumns({ ...product, itemNumbers: variants.map((v) => v.cikkszam) }),
    })
    .where('id', '=', productId)
    .execute();
}

export async function listAdminProducts(
  db: Db,
  query: AdminProductListQuery,
): Promise<AdminProductList> {
  const pageSize = query.pageSize ?? 25;
  const page = query.page ?? 1;
  const q = normalizeSearchText(query.q ?? '');
  let base = db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id');
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Item numbers as the shop's search reads them: 'AGV 10132', 'agv10132cl', a beginning.
    const byItemNumber = await productsByItemNumber(db, query.q ?? '');
    base = base.where((eb) =>
      eb.or([
        eb('products.search_name', 'like', like),
        eb('products.alias', 'like', like),
        ...(byItemNumber.length > 0 ? [eb('products.id', 'in', byItemNumber)] : []),
      ]),
    );
  }
  const total = await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const rows = await base
    .select([
      'products.id',
      'products.alias',
      'products.name_hu',
      'categories.name_hu as category',
      'products.active',
      'products.effective_price',
    ])
    .select((eb) =>
      eb
        .selectFrom('variants')
        .select((e) => e.fn.countAll<number | string>().as('c'))
        .whereRef('variants.product_id', '=', 'products.id')
        .as('variants'),
    )
    .orderBy('products.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    total: Number(total?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      alias: r.alias,
      name_hu: r.name_hu,
      category: r.category,
      active: r.active === 1,
      variants: Number(r.variants ?? 0),
      effective_price: r.effective_price,
    })),
  };
}

export async function adminProduct(db: Db, id: number): Promise<AdminProduct> {
  const product = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!product) throw new NotFoundError('Nincs ilyen termék.');
  const [variants, bikes, images, downloads] = await Promise.all([
    db
      .selectFrom('variants')
      .selectAll()
      .where('product_id', '=', id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('variant_bikes')
      .innerJoin('variants', 'variants.id', 'variant_bikes.variant_id')
      .select(['variant_bikes.variant_id', 'variant_bikes.bike_type_id'])
      .where('variants.product_id', '=', id)
      .orderBy('variant_bikes.bike_type_id')
      .execute(),
    db
      .selectFrom('product_images')
      .select(['id', 'url', 'position'])
      .where('product_id', '=', id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_downloads')
      .select(['id', 'name', 'url', 'position'])
      .where('product_id', '=', id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return {
    id: product.id,
    active: product.active === 1,
    created_at: product.created_at,
    ...fieldsOf(product),
    variants: variants.map((v) => ({
      id: v.id,
      position: v.position,
      cikkszam: v.cikkszam,
      name_hu: v.name_hu,
      name_en: v.name_en,
      props: JSON.parse(v.props) as Record<string, string>,
      price_curr_hu: v.price_curr_hu,
      price_prev_hu: v.price_prev_hu,
      unique_promotional_price: v.unique_promotional_price,
      stock: v.stock,
      availability: v.availability,
      weight_g: v.weight_g,
      bike_type_ids: bikes.filter((b) => b.variant_id === v.id).map((b) => b.bike_type_id),
    })),
    images,
    downloads,
  };
}

/** A new product, hidden until it is published (it has no variant yet). Returns its id. */
export async function createProduct(db: Db, actor: Actor, input: ProductFields): Promise<number> {
  const fields = cleaned(input);
  const id = await db.transaction().execute(async (trx) => {
    await checkCategory(trx, fields.category_id);
    const taken = await trx
      .selectFrom('products')
      .select('id')
      .where('alias', '=', fields.alias)
      .executeTakeFirst();
    if (taken) throw new ConflictError(ALIAS_TAKEN_MESSAGE);
    const row = await trx
      .insertInto('products')
      .values({
        ...fields,
        ...productSearchColumns({ ...fields, itemNumbers: [] }),
        ...productPriceColumns([]),
        active: 0,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: 'product.create',
      entity: 'product',
      entityId: row.id,
      before: null,
      after: fields,
    });
    return row.id;
  });
  await indexProductsForSearch(db, [id]);
  return id;
}

/** Changes a product's texts, category or brand; a new alias goes through renameProductIn (old URL 301s). */
export async function updateProduct(
  db: Db,
  actor: Actor,
  id: number,
  input: ProductFields,
): Promise<void> {
  const fields = cleaned(input);
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('products')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw new NotFoundError('Nincs ilyen termék.');
    await checkCategory(trx, fields.category_id);
    if (before.alias !== fields.alias) await renameProductIn(trx, id, fields.alias);
    const { alias: _alias, ...rest } = fields;
    await trx.updateTable('products').set(rest).where('id', '=', id).execute();
    await refreshProductColumns(trx, id);
    await writeAudit(trx, actor, {
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before: fieldsOf(before),
      after: fields,
    });
  });
  await indexProductsForSearch(db, [id]);
}

/** Publishes (active) or hides a product; a product without variants cannot be published. */
export async function setProductActive(
  db: Db,
  actor: Actor,
  id: number,
  active: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('products')
      .select('active')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw new NotFoundError('Nincs ilyen termék.');
    if (active) {
      const variant = await trx
        .selectFrom('variants')
        .select('id')
        .where('product_id', '=', id)
        .executeTakeFirst();
      if (!variant) throw new UnprocessableError(NO_VARIANT_TO_PUBLISH);
    }
    await trx
      .updateTable('products')
      .set({ active: active ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, actor, {
      action: active ? 'product.publish' : 'product.hide',
      entity: 'product',
      entityId: id,
      before: { active: before.active === 1 },
      after: { active },
    });
  });
  await indexProductsForSearch(db, [id]);
}
