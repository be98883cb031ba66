import { Link } from 'react-router-dom';
import { formatDateTime } from '@common/dates';
import { apiErrorMessage } from '@client/api/api-error';
import { Loader } from '@client/components/loader';
import { Price } from '@client/components/price';
import { useAccountOrdersQuery, useAccountEmailConfirmationMutation } from './account.api';

/** 'Rendeléseim' on the profile: the customer's orders, and the way to add the guest orders of the address. */
export function CustomerOrders() {
  const { data, isLoading, isError, refetch } = useAccountOrdersQuery();

  let body;
  if (isLoading) body = <Loader label="Rendelések betöltése…" />;
  else if (isError || !data)
    body = (
      <div role="alert" className="account-form__error">
        <p>Nem sikerült betölteni a rendeléseit.</p>
        <button type="button" className="button" onClick={() => refetch()}>
          Újra
        </button>
      </div>
    );
  else
    body = (
      <>
        {data.orders.length === 0 ? (
          <p>Még nincs rendelése.</p>
        ) : (
          <ul className="customer-orders__list">
            {data.orders.map((order) => (
              <li key={order.order_number} className="customer-orders__item">
                <Link to={`/profil/rendelesek/${encodeURIComponent(order.order_number)}`}>
                  {order.order_number}
                </Link>
                <span>{formatDateTime(order.created_at)}</span>
                <Price value={order.grand_total} />
                <span className="customer-orders__status">{order.status_label}</span>
                {order.tracking_url ? (
                  <a href={order.tracking_url} target="_blank" rel="noopener noreferrer">
                    Csomagkövetés<span className="visually-hidden"> ({order.order_number})</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {data.email_confirmed ? null : <ConfirmEmailNotice />}
      </>
    );

  return (
    <section className="customer-orders" aria-labelledby="customer-orders-title">
      <h2 id="customer-orders-title">Rendeléseim</h2>
      {body}
    </section>
  );
}

function ConfirmEmailNotice() {
  const [request, { data, error, isLoading }] = useAccountEmailConfirmationMutation();
  const answer = data?.message ?? (error ? apiErrorMessage(error) : null);
  return (
    <div className="customer-orders__confirm">
      <p>
        Ha korábban vendégként is rendelt ezzel az e-mail-címmel, erősítse meg a címét: utána azokat
        a rendeléseit is itt látja.
      </p>
      <button
        type="button"
        className="button"
        disabled={isLoading || Boolean(data)}
        onClick={() => request()}
      >
        Megerősítő levél küldése
      </button>
      {answer ? (
        <p role="status" className={error ? 'account-form__error' : undefined}>
          {answer}
        </p>
      ) : null}
    </div>
  );
}
