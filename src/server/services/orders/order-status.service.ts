import { type OrderStatus, isOrderStatus, needsTracking, nextStatuses } from '@common/order-status';
import type { Db } from '../../db/database';
import { ConflictError, NotFoundError, UnprocessableError } from '../../errors';
import { enqueueMail } from '../../mail/outbox';
import { notifyBackInStock } from '../back-in-stock/back-in-stock.service';
import { type Actor, writeAudit } from '../audit/audit.service';
import { type StatusMailShop, orderStatusMail } from './order-status-mail';

export interface StatusChangeResult {
  /** Whether the customer's e-mail about the change went into the outbox (wake the sender after it). */
  mailed: boolean;
  /** True when stock went back to the catalogue (the shop's cached catalogue must be refreshed). */
  stockReturned: boolean;
}

/**
 * Moves an order to a new status in one transaction: the order row, its history, the audit entry and,
 * for a cancellation, the clearance stock the order had taken, and the customer's e-mail into the outbox
 * (so the e-mail exists exactly when the change does, and is sent once, with retries). The order row is updated only from the
 * status it was read in, so two staff members changing it at once cannot both succeed.
 */
export async function changeOrderStatus(
  db: Db,
  actor: Actor,
  shop: StatusMailShop,
  number: string,
  input: { status: OrderStatus; tracking?: string },
): Promise<StatusChangeResult> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('order_number', '=', number)
      .executeTakeFirst();
    if (!order) throw new NotFoundError('Nincs ilyen rendelés.');
    const current: OrderStatus = isOrderStatus(order.status) ? order.status : 'uj';
    if (!nextStatuses(current, order.delivery_method).includes(input.status)) {
      throw new ConflictError(
        current === input.status
          ? 'A rendelés már ebben az állapotban van.'
          : 'A rendelés ebből az állapotból nem tehető ebbe az állapotba.',
      );
    }
    const tracking = (input.tracking ?? '').trim();
    if (needsTracking(input.status, order.delivery_method) && !tracking)
      throw new UnprocessableError('GLS és MPL szállításnál a csomagszám megadása kötelező.');
    const trackingNumber = input.status === 'feladva' ? tracking : order.tracking_number;

    const now = new Date().toISOString();
    const updated = await trx
      .updateTable('orders')
      .set({ status: input.status, tracking_number: trackingNumber })
      .where('id', '=', order.id)
      .where('status', '=', order.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      throw new ConflictError('A rendelést közben valaki más módosította. Kérjük, töltse újra.');
    await trx
      .insertInto('order_status_history')
      .values({
        order_id: order.id,
        at: now,
        status: input.status,
        tracking_number: input.status === 'feladva' ? tracking : '',
        staff_email: actor.email,
      })
      .execute();

    const returned: { id: number; cikkszam: string; quantity: number }[] = [];
    if (input.status === 'torolve') {
      // Only clearance stock is counted (finishCart takes it); the variant's current availability
      // tells which lines those were.
      const lines = await trx
        .selectFrom('order_lines')
        .innerJoin('variants', 'variants.id', 'order_lines.variant_id')
        .select(['variants.id', 'order_lines.cikkszam', 'order_lines.quantity'])
        .where('order_lines.order_id', '=', order.id)
        .where('variants.availability', '=', 'vegkiarusitas')
        .orderBy('variants.id')
        .execute();
      for (const line of lines) {
        await trx
          .updateTable('variants')
          .set((eb) => ({ stock: eb('stock', '+', line.quantity) }))
          .where('id', '=', line.id)
          .execute();
        returned.push({ id: line.id, cikkszam: line.cikkszam, quantity: line.quantity });
      }
    }
    // Stock back on a sold-out clearance variant: its waiting shoppers hear of it like after a restock.
    const restockMails = await notifyBackInStock(
      trx,
      returned.map((r) => r.id),
      shop,
    );
    await writeAudit(trx, actor, {
      action: 'order.status',
      entity: 'order',
      entityId: order.order_number,
      before: { status: order.status, tracking_number: order.tracking_number },
      after: {
        status: input.status,
        tracking_number: trackingNumber,
        ...(returned.length > 0
          ? { stock_returned: returned.map(({ cikkszam, quantity }) => ({ cikkszam, quantity })) }
          : {}),
      },
    });
    const mail = orderStatusMail({ ...order, tracking_number: trackingNumber }, input.status, shop);
    if (mail) await enqueueMail(trx, mail);
    return {
      mailed: mail !== null || restockMails > 0,
      stockReturned: returned.length > 0,
    };
  });
}
