import { type FormEvent, useState } from 'react';
import type { AdminOrder } from '@common/api/admin.schema';
import { ORDER_STATUS_LABELS, type OrderStatus, needsTracking } from '@common/order-status';
import { apiErrorMessage } from '@client/api/api-error';
import { useChangeOrderStatusMutation } from './admin.api';

/** Moves the order on: only the statuses the server allows from here, the tracking number when needed. */
export function OrderStatusForm({ order }: { order: AdminOrder }) {
  const [change, { isLoading, error, reset }] = useChangeOrderStatusMutation();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [tracking, setTracking] = useState('');
  const [done, setDone] = useState<string | null>(null);
  if (order.next_statuses.length === 0)
    return <p className="admin__muted">A rendelés lezárva, állapota már nem változik.</p>;

  const chosen = status || order.next_statuses[0]!;
  const withTracking = needsTracking(chosen, order.delivery_method);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const result = await change({
      number: order.number,
      status: chosen,
      ...(withTracking ? { tracking } : {}),
    });
    if (!result.error) {
      setDone(`Az új állapot: ${ORDER_STATUS_LABELS[chosen]}.`);
      setStatus('');
      setTracking('');
    }
  };

  return (
    <form className="admin__status-form" onSubmit={submit} aria-label="Állapot módosítása">
      <label className="admin__field">
        Új állapot
        <select
          value={chosen}
          onChange={(e) => {
            reset();
            setStatus(e.target.value as OrderStatus);
          }}
        >
          {order.next_statuses.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      {withTracking ? (
        <label className="admin__field">
          Csomagszám
          <input required value={tracking} onChange={(e) => setTracking(e.target.value)} />
        </label>
      ) : null}
      <button type="submit" className="admin__button admin__button--primary" disabled={isLoading}>
        Állapot mentése
      </button>
      {error ? (
        <p role="alert" className="admin__error">
          {apiErrorMessage(error) ?? 'A mentés nem sikerült.'}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="admin__ok">
          {done}
        </p>
      ) : null}
    </form>
  );
}
