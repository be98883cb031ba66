import { Link, Navigate } from 'react-router-dom';
import type { Cart } from '@common/api/cart.schema';
import { deliveryLabel } from '@common/delivery';
import { PICKUP_LABELS } from '@common/pickup';
import { formatTaxNumber } from '@common/tax-number';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { CheckoutSteps } from '@client/components/checkout-layout/checkout-steps';
import { Loader } from '@client/components/loader';
import { OrderTotals } from '@client/components/order-totals';
import { usePageTitle } from '@client/components/use-page-title';
import {
  orderRequested,
  selectIsOrderFinished,
  selectIsOrdering,
  selectOrderChanges,
} from '@client/domains/cart/cart.slice';
import { useCart } from '@client/domains/cart/use-cart';
import { ClearanceHold } from './clearance-hold';
import { OrderChangesNotice } from './order-changes-notice';
import { OrderGoods } from './order-goods';
import './checkout.css';

function ShippingAddress({ cart }: { cart: Cart }) {
  return (
    <address>
      {cart.szallitas_vnev} {cart.szallitas_knev}
      <br />
      {cart.szallitas_irsz} {cart.szallitas_varos}
      <br />
      {cart.szallitas_utca}
      <br />
      {cart.email}
      <br />
      {cart.szallitas_telefonszam}
    </address>
  );
}

/** The billing address: its own block when it differs or a company buys, else the shipping name and address. */
function BillingAddress({ cart }: { cart: Cart }) {
  if (!cart.szamla_megegyezik && !cart.cegkent) {
    return (
      <address>
        {cart.szallitas_vnev} {cart.szallitas_knev}
        <br />
        {cart.szallitas_irsz} {cart.szallitas_varos}
        <br />
        {cart.szallitas_utca}
      </address>
    );
  }
  return (
    <address>
      {cart.cegkent ? (
        <>
          <strong>Céges vásárlás</strong>
          <br />
        </>
      ) : null}
      {cart.szamla_nev}
      <br />
      {cart.szamla_irsz} {cart.szamla_varos}
      <br />
      {cart.szamla_utca}
      {cart.adoszam ? (
        <>
          <br />
          Adószám: {formatTaxNumber(cart.adoszam)}
        </>
      ) : null}
    </address>
  );
}

/**
 * Step 3, /megrendeles: billing and shipping address, delivery and payment, note, goods, delivery cost
 * and grand total; 'Megrendelés elküldése' asks the order saga, which sends finishCart once with the
 * total shown. When that total changed meanwhile, the notice lists what changed and the shopper asks again.
 */
export default function OrderSummaryScreen() {
  usePageTitle('Megrendelés');
  const dispatch = useAppDispatch();
  const { cart, loading } = useCart();
  const ordering = useAppSelector(selectIsOrdering);
  const finished = useAppSelector(selectIsOrderFinished);
  const changes = useAppSelector(selectOrderChanges);

  // The order saga takes the shopper home with the success popup.
  if (finished) return <Loader label="Rendelés rögzítve…" />;
  if (loading) return <Loader label="Kosár betöltése…" />;
  if (!cart || cart.goods.length === 0) return <Navigate to="/kosar" replace />;
  if (!cart.isValid || cart.szallitas === null) return <Navigate to="/adatok-szallitas" replace />;

  const label = deliveryLabel(cart.szallitas);
  if (!label) return <Navigate to="/kosar" replace />;
  const point = cart.pickupPoint;
  const shipping = cart.shippingcost ?? 0;
  const total = cart.vegosszeg + shipping;

  return (
    <div className="container checkout">
      <h1>Megrendelés</h1>
      <CheckoutSteps current={3} />
      <div className="checkout__layout">
        <div className="order-summary">
          <div className="order-summary__addresses">
            <section className="card order-summary__block" aria-labelledby="szamlazasi-cim">
              <h2 id="szamlazasi-cim">Számlázási cím</h2>
              <BillingAddress cart={cart} />
            </section>
            <section className="card order-summary__block" aria-labelledby="szallitasi-cim">
              <h2 id="szallitasi-cim">Szállítási cím</h2>
              <ShippingAddress cart={cart} />
            </section>
          </div>
          <section className="card order-summary__block" aria-labelledby="szallitas-fizetes">
            <h2 id="szallitas-fizetes">Szállítás és fizetés</h2>
            <dl className="order-summary__facts">
              <dt>Szállítási mód</dt>
              <dd>{label.name}</dd>
              {point ? (
                <>
                  <dt>Átvételi pont</dt>
                  <dd>
                    {PICKUP_LABELS[point.carrier].pointName}: {point.name}
                    <br />
                    {point.postcode} {point.city}, {point.address}
                  </dd>
                </>
              ) : null}
              <dt>Fizetési mód</dt>
              <dd>{label.payment}</dd>
              <dt>Megjegyzés</dt>
              <dd>
                {cart.megjegyzes.trim() ? (
                  cart.megjegyzes
                ) : (
                  <span className="muted">Nincs megjegyzés.</span>
                )}
              </dd>
            </dl>
          </section>
          <section className="card order-summary__block" aria-labelledby="rendelt-termekek">
            <h2 id="rendelt-termekek">Termékek</h2>
            <OrderGoods goods={cart.goods} />
          </section>
        </div>

        <section className="card checkout__side" aria-labelledby="osszesites">
          <h2 id="osszesites">Összesítés</h2>
          <OrderTotals goods={cart.vegosszeg} shipping={shipping} />
          <ClearanceHold cart={cart} />
          {changes ? <OrderChangesNotice changes={changes} /> : null}
          <div className="order-summary__buttons">
            <button
              type="button"
              className="button button--primary"
              disabled={ordering}
              aria-busy={ordering || undefined}
              // The total shown here is what the shopper agrees to pay; the server refuses any other.
              onClick={() => dispatch(orderRequested({ total }))}
            >
              Megrendelés elküldése
            </button>
            <Link to="/adatok-szallitas" className="button">
              Vissza
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
