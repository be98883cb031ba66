import crypto from 'node:crypto';
import { CART_TEXT_FIELDS, type CartTextField } from '@common/api/cart.constants';
import type { Db } from '../../db/database';
import type { CartDataColumns, CartRow, CartsTable } from '../../db/tables/cart.table';
import { ConflictError, NotFoundError } from '../../errors';
import { profileForCart } from '../accounts/profile.service';
import { clockShift, dbTimeAt } from '../../db/db-clock';
import { QueryTemplate } from '../../db/query-template';

export const CART_NOT_FOUND = 'Nem található ilyen kosár.';
/** Columns a shopper's change may set on an open cart (modifyCart's fields). */
export type CartChange = Partial<
  Pick<CartsTable, CartTextField | 'szamla_megegyezik' | 'cegkent' | 'szallitas' | 'atvevohely'>
>;

export const CART_FINISHED = 'Ez a kosár már megrendelésre került, nem módosítható.';

/**
 * Claims an open cart for the rest of the transaction: a conditional UPDATE first, so the row is
 * write-locked (PostgreSQL row lock, SQLite write lock) before anything is read. Every change of one
 * cart therefore runs one after the other, and none can slip in after finishCart marked it finished.
 * `change` is applied by the same statement (a data field that needs no check against the cart), and
 * the cart's revision goes up by one: an answer built after this claim shows every change before it.
 * Returns the claimed row as it is now, or undefined for an unknown or finished cart.
 */
export async function claimOpenCartRow(
  trx: Db,
  cartId: string,
  change: CartChange = {},
): Promise<CartRow | undefined> {
  return claimTemplate.executeTakeFirst(trx, { cartId, change, clock: clockShift() });
}

// Compiled once per shape of `change` (the call runs for every cart change).
const claimTemplate = new QueryTemplate(
  (trx, { cartId, change, clock }: { cartId: string; change: CartChange; clock: number }) =>
    trx
      .updateTable('carts')
      .set((eb) => ({
        ...change,
        updated_at: dbTimeAt(trx, clock),
        revision: eb('revision', '+', 1),
      }))
      .where('id', '=', cartId)
      .where('finish', '=', 0)
      .returningAll(),
);

/** Whether a cart id names a cart still open (a plain read: addToCart's "will it start a cart?"). */
export async function isOpenCart(db: Db, cartId: string): Promise<boolean> {
  const row = await db
    .selectFrom('carts')
    .select('id')
    .where('id', '=', cartId)
    .where('finish', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

/** claimOpenCartRow, or the reason it failed as a domain error (404 unknown, 409 finished). */
export async function claimOpenCartOrThrow(
  trx: Db,
  cartId: string,
  change: CartChange = {},
): Promise<CartRow> {
  const claimed = await claimOpenCartRow(trx, cartId, change);
  if (claimed) return claimed;
  const row = await trx
    .selectFrom('carts')
    .select('finish')
    .where('id', '=', cartId)
    .executeTakeFirst();
  throw row ? new ConflictError(CART_FINISHED) : new NotFoundError(CART_NOT_FOUND);
}

const EMPTY_CART_DATA: CartDataColumns = {
  ...(Object.fromEntries(CART_TEXT_FIELDS.map((field) => [field, ''])) as Record<
    CartTextField,
    string
  >),
  szamla_megegyezik: 0,
  cegkent: 0,
};

/** A new empty cart with an unguessable id (UUID v4: 122 random bits from the CSPRNG), as stored. */
export async function createCart(trx: Db): Promise<CartRow> {
  const row = await newCartQuery.executeTakeFirst(trx, {
    id: crypto.randomUUID(),
    clock: clockShift(),
  });
  if (!row) throw new Error('new cart not returned');
  return row;
}

const newCartQuery = new QueryTemplate((trx, { id, clock }: { id: string; clock: number }) =>
  trx
    .insertInto('carts')
    .values({
      id,
      user_id: null,
      szallitas: null,
      atvevohely: '',
      finish: 0,
      ...EMPTY_CART_DATA,
      created_at: dbTimeAt(trx, clock),
      updated_at: dbTimeAt(trx, clock),
    })
    .returningAll(),
);

/**
 * Ties a claimed cart to a logged-in customer (once: a cart already tied stays with its owner) and
 * fills its still empty data-entry fields from the profile (API.md: addToCart).
 */
export async function tieCartToUser(trx: Db, cartId: string, userId: number): Promise<void> {
  const cart = await trx
    .selectFrom('carts')
    .selectAll()
    .where('id', '=', cartId)
    .executeTakeFirstOrThrow();
  if (cart.user_id !== null && cart.user_id !== userId) return;
  const profile = await profileForCart(trx, userId);
  if (!profile) return;
  const fill: Partial<CartDataColumns> & { user_id: number } = { user_id: userId };
  for (const field of CART_TEXT_FIELDS) {
    if (cart[field].trim() === '' && profile[field].trim() !== '') fill[field] = profile[field];
  }
  await trx.updateTable('carts').set(fill).where('id', '=', cartId).execute();
}
