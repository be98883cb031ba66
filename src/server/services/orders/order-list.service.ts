import { formatDateTime } from '@common/dates';
import { deliveryLabel } from '@common/delivery';
import { formatForint } from '@common/format';
import type { Db } from '../../db/database';

/** One row of the retailer's order list (`npm run orders`). */
export interface OrderListRow {
  order_number: string;
  created_at: string;
  shipping_name: string;
  email: string;
  grand_total: number;
  delivery_method: number;
}

/** Every order, newest first. */
export async function listOrders(db: Db): Promise<OrderListRow[]> {
  return db
    .selectFrom('orders')
    .select([
      'order_number',
      'created_at',
      'shipping_name',
      'email',
      'grand_total',
      'delivery_method',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** '2026. 11. 23. 14:05', in the shop's time zone whatever the server's is. */
export const formatOrderDate = formatDateTime;

const HEADERS = ['Rendelésszám', 'Dátum', 'Vevő', 'Végösszeg', 'Szállítás'] as const;
/** Columns whose values are right-aligned (amounts). */
const RIGHT_ALIGNED = new Set([3]);

/** The orders as a plain-text table for a terminal, with a count line at the end. */
export function formatOrdersTable(rows: readonly OrderListRow[]): string {
  if (rows.length === 0) return 'Még nincs rendelés.';
  const cells = rows.map((r) => [
    r.order_number,
    formatOrderDate(r.created_at),
    `${r.shipping_name} <${r.email}>`,
    // Plain spaces: a terminal table is aligned by character count, and the no-break space of prices is one.
    formatForint(r.grand_total).replace(/\u00a0/g, ' '),
    deliveryLabel(r.delivery_method)?.name ?? String(r.delivery_method),
  ]);
  const widths = HEADERS.map((h, i) =>
    Math.max(h.length, ...cells.map((row) => (row[i] ?? '').length)),
  );
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => (RIGHT_ALIGNED.has(i) ? v.padStart(widths[i] ?? 0) : v.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const total = rows.reduce((sum, r) => sum + r.grand_total, 0);
  return [
    line(HEADERS),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.map(line),
    '',
    `${rows.length} rendelés, összesen ${formatForint(total).replace(/\u00a0/g, ' ')}`,
  ].join('\n');
}
