import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrderListQuery } from '@common/api/admin.schema';
import { DELIVERY_LABELS } from '@common/delivery';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, isOrderStatus } from '@common/order-status';
import { DELIVERY_METHODS, type DeliveryMethod } from '@common/pricing';
import { Price } from '@client/components/price';
import { orderQueryString, useAdminOrdersQuery, useDownloadCsvMutation } from './admin.api';
import { formatDateTime } from '@common/dates';
import { AdminList } from './admin-list';

const PAGE_SIZE = 25;

/** The filters live in the address, so going back from an order returns to the same list. */
function queryFrom(params: URLSearchParams): OrderListQuery {
  const status = params.get('status') ?? '';
  const delivery = params.get('delivery') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    status: isOrderStatus(status) ? status : '',
    delivery: /^[012]$/.test(delivery) ? Number(delivery) : '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

export function OrdersListScreen() {
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const { data, isFetching } = useAdminOrdersQuery(query);
  const [downloadCsv] = useDownloadCsvMutation();
  const [form, setForm] = useState(query);
  const [exportFailed, setExportFailed] = useState(false);
  useEffect(() => {
    document.title = 'Rendelések – Háttériroda';
  }, []);

  const apply = (next: OrderListQuery) => {
    const entries = Object.entries({ ...next, pageSize: undefined }).filter(
      ([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 1),
    );
    setParams(new URLSearchParams(entries.map(([k, v]) => [k, String(v)])));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...form, page: 1 });
  };
  const page = query.page ?? 1;
  const total = data?.total ?? 0;
  const last = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">Rendelések</h1>
      <form
        className="admin__filters"
        onSubmit={submit}
        role="search"
        aria-label="Rendelések szűrése"
      >
        <label className="admin__field admin__field--wide">
          Keresés (rendelésszám, név, e-mail, telefon)
          <input
            type="search"
            value={form.q}
            onChange={(e) => setForm({ ...form, q: e.target.value })}
          />
        </label>
        <label className="admin__field">
          Állapot
          <select
            value={form.status}
            onChange={(e) =>
              setForm({ ...form, status: e.target.value as OrderListQuery['status'] })
            }
          >
            <option value="">Mind</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin__field">
          Szállítási mód
          <select
            value={String(form.delivery)}
            onChange={(e) =>
              setForm({ ...form, delivery: e.target.value === '' ? '' : Number(e.target.value) })
            }
          >
            <option value="">Mind</option>
            {DELIVERY_METHODS.map((m) => (
              <option key={m} value={m}>
                {DELIVERY_LABELS[m].name}
              </option>
            ))}
          </select>
        </label>
        <label className="admin__field">
          Ettől
          <input
            type="date"
            value={form.from}
            onChange={(e) => setForm({ ...form, from: e.target.value })}
          />
        </label>
        <label className="admin__field">
          Eddig
          <input
            type="date"
            value={form.to}
            onChange={(e) => setForm({ ...form, to: e.target.value })}
          />
        </label>
        <div className="admin__actions">
          <button type="submit" className="admin__button admin__button--primary">
            Keresés
          </button>
          <button
            type="button"
            className="admin__button"
            onClick={() => {
              void downloadCsv({
                path: `/admin/orders.csv${orderQueryString({ ...query, page: undefined, pageSize: undefined })}`,
                filename: 'rendelesek.csv',
              }).then((result) => setExportFailed(!result.data));
            }}
          >
            CSV letöltése
          </button>
        </div>
      </form>
      {exportFailed ? (
        <p role="alert" className="admin__error">
          A CSV letöltése nem sikerült.
        </p>
      ) : null}
      <p aria-live="polite" className="admin__muted">
        {isFetching ? 'Betöltés…' : `${total} rendelés`}
      </p>
      <AdminList
        label="Rendelések táblázata"
        columns={[
          'Rendelésszám',
          'Dátum',
          'Vevő',
          'E-mail',
          'Telefon',
          'Szállítás',
          'Végösszeg',
          'Állapot',
        ]}
        page={page}
        pages={last}
        onPage={(next) => apply({ ...query, page: next })}
      >
        {data?.items.map((order) => (
          <tr key={order.number}>
            <td>
              <Link to={`/admin/rendelesek/${order.number}`}>{order.number}</Link>
            </td>
            <td>{formatDateTime(order.created_at)}</td>
            <td>{order.name}</td>
            <td>{order.email}</td>
            <td>{order.phone}</td>
            <td>{DELIVERY_LABELS[order.delivery_method as DeliveryMethod]?.name}</td>
            <td>
              <Price value={order.grand_total} />
            </td>
            <td>{ORDER_STATUS_LABELS[order.status]}</td>
          </tr>
        ))}
      </AdminList>
    </section>
  );
}
