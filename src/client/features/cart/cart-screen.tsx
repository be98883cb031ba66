import { Link } from 'react-router-dom';
import { CheckoutSteps } from '@client/components/checkout-layout/checkout-steps';
import { Loader } from '@client/components/loader';
import { OrderTotals } from '@client/components/order-totals';
import { usePageTitle } from '@client/components/use-page-title';
import { CartLineRow } from './cart-line-row';
import { MPL_MAX_KG } from '@client/domains/cart/cart.slice';
import { DeliveryChoice } from './delivery-choice';
import { useCart } from '@client/domains/cart/use-cart';
import './cart.css';

/** Step 1, /kosar: the lines, the delivery method and 'Tovább' once a method is chosen. */
export default function CartScreen() {
  usePageTitle('Kosár');
  const { cart, loading } = useCart();

  if (loading) return <Loader label="Kosár betöltése…" />;

  const empty = !cart || cart.goods.length === 0;
  const deliveryChosen =
    cart !== null &&
    cart.szallitas !== null &&
    (cart.szallitas !== 2 || cart.weight_kg <= MPL_MAX_KG);

  return (
    <div className="container checkout">
      <h1>Kosár</h1>
      <CheckoutSteps current={1} />
      {empty ? (
        <div className="card checkout__empty">
          <p>A kosár üres.</p>
          <Link to="/" className="button">
            Vissza a vásárláshoz
          </Link>
        </div>
      ) : (
        <div className="checkout__layout">
          <table role="table" className="cart-table">
            <caption className="visually-hidden">A kosárban lévő termékek</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col">
                  <span className="visually-hidden">Kép</span>
                </th>
                <th role="columnheader" scope="col">
                  Termék
                </th>
                <th role="columnheader" scope="col">
                  Egységár
                </th>
                <th role="columnheader" scope="col">
                  Mennyiség
                </th>
                <th role="columnheader" scope="col">
                  Összesen
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {cart.goods.map((line) => (
                <CartLineRow key={line.id} line={line} cartId={cart.id} />
              ))}
            </tbody>
          </table>

          <section className="card checkout__side" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className="visually-hidden">
              Szállítás és összesítés
            </h2>
            <DeliveryChoice cart={cart} />
            <OrderTotals
              goods={cart.vegosszeg}
              shipping={deliveryChosen ? cart.shippingcost : null}
            />
            {deliveryChosen ? (
              <Link to="/adatok-szallitas" className="button button--primary checkout__next">
                Tovább
              </Link>
            ) : (
              <p className="muted">A továbblépéshez válassz szállítási módot.</p>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
