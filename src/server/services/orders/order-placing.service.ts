import { shopClock } from '@common/dates';
import type { Cart } from '@common/api/cart.schema';
import { deliveryLabel } from '@common/delivery';
import { grandTotal } from '@common/pricing';
import { formatTaxNumber } from '@common/tax-number';
import type { Db } from '../../db/database';
import type { Insertable } from 'kysely';
import type { OrderLinesTable, OrderRow, OrdersTable } from '../../db/tables/cart.table';
import { clockShift, dbTimeAt } from '../../db/db-clock';
import { QueryTemplate } from '../../db/query-template';
import { ConflictError, NotFoundError, UnprocessableError } from '../../errors';
import { CART_FINISHED, CART_NOT_FOUND } from '../cart/cart-store.service';
import { cartProblems } from '../cart/cart-validity';
import { pickupPointText } from '../pickup-points/pickup-search.service';
import {
  cartTotals,
  findCartRow,
  loadPickupContext,
  loadPricedLines,
  toCartView,
} from '../cart/cart-view.service';
import { type OrderMailShop, enqueueOrderMails } from './order-mail';
import {
  clearanceVariantsOf,
  endCartHold,
  giveBack,
  releaseExpiredHolds,
  takeStock,
} from '../cart/stock-holds.service';

export interface PlacedOrderLine {
  name: string;
  cikkszam: string;
  quantity: number;
  unit_price: number;
  line_total: number;
}

/** An order as written, with its lines: what the e-mails tell. */
export interface PlacedOrder {
  order: OrderRow;
  lines: PlacedOrderLine[];
}

export interface FinishCartResult {
  cart: Cart;
  order: { order_number: string; grand_total: number };
  /** The order this call placed (its e-mails are in the outbox); null when an earlier call had placed it. */
  placed: PlacedOrder | null;
}

/** 2026-000123: the (Budapest) year and the order's row id, unique without a counter table. */
export function orderNumber(createdAt: string, id: number): string {
  const year = shopClock(createdAt)?.year ?? createdAt.slice(0, 4);
  return `${year}-${String(id).padStart(6, '0')}`;
}

// The order's statements, compiled once per database (and number of lines): db/query-template.ts.
const finishClaimQuery = new QueryTemplate(
  (trx, { cartId, clock }: { cartId: string; clock: number }) =>
    trx
      .updateTable('carts')
      .set({ finish: 1, updated_at: dbTimeAt(trx, clock) })
      .where('id', '=', cartId)
      .where('finish', '=', 0)
      .returningAll(),
);

const newOrderQuery = new QueryTemplate((trx, { values }: { values: Insertable<OrdersTable> }) =>
  trx.insertInto('orders').values(values).returning('id'),
);

const orderNumberQuery = new QueryTemplate(
  (trx, { id, orderNumber }: { id: number; orderNumber: string }) =>
    trx
      .updateTable('orders')
      .set({ order_number: orderNumber })
      .where('id', '=', id)
      .returningAll(),
);

const orderLinesQuery = new QueryTemplate(
  (trx, { values }: { values: Insertable<OrderLinesTable>[] }) =>
    trx.insertInto('order_lines').values(values),
);

export const TOTAL_CHANGED =
  'Időközben megváltozott a rendelés végösszege. Kérjük, ellenőrizze az új összeget, és küldje el újra a megrendelést.';

const soldOutMessage = (name: string) =>
  `Sajnos a(z) „${name}” termékből már nincs elég készlet. Kérjük, módosítsa a mennyiséget.`;

/**
 * Places the cart's order exactly once (API.md: finishCart). The transaction starts by flipping
 * `finish` with a conditional UPDATE: of concurrent calls only one changes the row, the others see
 * it finished (after waiting for its lock) and answer the order that call wrote. Any refusal rolls
 * the flag back, so the shopper can correct the cart and try again.
 */
