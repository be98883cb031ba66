import type { Cart } from '@common/api/cart.schema';
import { TAX_NUMBER_MESSAGES, taxNumberDigits, taxNumberProblem } from '@common/tax-number';
import { useAppDispatch } from '@client/domains/store-hooks';
import { fieldChanged } from '@client/domains/cart/cart.slice';
import { CartTextInput } from './cart-text-field';

/**
 * The tax number's message under the field: once all eleven digits are typed (not while typing) or
 * after a 'Tovább'. The rule is the server's own (`@common/tax-number`), so the two never disagree.
 */
function taxNumberError(value: string, company: boolean, submitted: boolean): string | null {
  if (value.trim() === '' && !company) return null;
  const problem = taxNumberProblem(value);
  // An empty required field is marked 'Kötelező mező.' by the field itself.
  if (problem === TAX_NUMBER_MESSAGES.missing) return null;
  return submitted || taxNumberDigits(value).length >= 11 ? problem : null;
}

/**
 * The billing part of step 2: 'Cégként vásárolok' (the company name, its tax number and the billing
 * address become required) and the spec's 'billing address differs' checkbox (szamla_megegyezik).
 */
export function BillingFields({ cart, submitted }: { cart: Cart; submitted: boolean }) {
  const dispatch = useAppDispatch();
  const company = cart.cegkent;
  const field = { showMissing: submitted };
  const open = company || cart.szamla_megegyezik;

  return (
    <>
      <div className="checkbox">
        <input
          type="checkbox"
          id="mezo-cegkent"
          name="cegkent"
          checked={company}
          aria-controls="szamlazasi-adatok"
          aria-expanded={open}
          onChange={(event) =>
            dispatch(fieldChanged({ name: 'cegkent', value: event.target.checked }))
          }
        />
        <label htmlFor="mezo-cegkent">Cégként vásárolok</label>
      </div>
      {company ? null : (
        <div className="checkbox">
          <input
            type="checkbox"
            id="mezo-szamla_megegyezik"
            name="szamla_megegyezik"
            checked={cart.szamla_megegyezik}
            aria-controls="szamlazasi-adatok"
            aria-expanded={cart.szamla_megegyezik}
            onChange={(event) =>
              dispatch(fieldChanged({ name: 'szamla_megegyezik', value: event.target.checked }))
            }
          />
          <label htmlFor="mezo-szamla_megegyezik">A számlázási cím eltér a szállítási címtől</label>
        </div>
      )}

      {open ? (
        <fieldset id="szamlazasi-adatok" className="checkout-form__group">
          <legend>Számlázási adatok</legend>
          {company ? (
            <p className="muted checkout-form__legend-note">
              A számlát a cég nevére és címére állítjuk ki.
            </p>
          ) : null}
          <div className="checkout-form__grid">
            <CartTextInput
              {...field}
              name="szamla_nev"
              label={company ? 'Cégnév' : 'Számlázási név'}
              value={cart.szamla_nev}
              required
              autoComplete={company ? 'organization' : 'billing name'}
              className="checkout-form__wide"
            />
            <CartTextInput
              {...field}
              name="adoszam"
              label="Adószám"
              value={cart.adoszam}
              required={company}
              hint={company ? 'Formátum: 12345678-1-12' : 'Csak cégnek szóló számlához.'}
              maxLength={20}
              error={taxNumberError(cart.adoszam, company, submitted)}
            />
            <CartTextInput
              {...field}
              name="szamla_irsz"
              label="Irányítószám"
              value={cart.szamla_irsz}
              required
              autoComplete="billing postal-code"
              inputMode="numeric"
              maxLength={4}
              className="checkout-form__zip"
            />
            <CartTextInput
              {...field}
              name="szamla_varos"
              label="Város"
              value={cart.szamla_varos}
              required
              autoComplete="billing address-level2"
            />
            <CartTextInput
              {...field}
              name="szamla_utca"
              label="Utca, házszám"
              value={cart.szamla_utca}
              required
              autoComplete="billing street-address"
              className="checkout-form__wide"
            />
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
