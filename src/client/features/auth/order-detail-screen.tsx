import { Link, Navigate, useParams } from 'react-router-dom';
import type { CustomerOrder } from '@common/api/customer-orders.schema';
import { formatDateTime } from '@common/dates';
import { apiErrorMessage } from '@client/api/api-error';
import { Loader } from '@client/components/loader';
import { OrderLinesTable } from '@client/components/order-lines-table';
import { usePageTitle } from '@client/components/use-page-title';
import { useAppSelector } from '@client/domains/store-hooks';
import { selectCartId } from '@client/domains/cart/cart.slice';
import { useAccountReorderMutation } from '@client/domains/cart/reorder.api';
import { useAccountOrderQuery } from './account.api';
import { selectIsLoggedIn } from '@client/domains/session/auth.slice';
import './auth.css';

/** /profil/rendelesek/{number}: one of the customer's orders with its lines, and 'Újrarendelem'. */
export default function OrderDetailScreen() {
  const { number = '' } = useParams();
  usePageTitle(`Rendelés ${number}`);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data, isLoading, isError, error } = useAccountOrderQuery(number, {
    skip: !loggedIn || !number,
  });
  if (!loggedIn) return <Navigate to="/belepes" replace />;

  let body;
  if (isLoading) body = <Loader label="A rendelés betöltése…" />;
  else if (isError || !data)
    body = (
      <p role="alert" className="account-form__error">
        {apiErrorMessage(error) ?? 'Nem sikerült betölteni a rendelést.'}
      </p>
    );
  else body = <OrderDetail order={data.order} />;

  return (
    <section className="container account-screen">
      <div className="card">
        <p>
          <Link to="/profil">← Vissza a profilhoz</Link>
        </p>
        <h1>Rendelés: {number}</h1>
        {body}
      </div>
    </section>
  );
}

function OrderDetail({ order }: { order: CustomerOrder }) {
  const cartId = useAppSelector(selectCartId);
  const [reorder, { isLoading }] = useAccountReorderMutation();

  // The cart takes the answer's cart, the popup says what went in (cart and messages domains).
  const reorderClicked = () => {
    void reorder({ orderNumber: order.order_number, cart_id: cartId });
  };

  return (
    <div className="order-detail">
      <dl className="order-detail__facts">
        <dt>Dátum</dt>
        <dd>{formatDateTime(order.created_at)}</dd>
        <dt>Állapot</dt>
        <dd>
          {order.status_label}
          {order.tracking_url ? (
            <>
              {' · '}
              <a href={order.tracking_url} target="_blank" rel="noopener noreferrer">
                Csomagkövetés
              </a>
            </>
          ) : null}
        </dd>
        <dt>Szállítás</dt>
        <dd>
          {order.delivery_label}
          {order.pickup_point ? ` – ${order.pickup_point}` : ''}
        </dd>
        <dt>Fizetés</dt>
        <dd>{order.payment_mode}</dd>
        <dt>Szállítási cím</dt>
        <dd>
          {order.shipping_name}, {order.shipping_address}
        </dd>
        <dt>Számlázási adatok</dt>
        <dd>
          {order.company_name || order.billing_name}, {order.billing_address}
          {order.tax_number ? ` (adószám: ${order.tax_number})` : ''}
        </dd>
      </dl>
      <div className="order-detail__table">
        <OrderLinesTable
          caption="A rendelés tételei"
          itemNumber="inline"
          lines={order.lines}
          lineKey={(line) => `${line.variant_id}-${line.cikkszam}`}
          name={(line) =>
            line.product_alias ? (
              <Link to={`/termek/${line.product_alias}`}>{line.name}</Link>
            ) : (
              line.name
            )
          }
          totals={[
            ['Szállítási díj', order.shipping_cost],
            ['Végösszeg', order.grand_total],
          ]}
        />
      </div>
      <div className="account-form__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={isLoading}
          onClick={reorderClicked}
        >
          Újrarendelem
        </button>
      </div>
    </div>
  );
}
