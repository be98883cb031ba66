import type { Db } from '../../../db/database';
import { ConflictError, NotFoundError } from '../../../errors';
import { releaseExpiredHolds } from '../../cart/stock-holds.service';
import { indexProductsForSearch } from '../search-index.service';
import type { Actor } from '../../audit/audit.service';
import { auditedChange } from '../../audit/audited-change';
import { refreshProductColumns } from './product-editor.service';

/**
 * Deleting variants, categories and bike types in the back office (docs/back-office.md, "Deleting").
 * Placed orders keep their own copies of their lines, so only what still points at the row matters:
 * shoppers' cart lines and clearance holds (variants), products and child categories (categories),
 * fitted variants (bike types). Each delete is audited with what it removed.
 */

export const LAST_VARIANT =
  'A termék utolsó változata nem törölhető: előbb vegyen fel egy másikat, vagy rejtse el a terméket.';
export const variantHeldMessage = (pieces: number) =>
  `A változatból ${pieces} db éppen le van foglalva egy vásárló megrendeléséhez. A foglalás legfeljebb 15 perc múlva lejár: akkor próbálja újra.`;
export const CATEGORY_HAS_CHILDREN =
  'A kategóriának vannak alkategóriái: előbb azokat törölje, vagy helyezze át őket másik szülő alá.';
export const categoryHasProductsMessage = (products: number) =>
  `A kategóriában ${products} termék van (a rejtetteket is beleértve): előbb tegye át őket másik kategóriába.`;
export const bikeTypeFittedMessage = (variants: number) =>
  `A motortípushoz ${variants} termékváltozat illeszkedik: előbb vegye ki a típust ezeknek a változatoknak az illeszkedő motortípusai közül.`;

const count = (n: number | string | undefined) => Number(n ?? 0);

/**
 * Deletes a variant. Refused for a product's last variant and while a shopper holds its clearance
 * pieces at the order summary; the variant's lines leave the carts that still have it (placed orders
 * keep theirs). Returns the product's id.
 */
export async function deleteVariant(db: Db, actor: Actor, variantId: number): Promise<number> {
  await releaseExpiredHolds(db, [variantId]);
  const productId = await auditedChange(db, actor, async (trx) => {
    const before = await trx
      .selectFrom('variants')
      .selectAll()
      .where('id', '=', variantId)
      .executeTakeFirst();
    if (!before) throw new NotFoundError('Nincs ilyen változat.');
    const siblings = await trx
      .selectFrom('variants')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('product_id', '=', before.product_id)
      .executeTakeFirst();
    if (count(siblings?.n) <= 1) throw new ConflictError(LAST_VARIANT);
    const held = await trx
      .selectFrom('stock_holds')
      .select((eb) => eb.fn.sum<number | string>('quantity').as('n'))
      .where('variant_id', '=', variantId)
      .executeTakeFirst();
    if (count(held?.n) > 0) throw new ConflictError(variantHeldMessage(count(held?.n)));
    const bikes = await trx
      .selectFrom('variant_bikes')
      .select('bike_type_id')
      .where('variant_id', '=', variantId)
      .orderBy('bike_type_id')
      .execute();
    const lines = await trx
      .deleteFrom('cart_lines')
      .where('variant_id', '=', variantId)
      .executeTakeFirst();
    await trx.deleteFrom('variant_bikes').where('variant_id', '=', variantId).execute();
    await trx.deleteFrom('variants').where('id', '=', variantId).execute();
    await refreshProductColumns(trx, before.product_id);
    const { props, ...rest } = before;
    return {
      result: before.product_id,
      audit: {
        action: 'variant.delete',
        entity: 'variant',
        entityId: variantId,
        before: {
          ...rest,
          props: JSON.parse(props) as unknown,
          bike_type_ids: bikes.map((b) => b.bike_type_id),
        },
        after: { cart_lines_removed: Number(lines.numDeletedRows) },
      },
    };
  });
  await indexProductsForSearch(db, [productId]);
  return productId;
}

/** Deletes a category that has neither child categories nor products (hidden ones count). */
export async function deleteCategory(db: Db, actor: Actor, id: number): Promise<void> {
  await auditedChange(db, actor, async (trx) => {
    const before = await trx
      .selectFrom('categories')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw new NotFoundError('Nincs ilyen kategória.');
    const child = await trx
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', id)
      .executeTakeFirst();
    if (child) throw new ConflictError(CATEGORY_HAS_CHILDREN);
    const products = await trx
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('category_id', '=', id)
      .executeTakeFirst();
    if (count(products?.n) > 0)
      throw new ConflictError(categoryHasProductsMessage(count(products?.n)));
    await trx.deleteFrom('categories').where('id', '=', id).execute();
    return {
      result: undefined,
      audit: { action: 'category.delete', entity: 'category', entityId: id, before, after: null },
    };
  });
}

/**
 * Deletes a bike type no variant fits; its maker and construction go too when no other type has them
 * (the finder lists makers from that table).
 */
export async function deleteBikeType(db: Db, actor: Actor, id: number): Promise<void> {
  await auditedChange(db, actor, async (trx) => {
    const before = await trx
      .selectFrom('bike_types')
      .innerJoin('manufacturers', 'manufacturers.id', 'bike_types.manufacturer_id')
      .innerJoin('constructions', 'constructions.id', 'bike_types.construction_id')
      .selectAll('bike_types')
      .select(['manufacturers.name_en as manufacturer', 'constructions.name_en as construction'])
      .where('bike_types.id', '=', id)
      .executeTakeFirst();
    if (!before) throw new NotFoundError('Nincs ilyen motortípus.');
    const fitted = await trx
      .selectFrom('variant_bikes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('bike_type_id', '=', id)
      .executeTakeFirst();
    if (count(fitted?.n) > 0) throw new ConflictError(bikeTypeFittedMessage(count(fitted?.n)));
    await trx.deleteFrom('bike_types').where('id', '=', id).execute();
    for (const [table, column] of [
      ['manufacturers', 'manufacturer_id'],
      ['constructions', 'construction_id'],
    ] as const) {
      const ownerId = before[column];
      const other = await trx
        .selectFrom('bike_types')
        .select('id')
        .where(column, '=', ownerId)
        .executeTakeFirst();
      if (!other) await trx.deleteFrom(table).where('id', '=', ownerId).execute();
    }
    return {
      result: undefined,
      audit: { action: 'bike-type.delete', entity: 'bike-type', entityId: id, before, after: null },
    };
  });
}
