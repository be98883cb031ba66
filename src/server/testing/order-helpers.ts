import type { Cart } from '@common/api/cart.schema';
import { type CartAnswer, add, finish, modify } from './cart-fixtures';
import type { TestApp } from './test-helpers';

/**
 * Places an order through the real cart calls: the lines added with the customer's bearer token (so
 * the cart and the order are theirs) or as a guest, the checkout data filled with `email`, GLS
 * delivery. Returns the order number.
 */
export async function placeOrder(
  t: TestApp,
  opts: { token?: string; email: string; lines: [variantId: number, quantity: number][] },
): Promise<string> {
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
  const fields: [string, string][] = [
    ['szallitas_vnev', 'Kovács'],
    ['szallitas_knev', 'Anna'],
    ['szallitas_irsz', '1111'],
    ['szallitas_varos', 'Budapest'],
    ['szallitas_utca', 'Fő utca 1.'],
    ['email', opts.email],
    ['szallitas_telefonszam', '+36 30 123 4567'],
  ];
  for (const [name, value] of fields) await modify(t, cart.id, name, value);
  await modify(t, cart.id, 'szallitas', 1);
  const res = await finish(t, cart.id);
  if (res.statusCode !== 200) throw new Error(`finishCart failed: ${res.body}`);
  const row = await t.app.db
    .selectFrom('orders')
    .select('order_number')
    .where('cart_id', '=', cart.id)
    .executeTakeFirstOrThrow();
  return row.order_number;
}
