import { PROFILE_FIELDS } from '@common/api/accounts.constants';
import { CART_TEXT_FIELDS } from '@common/api/cart.constants';
import type { PersonalDataExport } from '@common/api/customer-orders.schema';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../errors';
import { revokeAllSessions } from '../accounts/sessions.service';
import { orderOwner, ownedOrders } from './owned-orders';

export const CONSENT_TEXTS = {
  terms: 'A felhasználási feltételek és az adatvédelmi nyilatkozat elfogadása (regisztrációkor)',
  analytics:
    'A statisztikai (Google Analytics) sütikhez adott hozzájárulását csak az Ön böngészője tárolja, a webáruház szervere nem.',
} as const;

/** The customer's data as one JSON document (GDPR art. 15 and 20). */
export async function exportPersonalData(
  db: Db,
  userId: number,
  shop: string,
  now = new Date(),
): Promise<PersonalDataExport> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  const owner = await orderOwner(db, userId);
  if (!user || !owner) throw new NotFoundError();
  const sessions = await db
    .selectFrom('sessions')
    .select(['created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const carts = await db
    .selectFrom('carts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const cartLines = carts.length
    ? await db
        .selectFrom('cart_lines as l')
        .innerJoin('variants as v', 'v.id', 'l.variant_id')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select([
          'l.cart_id',
          'l.variant_id',
          'v.cikkszam',
          'p.fullname_hu',
          'v.name_hu',
          'l.quantity',
          'l.created_at',
        ])
        .where(
          'l.cart_id',
          'in',
          carts.map((c) => c.id),
        )
        .orderBy('l.id')
        .execute()
    : [];
  const orders = await ownedOrders(db, owner).selectAll('orders').orderBy('created_at').execute();
  const orderLines = orders.length
    ? await db
        .selectFrom('order_lines')
        .selectAll()
        .where(
          'order_id',
          'in',
          orders.map((o) => o.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const garage = await db
    .selectFrom('garage_bikes as g')
    .innerJoin('bike_types as t', 't.id', 'g.bike_type_id')
    .select(['t.name_en as bike', 'g.active', 'g.created_at'])
    .where('g.user_id', '=', userId)
    .orderBy('g.id')
    .execute();
  const wishlist = await db
    .selectFrom('wishlist_items as w')
    .innerJoin('products as p', 'p.id', 'w.product_id')
    .select(['p.fullname_hu as product', 'p.alias', 'w.created_at'])
    .where('w.user_id', '=', userId)
    .orderBy('w.id')
    .execute();
  const backInStock = await db
    .selectFrom('back_in_stock_requests as r')
    .innerJoin('variants as v', 'v.id', 'r.variant_id')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select([
      'p.fullname_hu as product',
      'v.cikkszam',
      'r.requested_at',
      'r.status',
      'r.notified_at',
    ])
    .where((eb) => eb(eb.fn('lower', ['r.email']), '=', user.email))
    .orderBy('r.id')
    .execute();
  const emails = await db
    .selectFrom('mail_outbox')
    .select(['created_at', 'subject', 'sent_at'])
    .where((eb) => eb(eb.fn('lower', ['recipient']), '=', user.email))
    .orderBy('id')
    .execute();

  return {
    format: 'adataim/1',
    exported_at: now.toISOString(),
    shop,
    account: {
      name: user.name,
      email: user.email,
      email_confirmed_at: user.email_confirmed_at,
      created_at: user.created_at,
      updated_at: user.updated_at,
      has_password: user.password_hash !== null,
    },
    profile: Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field]])),
    consents: [{ what: CONSENT_TEXTS.terms, at: user.created_at }],
    sessions,
    carts: carts.map(({ user_id: _user, ...cart }) => ({
      ...cart,
      lines: cartLines
        .filter((line) => line.cart_id === cart.id)
        .map(({ cart_id: _cart, fullname_hu, name_hu, ...line }) => ({
          ...line,
          name: [fullname_hu, name_hu].filter(Boolean).join(' '),
        })),
    })),
    orders: orders.map(({ id, user_id: _user, ...order }) => ({
      ...order,
      lines: orderLines
        .filter((line) => line.order_id === id)
        .map(({ id: _id, order_id: _order, ...line }) => line),
    })),
    garage: garage.map((bike) => ({ ...bike, active: Number(bike.active) === 1 })),
    wishlist,
    back_in_stock: backInStock,
    emails,
  };
}

const blankCart = Object.fromEntries(CART_TEXT_FIELDS.map((field) => [field, ''])) as Record<
  (typeof CART_TEXT_FIELDS)[number],
  string
>;

/**
 * 'Fiók törlése' (GDPR art. 17): the account, its sessions, links, unordered carts, e-mails and limits
 * go. Orders stay, as the accounting law requires (Számv. tv. 169. §: the invoice's data for 8 years):
 * the billing name, address and tax number, the lines and the sums; the e-mail, phone, shipping
 * address and note are blanked and the order belongs to no account any more.
 */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const owner = await orderOwner(trx, userId);
    if (!owner) throw new NotFoundError();
    const orders = await ownedOrders(trx, owner).select(['orders.id', 'orders.cart_id']).execute();
    const orderIds = orders.map((o) => o.id);
    if (orderIds.length) {
      await trx
        .updateTable('orders')
        .set({
          user_id: null,
          email: '',
          phone: '',
          shipping_name: '',
          shipping_zip: '',
          shipping_city: '',
          shipping_street: '',
          note: '',
        })
        .where('id', 'in', orderIds)
        .execute();
    }
    const orderedCarts = orders.map((o) => o.cart_id);
    // The carts behind the orders keep their lines (what was ordered) without the personal fields.
    if (orderedCarts.length) {
      await trx
        .updateTable('carts')
        .set({ ...blankCart, user_id: null })
        .where('id', 'in', orderedCarts)
        .execute();
    }
    const openCarts = trx.selectFrom('carts').select('id').where('user_id', '=', userId);
    await trx.deleteFrom('cart_lines').where('cart_id', 'in', openCarts).execute();
    await trx.deleteFrom('carts').where('user_id', '=', userId).execute();
    await trx.deleteFrom('garage_bikes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('wishlist_items').where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('back_in_stock_requests')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', owner.email))
      .execute();
    await trx
      .deleteFrom('mail_outbox')
      .where((eb) => eb(eb.fn('lower', ['recipient']), '=', owner.email))
      .execute();
    await trx
      .deleteFrom('rate_limits')
      .where('key', 'in', [
        `login-email:${owner.email}`,
        `reset-email:${owner.email}`,
        `confirm-email:${userId}`,
      ])
      .execute();
    await revokeAllSessions(trx, userId);
    await trx.deleteFrom('password_resets').where('user_id', '=', userId).execute();
    await trx.deleteFrom('email_confirmations').where('user_id', '=', userId).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}
