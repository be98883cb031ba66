import type { Cart, CartLine } from '@common/api/cart.schema';
import { MAX_LINE_QUANTITY } from '@common/api/cart.constants';
import type { Db } from '../../db/database';
import type { CartRow } from '../../db/tables/cart.table';
import { ConflictError, NotFoundError } from '../../errors';
import {
  claimOpenCartOrThrow,
  claimOpenCartRow,
  createCart,
  tieCartToUser,
} from './cart-store.service';
import { findCartRow, loadPickupContext, loadPricedLines, toCartView } from './cart-view.service';
import { endCartHold, releaseExpiredHolds } from './stock-holds.service';
import { QueryTemplate } from '../../db/query-template';

export const VARIANT_NOT_FOUND = 'Nem található ilyen termékváltozat.';
export const VARIANT_UNAVAILABLE = 'Ez a termékváltozat jelenleg nem rendelhető.';
export const LINE_NOT_FOUND = 'Nem található ilyen tétel a kosárban.';

const clearanceLimitMessage = (stock: number) =>
  `A végkiárusított termékből legfeljebb ${stock} db rendelhető, a készlet erejéig.`;
const lineLimitMessage = `Egy termékváltozatból legfeljebb ${MAX_LINE_QUANTITY} db rendelhető.`;

/** The cart view after a change of its lines; `row` when the transaction already holds it as it is. */
async function viewOf(trx: Db, cartId: string, row?: CartRow): Promise<Cart> {
  const current = row ?? (await findCartRow(trx, cartId));
  if (!current) throw new NotFoundError();
  return toCartView(
    current,
    await loadPricedLines(trx, cartId),
    await loadPickupContext(trx, current),
  );
}

// Compiled once per database (db/query-template.ts): every addToCart runs them.
const lineCapQuery = new QueryTemplate((trx, { variantId }: { variantId: number }) =>
  trx
    .selectFrom('variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.availability', 'v.stock', 'p.active'])
    .where('v.id', '=', variantId),
);

const existingLineQuery = new QueryTemplate(
  (trx, { cartId, variantId }: { cartId: string; variantId: number }) =>
    trx
      .selectFrom('cart_lines')
      .select(['id', 'quantity'])
      .where('cart_id', '=', cartId)
      .where('variant_id', '=', variantId),
);

/** Most pieces of a variant one cart line may hold, with the message when that is reached. */
async function lineCap(trx: Db, variantId: number): Promise<{ cap: number; message: string }> {
  const variant = await lineCapQuery.executeTakeFirst(trx, { variantId });
  if (!variant || variant.active !== 1) throw new NotFoundError(VARIANT_NOT_FOUND);
  if (variant.availability === 'nincs') throw new ConflictError(VARIANT_UNAVAILABLE);
  if (variant.availability === 'vegkiarusitas') {
    if (variant.stock <= 0) throw new ConflictError(VARIANT_UNAVAILABLE);
    return {
      cap: Math.min(variant.stock, MAX_LINE_QUANTITY),
      message: clearanceLimitMessage(variant.stock),
    };
  }
  return { cap: MAX_LINE_QUANTITY, message: lineLimitMessage };
}

export interface AddToCartInput {
  variantId: number;
  quantity: number;
  cartId: string | null;
  /** The logged-in customer, when the bearer token names one: the cart is tied to the account. */
  userId: number | null;
}

export interface AddToCartResult {
  cart: Cart;
  /** The line of the added variant; its quantity is what was actually added (clearance is capped). */
  added: CartLine;
}

/**
 * Adds pieces of a variant to a cart, starting a new cart when the id is missing, unknown or
 * already ordered (the ordered cart itself stays untouched). One transaction that first claims the
 * cart, so parallel adds to one cart queue up and none is lost.
 */
export async function addToCart(db: Db, input: AddToCartInput): Promise<AddToCartResult> {
  // Clearance pieces of holds that ran out go back to the stock before the cap is read.
  await releaseExpiredHolds(db, [input.variantId]);
  return db.transaction().execute(async (trx) => {
    const claimed =
      (input.cartId ? await claimOpenCartRow(trx, input.cartId) : undefined) ??
      (await createCart(trx));
    const cartId = claimed.id;
    // Tying to a customer may fill the row's data fields: the view then reads the row again.
    const tied = input.userId !== null;
    if (input.userId !== null) await tieCartToUser(trx, cartId, input.userId);
    // The line changes: its hold ends (a refusal below rolls that back).
    await endCartHold(trx, cartId, input.variantId);

    const { cap, message } = await lineCap(trx, input.variantId);
    const existing = await existingLineQuery.executeTakeFirst(trx, {
      cartId,
      variantId: input.variantId,
    });
    const before = existing?.quantity ?? 0;
    const after = Math.min(before + input.quantity, cap);
    if (after <= before) throw new ConflictError(message);
    if (existing) {
      await trx
        .updateTable('cart_lines')
        .set({ quantity: after })
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('cart_lines')
        .values({
          cart_id: cartId,
          variant_id: input.variantId,
          quantity: after,
          created_at: new Date().toISOString(),
        })
        .execute();
    }

    const cart = await viewOf(trx, cartId, tied ? undefined : claimed);
    const line = cart.goods.find((l) => l.variant.id === input.variantId);
    if (!line) throw new Error('added line missing from its cart');
    return { cart, added: { ...line, quantity: after - before } };
  });
}

export interface RemoveFromCartResult {
  cart: Cart;
  removed: CartLine;
}

export async function removeFromCart(
  db: Db,
  cartId: string,
  lineId: number,
): Promise<RemoveFromCartResult> {
  return db.transaction().execute(async (trx) => {
    const claimed = await claimOpenCartOrThrow(trx, cartId);
    const removed = (await loadPricedLines(trx, cartId)).find((l) => l.line.id === lineId)?.line;
    if (!removed) throw new NotFoundError(LINE_NOT_FOUND);
    await endCartHold(trx, cartId, removed.variant.id);
    await trx
      .deleteFrom('cart_lines')
      .where('id', '=', lineId)
      .where('cart_id', '=', cartId)
      .execute();
    return { cart: await viewOf(trx, cartId, claimed), removed };
  });
}

/**
 * One piece more (+1) or less (-1) on a line. Less never goes below 1 (the cart is answered
 * unchanged); more stops at the line's cap with a 409.
 */
export async function stepLineQuantity(
  db: Db,
  cartId: string,
  lineId: number,
  step: 1 | -1,
): Promise<Cart> {
  return db.transaction().execute(async (trx) => {
    const claimed = await claimOpenCartOrThrow(trx, cartId);
    const line = await trx
      .selectFrom('cart_lines')
      .select(['quantity', 'variant_id'])
      .where('id', '=', lineId)
      .where('cart_id', '=', cartId)
      .executeTakeFirst();
    if (!line) throw new NotFoundError(LINE_NOT_FOUND);
    const quantity = Math.max(1, line.quantity + step);
    // The line changes: its hold ends first, so its pieces count for the cap again.
    if (quantity !== line.quantity) await endCartHold(trx, cartId, line.variant_id);
    if (step === 1) {
      const { cap, message } = await lineCap(trx, line.variant_id);
      if (line.quantity + 1 > cap) throw new ConflictError(message);
    }
    if (quantity !== line.quantity) {
      await trx.updateTable('cart_lines').set({ quantity }).where('id', '=', lineId).execute();
    }
    return viewOf(trx, cartId, claimed);
  });
}
