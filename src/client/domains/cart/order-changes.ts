import type { Cart } from '@common/api/cart.schema';

/** One line of the order that is not as the shopper saw it on the summary. */
export interface ChangedLine {
  name: string;
  /** Unit price and quantity before and now; `now` null: the line is no longer in the cart. */
  before: { price: number; quantity: number } | null;
  now: { price: number; quantity: number } | null;
}

/** What changed between the summary the shopper confirmed and the cart finishCart answered (409). */
export interface OrderChanges {
  totalBefore: number;
  totalNow: number;
  shippingBefore: number;
  shippingNow: number;
  lines: ChangedLine[];
}

export const grandTotalOf = (cart: Cart): number => cart.vegosszeg + (cart.shippingcost ?? 0);

export function orderChanges(before: Cart, now: Cart): OrderChanges {
  const nowById = new Map(now.goods.map((line) => [line.id, line]));
  const beforeIds = new Set(before.goods.map((line) => line.id));
  const lines: ChangedLine[] = [];
  for (const old of before.goods) {
    const fresh = nowById.get(old.id);
    if (fresh && fresh.price === old.price && fresh.quantity === old.quantity) continue;
    lines.push({
      name: old.name,
      before: { price: old.price, quantity: old.quantity },
      now: fresh ? { price: fresh.price, quantity: fresh.quantity } : null,
    });
  }
  for (const fresh of now.goods) {
    if (!beforeIds.has(fresh.id))
      lines.push({
        name: fresh.name,
        before: null,
        now: { price: fresh.price, quantity: fresh.quantity },
      });
  }
  return {
    totalBefore: grandTotalOf(before),
    totalNow: grandTotalOf(now),
    shippingBefore: before.shippingcost ?? 0,
    shippingNow: now.shippingcost ?? 0,
    lines,
  };
}
