import type { CustomerOrder, CustomerOrderSummary } from '@common/api/customer-orders.schema';
import { deliveryLabel } from '@common/delivery';
import { ORDER_STATUS_LABELS, isOrderStatus, trackingUrl } from '@common/order-status';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../errors';
import { type OrderOwner, ownedOrders } from './owned-orders';

export const ORDER_NOT_FOUND = 'Nem található ilyen rendelés a fiókjában.';

interface StatusColumns {
  status: string;
  delivery_method: number;
  tracking_number: string;
}

function statusOf(row: StatusColumns) {
  const label = isOrderStatus(row.status) ? ORDER_STATUS_LABELS[row.status] : row.status;
  // The link stays once shipped, also when the order is completed later.
  const shipped = row.status === 'feladva' || row.status === 'teljesitve';
  const link =
    shipped && row.tracking_number ? trackingUrl(row.delivery_method, row.tracking_number) : null;
  return { status: row.status, status_label: label, tracking_url: link };
}

/** The customer's orders, newest first. */
export async function listCustomerOrders(
  db: Db,
  owner: OrderOwner,
): Promise<CustomerOrderSummary[]> {
  const rows = await ownedOrders(db, owner)
    .select([
      'order_number',
      'created_at',
      'grand_total',
      'status',
      'delivery_method',
      'tracking_number',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    order_number: row.order_number,
    created_at: row.created_at,
    grand_total: row.grand_total,
    ...statusOf(row),
  }));
}

const address = (zip: string, city: string, street: string) =>
  [zip, city].filter(Boolean).join(' ') + (street ? `, ${street}` : '');

/** One of the customer's orders with its lines; another customer's order is not found. */
export async function customerOrder(
  db: Db,
  owner: OrderOwner,
  orderNumber: string,
): Promise<CustomerOrder> {
  const row = await ownedOrders(db, owner)
    .selectAll('orders')
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(ORDER_NOT_FOUND, { status: 0 });
  const lines = await db
    .selectFrom('order_lines as l')
    .leftJoin('products as p', (join) =>
      join.onRef('p.id', '=', 'l.product_id').on('p.active', '=', 1),
    )
    .select([
      'l.variant_id',
      'l.name',
      'l.cikkszam',
      'l.quantity',
      'l.unit_price',
      'l.line_total',
      'p.alias as product_alias',
    ])
    .where('l.order_id', '=', row.id)
    .orderBy('l.id')
    .execute();
  return {
    order_number: row.order_number,
    created_at: row.created_at,
    grand_total: row.grand_total,
    ...statusOf(row),
    delivery_method: row.delivery_method,
    delivery_label: deliveryLabel(row.delivery_method)?.name ?? '',
    payment_mode: row.payment_mode,
    goods_total: row.goods_total,
    shipping_cost: row.shipping_cost,
    shipping_name: row.shipping_name,
    shipping_address: address(row.shipping_zip, row.shipping_city, row.shipping_street),
    billing_name: row.billing_name,
    billing_address: address(row.billing_zip, row.billing_city, row.billing_street),
    company_name: row.company_name,
    tax_number: row.tax_number,
    pickup_point: row.pickup_point,
    lines: lines.map((line) => ({ ...line, product_alias: line.product_alias ?? null })),
  };
}
