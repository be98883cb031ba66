import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { AdminOrder } from '@common/api/admin.schema';
import { ORDER_STATUS_LABELS } from '@common/order-status';
import { OrderLinesTable } from '@client/components/order-lines-table';
import { useAdminOrderQuery } from './admin.api';
import { formatDateTime } from '@common/dates';
import { OrderStatusForm } from './order-status-form';
import { TableWrap } from './table-wrap';

type Row = [label: string, value: React.ReactNode];

/** Label-value rows; other areas (pickup points, company data) add their rows to these lists. */
function Facts({ rows, label }: { rows: Row[]; label: string }) {
  return (
    <dl className="admin__facts" aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function address(a: { name: string; zip: string; city: string; street: string }): string {
  return `${a.name}, ${a.zip} ${a.city}, ${a.street}`;
}

function orderRows(order: AdminOrder): { summary: Row[]; customer: Row[] } {
  return {
    summary: [
      ['Állapot', ORDER_STATUS_LABELS[order.status]],
      ['Leadva', formatDateTime(order.created_at)],
      ['Szállítási mód', order.delivery_name],
      ['Fizetési mód', order.payment_mode],
      ...(order.tracking_number
        ? ([
            [
              'Csomagszám',
              order.tracking_url ? (
                <a href={order.tracking_url} target="_blank" rel="noreferrer">
                  {order.tracking_number}
                </a>
              ) : (
                order.tracking_number
              ),
            ],
          ] as Row[])
        : []),
    ],
    customer: [
      ['E-mail', order.email],
      ['Telefon', order.phone],
      ['Szállítási cím', address(order.shipping)],
      ['Számlázási cím', address(order.billing)],
      ...(order.billing.tax_number ? ([['Adószám', order.billing.tax_number]] as Row[]) : []),
      ['Megjegyzés', order.note || '–'],
      [
        'Vásárlói fiók',
        order.customer ? `${order.customer.name} (${order.customer.email})` : 'Vendég (nincs fiók)',
      ],
    ],
  };
}

export function OrderDetailScreen() {
  const { number = '' } = useParams();
  const { data: order, isLoading } = useAdminOrderQuery(number);
  useEffect(() => {
    document.title = `Rendelés ${number} – Háttériroda`;
  }, [number]);

  if (isLoading) return <p>Betöltés…</p>;
  if (!order)
    return (
      <p role="alert">
        Nincs ilyen rendelés. <Link to="/admin/rendelesek">Vissza a rendelésekhez</Link>
      </p>
    );
  const rows = orderRows(order);
  return (
    <article aria-labelledby="order-title">
      <p>
        <Link to="/admin/rendelesek">← Rendelések</Link>
      </p>
      <h1 id="order-title">Rendelés {order.number}</h1>
      <div className="admin__columns">
        <section aria-labelledby="order-summary-title" className="admin__card">
          <h2 id="order-summary-title">Összesítés</h2>
          <Facts rows={rows.summary} label="Összesítés" />
          <OrderStatusForm order={order} />
        </section>
        <section aria-labelledby="order-customer-title" className="admin__card">
          <h2 id="order-customer-title">Vevő</h2>
          <Facts rows={rows.customer} label="Vevő" />
        </section>
      </div>
      <section aria-labelledby="order-lines-title" className="admin__card">
        <h2 id="order-lines-title">Tételek</h2>
        <TableWrap label="Rendelt tételek">
          <OrderLinesTable
            className="admin__table"
            itemNumber="column"
            lines={order.lines}
            lineKey={(line) => `${line.cikkszam}-${line.name}`}
            totals={[
              ['Termékek összesen', order.goods_total],
              ['Szállítási díj', order.shipping_cost],
              ['Végösszeg', order.grand_total],
            ]}
          />
        </TableWrap>
      </section>
      <section aria-labelledby="order-history-title" className="admin__card">
        <h2 id="order-history-title">Állapotváltozások</h2>
        <ol className="admin__history">
          {order.history.map((h, i) => (
            <li key={`${h.at}-${i}`}>
              {formatDateTime(h.at)}: {ORDER_STATUS_LABELS[h.status]}
              {h.tracking_number ? ` (csomagszám: ${h.tracking_number})` : ''}
              {h.staff ? ` – ${h.staff}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
