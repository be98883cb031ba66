import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { formatDateTime } from '@common/dates';
import { ORDER_STATUS_LABELS } from '@common/order-status';
import { CART_STEP_LABELS } from '@common/support-cart';
import { Price } from '@client/components/price';
import { AdminList } from '../admin-list';
import { useFindCartsQuery } from './support-admin.api';

/** Support finds a customer's cart by its id or the customer's e-mail (the search is in the address). */
export function CartsScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const { data, error, isFetching } = useFindCartsQuery(
    q.trim().length >= 3 ? q.trim() : skipToken,
  );
  useEffect(() => {
    document.title = 'Kosarak – Háttériroda';
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const message = (error as { data?: { message?: string } } | undefined)?.data?.message;

  return (
    <section aria-labelledby="carts-title">
      <h1 id="carts-title">Kosarak</h1>
      <form className="admin__filters" role="search" aria-label="Kosár keresése" onSubmit={submit}>
        <label className="admin__field admin__field--wide">
          Kosárazonosító vagy a vásárló e-mail-címe
          <input
            type="search"
            value={text}
            minLength={3}
            required
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <div className="admin__actions">
          <button type="submit" className="admin__button admin__button--primary">
            Keresés
          </button>
        </div>
      </form>
      {message ? (
        <p role="alert" className="admin__error">
          {message}
        </p>
      ) : null}
      {isFetching ? <p>Keresés…</p> : null}
      {data && !isFetching ? (
        data.items.length === 0 ? (
          <p role="status">Nincs ilyen kosár.</p>
        ) : (
          <AdminList
            label="Talált kosarak"
            caption={`${data.items.length} kosár`}
            columns={[
              'Utolsó módosítás',
              'E-mail',
              'Név',
              'Tételek',
              'Összeg',
              'Lépés',
              'Rendelés',
            ]}
          >
            {data.items.map((cart) => (
              <tr key={cart.id}>
                <td>
                  <Link to={`/admin/kosarak/${cart.id}`}>{formatDateTime(cart.updatedAt)}</Link>
                </td>
                <td>{cart.email || '–'}</td>
                <td>{cart.name || '–'}</td>
                <td>{cart.items}</td>
                <td>
                  <Price value={cart.total} />
                </td>
                <td>{CART_STEP_LABELS[cart.step]}</td>
                <td>
                  {cart.order ? (
                    <Link to={`/admin/rendelesek/${cart.order.number}`}>
                      {cart.order.number} ({ORDER_STATUS_LABELS[cart.order.status]})
                    </Link>
                  ) : (
                    'nem lett rendelés'
                  )}
                </td>
              </tr>
            ))}
          </AdminList>
        )
      ) : null}
    </section>
  );
}
