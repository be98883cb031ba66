import type { Cart } from '@common/api/cart.schema';
import type { ReorderSkipped } from '@common/api/customer-orders.schema';
import type { Db } from '../../db/database';
import { ConflictError, NotFoundError } from '../../errors';
import { VARIANT_UNAVAILABLE, addToCart } from '../cart/cart-lines.service';
import { ORDER_NOT_FOUND } from './customer-orders.service';
import { type OrderOwner, ownedOrders } from './owned-orders';

export const REORDER_REASONS = {
  gone: 'Már nem szerepel a kínálatunkban.',
  unavailable: 'Jelenleg nem rendelhető.',
  partly: (quantity: number) => `Csak ${quantity} db került a kosárba, a készlet erejéig.`,
} as const;

export const NOTHING_TO_REORDER = 'A rendelés egyik tétele sem rendelhető már.';

export interface ReorderResult {
  cart: Cart;
  added: number;
  skipped: ReorderSkipped[];
}

/**
 * Újrarendelem: puts the order's lines that are still orderable into the shopper's cart (a new one when
 * there is none) at today's prices, each as addToCart would, and says which lines stayed out and why.
 */
export async function reorder(
  db: Db,
  owner: OrderOwner,
  orderNumber: string,
  cartId: string | null,
): Promise<ReorderResult> {
  const order = await ownedOrders(db, owner)
    .select('id')
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND, { status: 0 });
  const lines = await db
    .selectFrom('order_lines')
    .select(['variant_id', 'name', 'quantity'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();

  let cart: Cart | null = null;
  let currentCartId = cartId;
  let added = 0;
  const skipped: ReorderSkipped[] = [];
  for (const line of lines) {
    try {
      const result = await addToCart(db, {
        variantId: line.variant_id,
        quantity: line.quantity,
        cartId: currentCartId,
        userId: owner.userId,
      });
      cart = result.cart;
      currentCartId = result.cart.id;
      added += 1;
      if (result.added.quantity < line.quantity)
        skipped.push({ name: line.name, reason: REORDER_REASONS.partly(result.added.quantity) });
    } catch (err) {
      if (err instanceof NotFoundError)
        skipped.push({ name: line.name, reason: REORDER_REASONS.gone });
      else if (err instanceof ConflictError)
        skipped.push({
          name: line.name,
          reason: err.message === VARIANT_UNAVAILABLE ? REORDER_REASONS.unavailable : err.message,
        });
      else throw err;
    }
  }
  if (!cart || added === 0) {
    const reasons = skipped.map((s) => `${s.name}: ${s.reason}`).join(' ');
    throw new ConflictError(`${NOTHING_TO_REORDER} ${reasons}`.trim(), { status: 0 });
  }
  return { cart, added, skipped };
}