export async function finishCart(
  db: Db,
  request: { cartId: string; total?: number | undefined },
  shop: OrderMailShop,
): Promise<FinishCartResult> {
  const { cartId } = request;
  // Pieces of other carts' holds that ran out go back first, so this cart can have them.
  await releaseExpiredHolds(db, await clearanceVariantsOf(db, cartId));
  return db.transaction().execute(async (trx) => {
    const claimed = await finishClaimQuery.executeTakeFirst(trx, { cartId, clock: clockShift() });
    const row = claimed ?? (await findCartRow(trx, cartId));
    if (!row) throw new NotFoundError(CART_NOT_FOUND);
    const lines = await loadPricedLines(trx, cartId);
    const pickup = await loadPickupContext(trx, row);

    if (!claimed) {
      const earlier = await trx
        .selectFrom('orders')
        .select(['order_number', 'grand_total'])
        .where('cart_id', '=', cartId)
        .executeTakeFirst();
      if (!earlier) throw new ConflictError(CART_FINISHED);
      return { cart: toCartView(row, lines, pickup), order: earlier, placed: null };
    }

    const short = lines.find(
      ({ line }) =>
        line.variant.availability === 'vegkiarusitas' && line.quantity > line.variant.stock,
    );
    if (short) throw new ConflictError(soldOutMessage(short.line.name));
    const { vegosszeg, weightGrams, shippingcost } = cartTotals(lines, row.szallitas, pickup);
    const problems = cartProblems(row, lines, weightGrams, pickup);
    if (problems.length > 0 || row.szallitas === null || shippingcost === null) {
      throw new UnprocessableError(`A rendelés nem adható le. ${problems.join(' ')}`.trim());
    }

    // The shopper confirmed another sum (a price, a fee or availability changed since the summary):
    // nothing is placed, the flag rolls back, and the answer carries the cart as it is now.
    if (request.total !== undefined && grandTotal(vegosszeg, shippingcost) !== request.total) {
      throw new ConflictError(TOTAL_CHANGED, {
        reason: 'changed',
        cart: toCartView({ ...row, finish: 0 }, lines, pickup),
      });
    }

    // Clearance stock: the cart's own hold is sold as it is (its pieces left the stock when it was
    // placed); what no hold covers is decremented only where enough is left, so two carts can never
    // both get the last pieces. In variant id order, so two orders locking the same variants cannot
    // deadlock on PostgreSQL.
    const clearance = lines.filter(({ line }) => line.variant.availability === 'vegkiarusitas');
    for (const { line } of clearance.sort((a, b) => a.line.variant.id - b.line.variant.id)) {
      const held = await endCartHold(trx, cartId, line.variant.id, false);
      const missing = line.quantity - held;
      if (missing > 0 && !(await takeStock(trx, line.variant.id, missing)))
        throw new ConflictError(soldOutMessage(line.name));
      if (missing < 0) await giveBack(trx, line.variant.id, -missing);
    }

    // The order's time is the database's (db/db-clock.ts), as the claim above wrote it.
    const now = claimed.updated_at;
    const method = row.szallitas;
    const label = deliveryLabel(method);
    if (!label) throw new UnprocessableError('Ismeretlen szállítási mód.');
    const point = pickup.point && row.atvevohely ? pickup.point : null;
    const company = row.cegkent === 1;
    const differs = company || row.szamla_megegyezik === 1;
    const shippingName = `${row.szallitas_vnev.trim()} ${row.szallitas_knev.trim()}`;
    const inserted = await newOrderQuery.executeTakeFirst(trx, {
      values: {
        // The cart id is unique too, so it stands in until the row id gives the real number.
        order_number: cartId,
        cart_id: cartId,
        user_id: row.user_id,
        created_at: now,
        email: row.email.trim(),
        phone: row.szallitas_telefonszam.trim(),
        shipping_name: shippingName,
        shipping_zip: row.szallitas_irsz.trim(),
        shipping_city: row.szallitas_varos.trim(),
        shipping_street: row.szallitas_utca.trim(),
        billing_name: differs ? row.szamla_nev.trim() : shippingName,
        billing_zip: (differs ? row.szamla_irsz : row.szallitas_irsz).trim(),
        billing_city: (differs ? row.szamla_varos : row.szallitas_varos).trim(),
        billing_street: (differs ? row.szamla_utca : row.szallitas_utca).trim(),
        tax_number: differs && row.adoszam.trim() ? formatTaxNumber(row.adoszam) : '',
        company_name: company ? row.szamla_nev.trim() : '',
        note: row.megjegyzes.trim(),
        delivery_method: method,
        payment_mode: label.payment,
        pickup_point_id: point ? point.id : '',
        pickup_point: point ? pickupPointText(point) : '',
        goods_total: vegosszeg,
        shipping_cost: shippingcost,
        grand_total: grandTotal(vegosszeg, shippingcost),
      },
    });
    if (!inserted) throw new Error('new order not returned');
    const order = await orderNumberQuery.executeTakeFirst(trx, {
      id: inserted.id,
      orderNumber: orderNumber(now, inserted.id),
    });
    if (!order) throw new Error('numbered order not returned');

    const orderLines: PlacedOrderLine[] = lines.map(({ line }) => ({
      name: line.name,
      cikkszam: line.variant.cikkszam,
      quantity: line.quantity,
      unit_price: line.price,
      line_total: line.price * line.quantity,
    }));
    await orderLinesQuery.execute(trx, {
      values: lines.map(({ line }, i) => ({
        order_id: inserted.id,
        variant_id: line.variant.id,
        product_id: line.product.id,
        ...(orderLines[i] as PlacedOrderLine),
      })),
    });

    const placed = { order, lines: orderLines };
    // The e-mails commit with the order or not at all; the outbox sends them after the commit.
    await enqueueOrderMails(trx, shop, placed);
    return {
      cart: toCartView(row, lines, pickup),
      order: { order_number: order.order_number, grand_total: order.grand_total },
      placed,
    };
  });
}
