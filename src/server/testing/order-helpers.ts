import type { Cart } from '@common/api/cart.schema';
import { type CartAnswer, add, fillCheckout, finish, modify } from './cart-fixtures';
import type { TestApp } from './test-helpers';

export interface OrderOptions {
  /** The customer's bearer token (the cart and the order are theirs); none: a guest. */
  token?: string;
  lines: [variantId: number, quantity: number][];
  /** 0 pickup in the shop, 1 GLS (the default), 2 MPL. */
  szallitas?: 0 | 1 | 2;
  /** Instead of fillCheckout's Kovács Anna, kovacs.anna@example.hu, +36 30 123 4567. */
  email?: string;
  name?: [family: string, given: string];
  phone?: string;
}

/**
 * Places an order through the real cart calls: the lines added with the customer's bearer token or as
 * a guest, the checkout data filled in (fillCheckout, then the given overrides), then finishCart.
 * Returns the order number; the confirmation mail waits in the outbox.
 */
export async function placeOrder(t: TestApp, opts: OrderOptions): Promise<string> {
  let cart: Cart | null = null;
  for (const [id, quantity] of opts.lines) {
    if (opts.token) {
      const payload: object = cart ? { id, quantity, cart_id: cart.id } : { id, quantity };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/addToCart',
        headers: { ...t.headers, authorization: `Bearer ${opts.token}` },
        payload,
      });
      if (res.statusCode !== 200) throw new Error(`addToCart failed: ${res.body}`);
      cart = (res.json() as CartAnswer).cart;
    } else cart = await add(t, id, quantity, cart?.id ?? null);
  }
  if (!cart) throw new Error('an order needs lines');
  await fillCheckout(t, cart.id, opts.szallitas ?? 1);
  const overrides: [string, string | undefined][] = [
    ['email', opts.email],
    ['szallitas_vnev', opts.name?.[0]],
    ['szallitas_knev', opts.name?.[1]],
    ['szallitas_telefonszam', opts.phone],
  ];
  for (const [name, value] of overrides)
    if (value !== undefined) await modify(t, cart.id, name, value);
  const res = await finish(t, cart.id);
  if (res.statusCode !== 200) throw new Error(`finishCart failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { order: { order_number: string } }).order.order_number;
}
