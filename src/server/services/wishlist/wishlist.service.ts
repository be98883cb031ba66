import type { Product } from '@common/api/catalogue.schema';
import type { WishlistResponse } from '@common/api/wishlist.schema';
import { WISHLIST_FULL_MESSAGE, WISHLIST_MAX_ITEMS } from '@common/api/wishlist.constants';
import type { Db } from '../../db/database';
import { BadRequestError, NotFoundError } from '../../errors';
import { productByAlias } from '../catalogue/product-detail.service';

type Executor = Pick<Db, 'selectFrom' | 'insertInto' | 'deleteFrom'>;

/** The customer's wishlist, the last added first. Only their own rows, ever. */
export async function wishlistOf(db: Executor, userId: number): Promise<WishlistResponse> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select('product_id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  return { status: 1, products: rows.map((row) => row.product_id) };
}

/** Products that exist and are on sale, of the ids given. */
async function sellable(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('id', 'in', ids)
    .where('active', '=', 1)
    .execute();
  return new Set(rows.map((row) => row.id));
}

async function insertItems(db: Executor, userId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('wishlist_items')
    .values(ids.map((id) => ({ user_id: userId, product_id: id, created_at: now })))
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

/**
 * Login: the guest's products join the account's (no duplicates, up to the limit; nothing of the
 * account's is dropped). The guest's list comes last added first, so it is inserted in reverse.
 */
export async function mergeWishlist(
  db: Db,
  userId: number,
  products: readonly number[],
): Promise<WishlistResponse> {
  return db.transaction().execute(async (trx) => {
    const have = new Set((await wishlistOf(trx, userId)).products);
    const known = await sellable(trx, products);
    const room = Math.max(0, WISHLIST_MAX_ITEMS - have.size);
    const added = [...new Set(products)].filter((id) => known.has(id) && !have.has(id));
    await insertItems(trx, userId, added.slice(0, room).reverse());
    return wishlistOf(trx, userId);
  });
}

export async function addWishlistItem(
  db: Db,
  userId: number,
  productId: number,
): Promise<WishlistResponse> {
  return db.transaction().execute(async (trx) => {
    if ((await sellable(trx, [productId])).size === 0)
      throw new NotFoundError('Nem található ilyen eladó termékünk.');
    const current = await wishlistOf(trx, userId);
    if (!current.products.includes(productId)) {
      if (current.products.length >= WISHLIST_MAX_ITEMS)
        throw new BadRequestError(WISHLIST_FULL_MESSAGE);
      await insertItems(trx, userId, [productId]);
    }
    return wishlistOf(trx, userId);
  });
}

export async function removeWishlistItem(
  db: Db,
  userId: number,
  productId: number,
): Promise<WishlistResponse> {
  await db
    .deleteFrom('wishlist_items')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .execute();
  return wishlistOf(db, userId);
}

/**
 * The 'Kedvencek' page: the products asked for, in that order, each as the product page has it (the
 * variants for one click to cart). A product no longer on sale is left out. At most
 * WISHLIST_MAX_ITEMS ids (the schema), each one product lookup.
 */
export async function wishlistProducts(db: Db, ids: readonly number[]): Promise<Product[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(['id', 'alias'])
    .where('id', 'in', unique)
    .where('active', '=', 1)
    .execute();
  const aliasOf = new Map(rows.map((row) => [row.id, row.alias]));
  const products = await Promise.all(
    unique
      .filter((id) => aliasOf.has(id))
      .map((id) => productByAlias(db, aliasOf.get(id) as string).catch(() => null)),
  );
  return products.filter((product): product is Product => product !== null);
}
