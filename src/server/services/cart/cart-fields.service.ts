import type { Cart } from '@common/api/cart.schema';
import { CART_TEXT_FIELDS, type CartField, type CartTextField } from '@common/api/cart.constants';
import type { Db } from '../../db/database';
import type { CartRow } from '../../db/tables/cart.table';
import { PICKUP_LABELS, isPickupMethod, pickupCarrierOf } from '@common/pickup';
import { BadRequestError, UnprocessableError } from '../../errors';
import { type CartChange, claimOpenCartOrThrow } from './cart-store.service';
import { MPL_MAX_GRAMS, CART_TEXT_LIMITS } from './cart-validity';
import { cartTotals, loadPickupContext, loadPricedLines, toCartView } from './cart-view.service';
import { findPickupPoint } from '../pickup-points/pickup-search.service';

export const UNKNOWN_FIELD = 'Ismeretlen mező.';
export const PICKUP_POINT_GONE =
  'A választott átvételi pont nem található vagy már nem működik, kérjük, válasszon másikat.';
export const PICKUP_POINT_OTHER_CARRIER =
  'Az átvételi pont nem a választott szállítási módhoz tartozik.';
export const MPL_TOO_HEAVY =
  'Az MPL futárszolgálat legfeljebb 40 kg-os csomagot szállít, válasszon másik szállítási módot.';

// A null-prototype lookup: names like __proto__ or constructor can never be mistaken for a field.
const TEXT_FIELDS: Readonly<Record<string, true>> = Object.freeze(
  Object.assign(
    Object.create(null) as Record<string, true>,
    Object.fromEntries(CART_TEXT_FIELDS.map((f) => [f, true])),
  ),
);

const isTextField = (name: string): name is CartTextField => TEXT_FIELDS[name] === true;

const LINE_BREAKS = new Set(['\r', '\n', '\t']);

/** Control characters other than line breaks and tabs (which only the note may hold). */
function hasControlChars(value: string): boolean {
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if ((code < 0x20 || code === 0x7f) && !LINE_BREAKS.has(ch)) return true;
  }
  return false;
}

const hasLineBreaks = (value: string) => [...LINE_BREAKS].some((ch) => value.includes(ch));

type CartUpdate = CartChange;

/** The column update one modifyCart call means, or a 400 naming what is wrong with the value. */
export function fieldUpdate(name: CartField | string, value: unknown): CartUpdate {
  if (isTextField(name)) {
    if (typeof value !== 'string') throw new BadRequestError('A mező értéke szöveg legyen.');
    const limit = CART_TEXT_LIMITS[name];
    if (value.length > limit)
      throw new BadRequestError(`A mező legfeljebb ${limit} karakter lehet.`);
    if (hasControlChars(value) || (name !== 'megjegyzes' && hasLineBreaks(value))) {
      throw new BadRequestError('A mező nem megengedett karaktert tartalmaz.');
    }
    return { [name]: value };
  }
  if (name === 'szamla_megegyezik' || name === 'cegkent') {
    if (value === true || value === 1) return { [name]: 1 };
    if (value === false || value === 0) return { [name]: 0 };
    throw new BadRequestError('A jelölőnégyzet értéke igaz vagy hamis lehet.');
  }
  if (name === 'szallitas') {
    if (value === null || value === '') return { szallitas: null };
    const method = typeof value === 'string' && /^[0-6]$/.test(value) ? Number(value) : value;
    if (method === 0 || method === 1 || method === 2 || isPickupMethod(method as number))
      return { szallitas: method as number };
    throw new BadRequestError('Ismeretlen szállítási mód.');
  }
  if (name === 'atvevohely') {
    if (typeof value !== 'string' || value.length > 80 || hasControlChars(value))
      throw new BadRequestError('Hibás átvételi pont azonosító.');
    return { atvevohely: value };
  }
  throw new BadRequestError(UNKNOWN_FIELD);
}

/**
 * Sets one data-entry field or the delivery method of an open cart (API.md: modifyCart). MPL is
 * refused for goods over 40 kg; nothing changes on any refusal.
 */
export async function modifyCart(
  db: Db,
  cartId: string,
  name: string,
  value: unknown,
): Promise<Cart> {
  const update = fieldUpdate(name, value);
  return db.transaction().execute(async (trx) => {
    if (update.szallitas === undefined && update.atvevohely === undefined) {
      // A data field or checkbox: nothing to check against the cart, so the claim sets it too.
      const row = await claimOpenCartOrThrow(trx, cartId, update);
      return toCartView(row, await loadPricedLines(trx, cartId), await loadPickupContext(trx, row));
    }
    const before = await claimOpenCartOrThrow(trx, cartId);
    const lines = await loadPricedLines(trx, cartId);
    if (update.szallitas === 2 && cartTotals(lines, 2).weightGrams > MPL_MAX_GRAMS) {
      throw new UnprocessableError(MPL_TOO_HEAVY);
    }
    await checkPickupChange(trx, before, update, cartTotals(lines, null).weightGrams);
    const row = await trx
      .updateTable('carts')
      .set(update)
      .where('id', '=', cartId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCartView(row, lines, await loadPickupContext(trx, row));
  });
}

/**
 * The pickup rules of one change: a chosen point must exist, be active and belong to the chosen pickup
 * method; a pickup method must be able to take the goods' weight. Choosing another method drops a
 * point that does not belong to it (the update is extended in place).
 */
async function checkPickupChange(
  trx: Db,
  before: CartRow,
  update: CartUpdate,
  weightGrams: number,
): Promise<void> {
  if (update.atvevohely) {
    const point = await findPickupPoint(trx, update.atvevohely);
    if (!point || point.active !== 1) throw new UnprocessableError(PICKUP_POINT_GONE);
    const carrier = pickupCarrierOf(before.szallitas);
    if (carrier && point.carrier !== carrier)
      throw new UnprocessableError(PICKUP_POINT_OTHER_CARRIER);
  }
  if (update.szallitas === undefined) return;
  const carrier = pickupCarrierOf(update.szallitas);
  if (carrier) {
    const settings = await trx
      .selectFrom('pickup_carriers')
      .select(['max_grams', 'point_count'])
      .where('carrier', '=', carrier)
      .executeTakeFirst();
    const label = PICKUP_LABELS[carrier].name;
    if (!settings || settings.point_count === 0)
      throw new UnprocessableError(`A(z) ${label} most nem választható.`);
    if (weightGrams > settings.max_grams)
      throw new UnprocessableError(
        `A(z) ${label} legfeljebb ${settings.max_grams / 1000} kg-os csomagot fogad, válasszon másik szállítási módot.`,
      );
  }
  if (before.atvevohely && !before.atvevohely.startsWith(`${carrier ?? ''}:`)) {
    update.atvevohely = '';
  }
}
