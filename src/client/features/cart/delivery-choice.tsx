import type { Cart } from '@common/api/cart.schema';
import { DELIVERY_LABELS } from '@common/delivery';
import { DELIVERY_METHODS, type DeliveryMethod, shippingCost } from '@common/pricing';
import { useAppDispatch } from '@client/app/hooks';
import { Price } from '@client/components/price';
import { MPL_MAX_KG, fieldChanged } from './cart.slice';

/** The fee a method would cost for this cart, as the server computes it (shared rule). */
function feeOf(method: DeliveryMethod, cart: Cart): number | null {
  return shippingCost(method, cart.vegosszeg, Math.round(cart.weight_kg * 1000));
}

/**
 * The delivery select of step 1 as a radio group, so each method can show its payment terms and its fee
 * (a <select> option cannot hold a formatted price). MPL is not offered above 40 kg.
 */
export function DeliveryChoice({ cart }: { cart: Cart }) {
  const dispatch = useAppDispatch();
  const mplOffered = cart.weight_kg <= MPL_MAX_KG;
  const methods = DELIVERY_METHODS.filter((method) => method !== 2 || mplOffered);

  return (
    <fieldset className="delivery-choice">
      <legend className="delivery-choice__legend">
        Szállítási mód{' '}
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      </legend>
      {methods.map((method) => {
        const fee = feeOf(method, cart);
        const id = `szallitas-${method}`;
        return (
          <div key={method} className="delivery-choice__option">
            <input
              type="radio"
              id={id}
              name="szallitas"
              value={method}
              checked={cart.szallitas === method}
              aria-describedby={`${id}-leiras`}
              onChange={() => dispatch(fieldChanged({ name: 'szallitas', value: method }))}
            />
            <label htmlFor={id} className="delivery-choice__label">
              <span className="delivery-choice__name">{DELIVERY_LABELS[method].name}</span>
              <span className="delivery-choice__fee">
                {fee === 0 ? 'Ingyenes' : fee !== null ? <Price value={fee} /> : null}
              </span>
            </label>
            <p id={`${id}-leiras`} className="delivery-choice__description muted">
              {DELIVERY_LABELS[method].description}
            </p>
          </div>
        );
      })}
      {!mplOffered ? (
        <p className="delivery-choice__note muted">
          A csomag tömege meghaladja a {MPL_MAX_KG} kg-ot, ezért MPL futárszolgálattal nem küldhető.
        </p>
      ) : null}
    </fieldset>
  );
}
