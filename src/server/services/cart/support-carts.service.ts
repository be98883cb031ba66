import { sql } from 'kysely';
import type {
  CartSummary,
  SupportCart,
  SupportView,
  SupportViewTicket,
} from '@common/api/admin-support.schema';
import type { Cart } from '@common/api/cart.schema';
import type { OrderStatus } from '@common/order-status';
import { CART_STEP_PATHS, SUPPORT_VIEW_CART_ID, cartStep } from '@common/support-cart';
import type { Db } from '../../db/database';
import { dbNow, readDbNow } from '../../db/db-clock';
import type { CartRow } from '../../db/tables/cart.table';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../errors';
import { newToken, tokenHash } from '../accounts/tokens';
import { loadCartView } from './cart-view.service';
import { type Actor, writeAudit } from '../audit/audit.service';

/**
 * Support looks a customer's cart up (by its id or the customer's e-mail) and opens it read-only in
 * the shop. Every lookup is audited. The shop tab gets a ticket, never the cart id (the only key to a
 * guest cart) nor the customer's login: the ticket opens one read of one cart, for a while.
 */

export const CART_NOT_FOUND = 'Nincs ilyen kosár.';
export const CART_ORDERED = 'Ebből a kosárból már rendelés lett: a rendelés oldalán nézze meg.';
export const VIEW_ENDED =
  'A támogatói nézet lejárt vagy érvénytelen. Nyissa meg újra a háttérirodából.';

/** How long a read-only view stays open. */
export const SUPPORT_VIEW_MS = 30 * 60 * 1000;
const MAX_CARTS = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function orderOf(db: Db, cartId: string) {
  const order = await db
    .selectFrom('orders')
    .select(['order_number', 'status'])
    .where('cart_id', '=', cartId)
    .executeTakeFirst();
  return order ? { number: order.order_number, status: order.status as OrderStatus } : null;
}

function summary(row: CartRow, cart: Cart, order: CartSummary['order']): CartSummary {
  return {
    id: row.id,
    email: row.email,
    name: `${row.szallitas_vnev} ${row.szallitas_knev}`.trim(),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    items: cart.goods.reduce((sum, line) => sum + line.quantity, 0),
    total: cart.vegosszeg,
    step: cartStep(cart),
    order,
  };
}

/** Carts by id, or by the e-mail typed at checkout or of the account they belong to; newest first. */
export async function findCarts(db: Db, actor: Actor, q: string): Promise<CartSummary[]> {
  const term = q.trim();
  let query = db.selectFrom('carts').selectAll();
  if (UUID.test(term)) query = query.where('id', '=', term.toLowerCase());
  else {
    const email = term.toLowerCase();
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`lower(email)`, '=', email),
        ...(user ? [eb('user_id', '=', user.id)] : []),
      ]),
    );
  }
  const rows = await query.orderBy('updated_at', 'desc').limit(MAX_CARTS).execute();
  const items: CartSummary[] = [];
  for (const row of rows) {
    const cart = await loadCartView(db, row.id);
    if (cart) items.push(summary(row, cart, await orderOf(db, row.id)));
  }
  await writeAudit(db, actor, {
    action: 'kosar_kereses',
    entity: 'cart',
    entityId: term.slice(0, 64),
    before: null,
    after: { found: items.map((c) => c.id) },
  });
  return items;
}

/** One cart as support sees it: the shop's view of it, its step, its account and order. */
export async function supportCart(db: Db, actor: Actor, id: string): Promise<SupportCart> {
  const row = await db.selectFrom('carts').selectAll().where('id', '=', id).executeTakeFirst();
  const cart = row ? await loadCartView(db, id) : undefined;
  if (!row || !cart) throw new NotFoundError(CART_NOT_FOUND);
  const account = row.user_id
    ? ((await db
        .selectFrom('users')
        .select(['id', 'email', 'name'])
        .where('id', '=', row.user_id)
        .executeTakeFirst()) ?? null)
    : null;
  const order = await orderOf(db, id);
  await writeAudit(db, actor, {
    action: 'kosar_megtekintes',
    entity: 'cart',
    entityId: id,
    before: null,
    after: null,
  });
  return {
    id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    account,
    step: cartStep(cart),
    order,
    cart,
  };
}

/** A ticket for the read-only shop view of a cart that has not become an order. */
export async function openSupportView(
  db: Db,
  actor: Actor,
  staffId: number,
  cartId: string,
): Promise<SupportViewTicket> {
  const cart = await loadCartView(db, cartId);
  if (!cart) throw new NotFoundError(CART_NOT_FOUND);
  if (cart.finish) throw new ConflictError(CART_ORDERED);
  const ticket = newToken();
  const expiresAt = await db.transaction().execute(async (trx) => {
    const now = await readDbNow(trx);
    const expiresAt = new Date(now.getTime() + SUPPORT_VIEW_MS).toISOString();
    // Ended tickets are of no use to anyone: cleared whenever a new one is made.
    await trx
      .deleteFrom('support_view_tickets')
      .where('expires_at', '<', now.toISOString())
      .execute();
    await trx
      .insertInto('support_view_tickets')
      .values({
        token_hash: tokenHash(ticket),
        cart_id: cartId,
        staff_id: staffId,
        created_at: now.toISOString(),
        expires_at: expiresAt,
      })
      .execute();
    await writeAudit(trx, actor, {
      action: 'kosar_nezet',
      entity: 'cart',
      entityId: cartId,
      before: null,
      after: { expiresAt },
    });
    return expiresAt;
  });
  // In the fragment: a browser never sends it to a server, so no log or proxy sees the ticket.
  const path = CART_STEP_PATHS[cartStep(cart)];
  return { url: `${path}#tamogatas=${ticket}`, expiresAt };
}

/**
 * What the read-only tab shows: the cart as the shopper sees it, under a placeholder id that opens no
 * cart, so nothing the tab sends can change the customer's cart. A disabled staff account's tickets
 * end with it.
 */
export async function supportView(db: Db, ticket: string): Promise<SupportView> {
  const row = await db
    .selectFrom('support_view_tickets as t')
    .innerJoin('staff as s', 's.id', 't.staff_id')
    .select(['t.cart_id', 't.expires_at', 's.disabled', dbNow(db).as('now')])
    .where('t.token_hash', '=', tokenHash(ticket))
    .executeTakeFirst();
  if (!row || row.disabled || row.expires_at <= row.now) throw new UnauthorizedError(VIEW_ENDED);
  const cart = await loadCartView(db, row.cart_id);
  if (!cart) throw new UnauthorizedError(VIEW_ENDED);
  const step = cartStep(cart);
  return {
    cart: { ...cart, id: SUPPORT_VIEW_CART_ID },
    step,
    path: CART_STEP_PATHS[step],
    expiresAt: row.expires_at,
  };
}
