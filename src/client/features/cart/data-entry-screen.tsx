import { type FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { pickupCarrierOf } from '@common/pickup';
import { useAppDispatch } from '@client/domains/store-hooks';
import { CheckoutSteps } from '@client/components/checkout-layout/checkout-steps';
import { Loader } from '@client/components/loader';
import { usePageTitle } from '@client/components/use-page-title';
import { dataEntrySubmitted } from '@client/domains/cart/cart.slice';
import { useCart } from '@client/domains/cart/use-cart';
import { BillingFields } from './billing-fields';
import { CartTextInput } from './cart-text-field';
import { PickupPointChooser } from './pickup-point-chooser';
import './checkout.css';

/**
 * Step 2, /adatok-szallitas: shipping data, e-mail, phone, note and, behind the 'billing address
 * differs' checkbox (szamla_megegyezik) or 'Cégként vásárolok', the billing data. Whether it may continue is the server's
 * call (isValid), asked by a saga once every change has reached it.
 */
export default function DataEntryScreen() {
  usePageTitle('Adatok, szállítás');
  const dispatch = useAppDispatch();
  const { cart, loading } = useCart();
  const [submitted, setSubmitted] = useState(false);

  if (loading) return <Loader label="Kosár betöltése…" />;
  if (!cart || cart.goods.length === 0) return <Navigate to="/kosar" replace />;
  // No order without a delivery method (spec section 5): that choice is made on step 1.
  if (cart.szallitas === null) return <Navigate to="/kosar" replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    dispatch(dataEntrySubmitted());
  };
  const field = { showMissing: submitted };
  const pickupCarrier = pickupCarrierOf(cart.szallitas);

  return (
    <div className="container checkout">
      <h1>Adatok, szállítás</h1>
      <CheckoutSteps current={2} />
      <form
        className="card checkout-form"
        noValidate
        onSubmit={onSubmit}
        aria-describedby="kotelezo-mezok"
      >
        <p id="kotelezo-mezok" className="muted checkout-form__legend-note">
          A csillaggal (<span className="required-mark">*</span>) jelölt mezők kitöltése kötelező.
        </p>
        <fieldset className="checkout-form__group">
          <legend>Szállítási adatok</legend>
          <div className="checkout-form__grid">
            <CartTextInput
              {...field}
              name="szallitas_vnev"
              label="Vezetéknév"
              value={cart.szallitas_vnev}
              required
              autoComplete="family-name"
            />
            <CartTextInput
              {...field}
              name="szallitas_knev"
              label="Keresztnév"
              value={cart.szallitas_knev}
              required
              autoComplete="given-name"
            />
            <CartTextInput
              {...field}
              name="szallitas_irsz"
              label="Irányítószám"
              value={cart.szallitas_irsz}
              required
              autoComplete="shipping postal-code"
              inputMode="numeric"
              maxLength={4}
              className="checkout-form__zip"
            />
            <CartTextInput
              {...field}
              name="szallitas_varos"
              label="Város"
              value={cart.szallitas_varos}
              required
              autoComplete="shipping address-level2"
            />
            <CartTextInput
              {...field}
              name="szallitas_utca"
              label="Utca, házszám"
              value={cart.szallitas_utca}
              required
              autoComplete="shipping street-address"
              className="checkout-form__wide"
            />
            <CartTextInput
              {...field}
              name="email"
              label="E-mail cím"
              value={cart.email}
              required
              type="email"
              autoComplete="email"
              inputMode="email"
            />
            <CartTextInput
              {...field}
              name="szallitas_telefonszam"
              label="Telefonszám"
              value={cart.szallitas_telefonszam}
              required
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              hint="Például: +36 30 123 4567"
            />
            <CartTextInput
              {...field}
              name="megjegyzes"
              label="Megjegyzés"
              value={cart.megjegyzes}
              multiline
              maxLength={1000}
              className="checkout-form__wide"
            />
          </div>
        </fieldset>

        {pickupCarrier ? <PickupPointChooser cart={cart} carrier={pickupCarrier} /> : null}

        <BillingFields cart={cart} submitted={submitted} />

        <div className="checkout__actions">
          <Link to="/kosar" className="button">
            Vissza
          </Link>
          <button type="submit" className="button button--primary">
            Tovább
          </button>
        </div>
      </form>
    </div>
  );
}
