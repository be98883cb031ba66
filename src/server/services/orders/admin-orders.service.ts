import { nextDay, shopDayStart } from '@common/dates';
import type { AdminOrder, AdminOrderList, OrderListQuery } from '@common/api/admin.schema';
import { DELIVERY_LABELS } from '@common/delivery';
import { type OrderStatus, isOrderStatus, nextStatuses, trackingUrl } from '@common/order-status';
import type { DeliveryMethod } from '@common/pricing';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../errors';

export const DEFAULT_PAGE_SIZE = 25;

const asStatus = (value: string): OrderStatus => (isOrderStatus(value) ? value : 'uj');

/** The orders matching the back office's search and filters (shared by the list and its CSV). */
function filteredOrders(db: Db, filter: OrderListQuery) {
  let query = db.selectFrom('orders');
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = q.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['order_number']), 'like', like),
        eb(eb.fn('lower', ['shipping_name']), 'like', like),
        eb(eb.fn('lower', ['billing_name']), 'like', like),
        eb(eb.fn('lower', ['email']), 'like', like),
        eb(eb.fn('lower', ['phone']), 'like', like),
        // A phone number typed without its spaces or with +36 / 06 still finds the order.
        ...(digits.length >= 6
          ? [
              eb(
                eb.fn('replace', [
                  eb.fn('replace', ['phone', eb.val(' '), eb.val('')]),
                  eb.val('-'),
                  eb.val(''),
                ]),
                'like',
                `%${digits.slice(-9)}%`,
              ),
            ]
          : []),
      ]),
    );
  }
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.delivery !== undefined && filter.delivery !== '')
    query = query.where('delivery_method', '=', filter.delivery);
  // The staff pick Budapest days; times are stored in UTC.
  if (filter.from) query = query.where('created_at', '>=', shopDayStart(filter.from));
  if (filter.to) query = query.where('created_at', '<', shopDayStart(nextDay(filter.to)));
  return query;
}

const LIST_COLUMNS = [
  'order_number',
  'status',
  'created_at',
  'shipping_name',
  'email',
  'phone',
  'delivery_method',
  'grand_total',
] as const;

type ListRow = {
  order_number: string;
  status: string;
  created_at: string;
  shipping_name: string;
  email: string;
  phone: string;
  delivery_method: number;
  grand_total: number;
};

const toListItem = (row: ListRow) => ({
  number: row.order_number,
  status: asStatus(row.status),
  created_at: row.created_at,
  name: row.shipping_name,
  email: row.email,
  phone: row.phone,
  delivery_method: row.delivery_method,
  grand_total: row.grand_total,
});

/** One page of the filtered orders, newest first, with the filtered total. */
export async function listAdminOrders(db: Db, filter: OrderListQuery): Promise<AdminOrderList> {
  const pageSize = filter.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = filter.page ?? 1;
  const counted = await filteredOrders(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filteredOrders(db, filter)
    .select(LIST_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: rows.map(toListItem), total: Number(counted.total) };
}

/** Every filtered order, newest first, for the CSV export. */
export async function allFilteredOrders(db: Db, filter: OrderListQuery) {
  const rows = await filteredOrders(db, filter)
    .select(LIST_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toListItem);
}

/** An order's page: everything it holds, the customer's account and the status history. */
export async function adminOrder(db: Db, number: string): Promise<AdminOrder> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('order_number', '=', number)
    .executeTakeFirst();
  if (!order) throw new NotFoundError('Nincs ilyen rendelés.');
  const [lines, history, customer] = await Promise.all([
    db
      .selectFrom('order_lines')
      .select(['name', 'cikkszam', 'quantity', 'unit_price', 'line_total'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('order_status_history')
      .select(['at', 'status', 'tracking_number', 'staff_email'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    order.user_id === null
      ? Promise.resolve(undefined)
      : db
          .selectFrom('users')
          .select(['id', 'name', 'email'])
          .where('id', '=', order.user_id)
          .executeTakeFirst(),
  ]);
  const status = asStatus(order.status);
  const method = order.delivery_method as DeliveryMethod;
  return {
    number: order.order_number,
    status,
    created_at: order.created_at,
    email: order.email,
    phone: order.phone,
    shipping: {
      name: order.shipping_name,
      zip: order.shipping_zip,
      city: order.shipping_city,
      street: order.shipping_street,
    },
    billing: {
      name: order.billing_name,
      zip: order.billing_zip,
      city: order.billing_city,
      street: order.billing_street,
      tax_number: order.tax_number,
    },
    note: order.note,
    delivery_method: order.delivery_method,
    delivery_name: DELIVERY_LABELS[method]?.name ?? String(method),
    payment_mode: order.payment_mode,
    goods_total: order.goods_total,
    shipping_cost: order.shipping_cost,
    grand_total: order.grand_total,
    tracking_number: order.tracking_number,
    tracking_url: order.tracking_number
      ? trackingUrl(order.delivery_method, order.tracking_number)
      : null,
    cart_id: order.cart_id,
    customer: customer ?? null,
    lines,
    // Placing the order is the history's first step; the order row is its only record.
    history: [
      { at: order.created_at, status: 'uj' as const, tracking_number: '', staff: '' },
      ...history.map((h) => ({
        at: h.at,
        status: asStatus(h.status),
        tracking_number: h.tracking_number,
        staff: h.staff_email,
      })),
    ],
    next_statuses: nextStatuses(status, order.delivery_method),
  };
}
