import type { Db } from '../../db/database';
import { ConflictError, NotFoundError } from '../../errors';
import { bumpCatalogueVersion } from './catalogue-cache';

export const ALIAS_TAKEN_MESSAGE = 'Ez a webcím már egy másik termékhez tartozik.';

/**
 * Gives a product a new alias and keeps the old one, so links already shared or indexed answer 301 to
 * the new address instead of 404 (the back office's rename calls this). A product may take back one
 * of its own old aliases; another product's current alias is refused.
 */
export async function renameProduct(db: Db, productId: number, newAlias: string): Promise<void> {
  await db.transaction().execute((trx) => renameProductIn(trx, productId, newAlias));
  await bumpCatalogueVersion(db);
}

/**
 * renameProduct's work inside the caller's transaction (the back office renames a product in the same
 * transaction as its other changes and the audit entry); the caller bumps the catalogue version.
 */
export async function renameProductIn(trx: Db, productId: number, newAlias: string): Promise<void> {
  const product = await trx
    .selectFrom('products')
    .select('alias')
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) throw new NotFoundError();
  if (product.alias === newAlias) return;
  const holder = await trx
    .selectFrom('products')
    .select('id')
    .where('alias', '=', newAlias)
    .executeTakeFirst();
  if (holder) throw new ConflictError(ALIAS_TAKEN_MESSAGE);
  // The new alias stops being an old one (of this product or of another that once had it).
  await trx
    .deleteFrom('product_old_aliases')
    .where('alias', 'in', [newAlias, product.alias])
    .execute();
  await trx
    .insertInto('product_old_aliases')
    .values({ alias: product.alias, product_id: productId, renamed_at: new Date().toISOString() })
    .execute();
  await trx.updateTable('products').set({ alias: newAlias }).where('id', '=', productId).execute();
}

/** The current alias of an active product that once had `oldAlias`, or null. */
export async function currentAliasOf(db: Db, oldAlias: string): Promise<string | null> {
  const row = await db
    .selectFrom('product_old_aliases')
    .innerJoin('products', 'products.id', 'product_old_aliases.product_id')
    .select('products.alias')
    .where('product_old_aliases.alias', '=', oldAlias)
    .where('products.active', '=', 1)
    .executeTakeFirst();
  return row?.alias ?? null;
}
