import type { VariantFields } from '@common/api/admin-catalogue.schema';
import type { Db } from '../../../db/database';
import { ConflictError, NotFoundError, UnprocessableError } from '../../../errors';
import { type RestockMailShop, notifyBackInStock } from '../../back-in-stock/back-in-stock.service';
import { indexProductsForSearch } from '../search-index.service';
import { type Actor, writeAudit } from '../../audit/audit.service';
import { refreshProductColumns } from './product-editor.service';

/** A variant's item number is the key of the CSV import and of the wholesaler's files: never twice. */
export function duplicateCikkszamMessage(cikkszam: string, productName: string): string {
  return `A(z) „${cikkszam}” cikkszám már foglalt (${productName}). Adjon meg másik cikkszámot.`;
}
export const UNKNOWN_BIKE_TYPE = 'Illeszkedő motortípusok: ismeretlen motortípus.';
export const PROMO_NOT_BELOW_PRICE = 'Akciós ár: kisebb legyen, mint az ár.';

async function checkVariant(trx: Db, fields: VariantFields, variantId: number | null) {
  let clash = trx
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .select('products.name_hu')
    .where('variants.cikkszam', '=', fields.cikkszam);
  if (variantId !== null) clash = clash.where('variants.id', '!=', variantId);
  const taken = await clash.executeTakeFirst();
  if (taken) throw new ConflictError(duplicateCikkszamMessage(fields.cikkszam, taken.name_hu));
  if (
    fields.unique_promotional_price !== null &&
    fields.unique_promotional_price >= fields.price_curr_hu
  )
    throw new UnprocessableError(PROMO_NOT_BELOW_PRICE);
  if (fields.bike_type_ids.length > 0) {
    const found = await trx
      .selectFrom('bike_types')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('id', 'in', fields.bike_type_ids)
      .executeTakeFirst();
    if (Number(found?.n ?? 0) !== fields.bike_type_ids.length)
      throw new UnprocessableError(UNKNOWN_BIKE_TYPE);
  }
}

function columns(fields: VariantFields) {
  return {
    cikkszam: fields.cikkszam,
    name_hu: fields.name_hu.trim(),
    name_en: fields.name_en.trim(),
    props: JSON.stringify(fields.props),
    price_curr_hu: fields.price_curr_hu,
    price_prev_hu: fields.price_prev_hu,
    unique_promotional_price: fields.unique_promotional_price,
    stock: fields.stock,
    availability: fields.availability,
    weight_g: fields.weight_g,
  };
}

async function writeBikes(trx: Db, variantId: number, bikeTypeIds: number[]): Promise<void> {
  await trx.deleteFrom('variant_bikes').where('variant_id', '=', variantId).execute();
  for (let i = 0; i < bikeTypeIds.length; i += 500) {
    const part = bikeTypeIds.slice(i, i + 500);
    await trx
      .insertInto('variant_bikes')
      .values(part.map((bike) => ({ variant_id: variantId, bike_type_id: bike })))
      .execute();
  }
}

/** Adds a variant at the end of the product's list; returns its id. */
export async function createVariant(
  db: Db,
  actor: Actor,
  productId: number,
  fields: VariantFields,
): Promise<number> {
  const id = await db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom('products')
      .select('id')
      .where('id', '=', productId)
      .executeTakeFirst();
    if (!product) throw new NotFoundError('Nincs ilyen termék.');
    await checkVariant(trx, fields, null);
    const last = await trx
      .selectFrom('variants')
      .select((eb) => eb.fn.max('position').as('p'))
      .where('product_id', '=', productId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('variants')
      .values({ ...columns(fields), product_id: productId, position: Number(last?.p ?? -1) + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeBikes(trx, row.id, fields.bike_type_ids);
    await refreshProductColumns(trx, productId);
    await writeAudit(trx, actor, {
      action: 'variant.create',
      entity: 'variant',
      entityId: row.id,
      before: null,
      after: { product_id: productId, ...fields },
    });
    return row.id;
  });
  await indexProductsForSearch(db, [productId]);
  return id;
}

/**
 * Changes a variant; returns its product's id. Stock raised above zero: the shoppers waiting for the
 * variant get their e-mail through the outbox in the same transaction (wake the outbox afterwards).
 */
export async function updateVariant(
  db: Db,
  actor: Actor,
  variantId: number,
  fields: VariantFields,
  shop: RestockMailShop,
): Promise<number> {
  const productId = await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('variants')
      .selectAll()
      .where('id', '=', variantId)
      .executeTakeFirst();
    if (!before) throw new NotFoundError('Nincs ilyen változat.');
    await checkVariant(trx, fields, variantId);
    const bikesBefore = await trx
      .selectFrom('variant_bikes')
      .select('bike_type_id')
      .where('variant_id', '=', variantId)
      .orderBy('bike_type_id')
      .execute();
    await trx.updateTable('variants').set(columns(fields)).where('id', '=', variantId).execute();
    await writeBikes(trx, variantId, fields.bike_type_ids);
    await refreshProductColumns(trx, before.product_id);
    const { id: _id, product_id: _p, position: _pos, props, ...rest } = before;
    await writeAudit(trx, actor, {
      action: 'variant.update',
      entity: 'variant',
      entityId: variantId,
      before: {
        ...rest,
        props: JSON.parse(props) as unknown,
        bike_type_ids: bikesBefore.map((b) => b.bike_type_id),
      },
      after: fields,
    });
    await notifyBackInStock(trx, [variantId], shop);
    return before.product_id;
  });
  await indexProductsForSearch(db, [productId]);
  return productId;
}
