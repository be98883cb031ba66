import type { Cart } from '@common/api/cart.schema';
import { DELIVERY_LABELS } from '@common/delivery';
import { PICKUP_LABELS } from '@common/pickup';
import { DELIVERY_METHODS, shippingCost } from '@common/pricing';
import { useGetPickupCarriersQuery } from '@client/features/cart/pickup.api';
import { useAppDispatch } from '@client/domains/store-hooks';
import { Price } from '@client/components/price';
import { MPL_MAX_KG, fieldChanged } from '@client/domains/cart/cart.slice';

interface Option {
  method: number;
  name: string;
  description: string;
  /** As the server computes it: the shared rule for the spec's methods, the carrier's fee for pickup. */
  fee: number | null;
}

/**
 * The delivery select of step 1 as a radio group, so each method can show its payment terms and its fee
 * (a <select> option cannot hold a formatted price). MPL is not offered above 40 kg; a pickup carrier
 * only while its list has points and the goods are within its weight limit.
 */
export function DeliveryChoice({ cart }: { cart: Cart }) {
  const dispatch = useAppDispatch();
  const { data: carriers = [] } = useGetPickupCarriersQuery();
  const mplOffered = cart.weight_kg <= MPL_MAX_KG;
  const options: Option[] = [
    ...DELIVERY_METHODS.filter((method) => method !== 2 || mplOffered).map((method) => ({
      method,
      name: DELIVERY_LABELS[method].name,
      description: DELIVERY_LABELS[method].description,
      fee: shippingCost(method, cart.vegosszeg, Math.round(cart.weight_kg * 1000)),
    })),
    ...carriers
      .filter((c) => c.pointCount > 0 && cart.weight_kg <= c.maxWeightKg)
      .map((c) => ({
        method: c.method,
        name: PICKUP_LABELS[c.carrier].name,
        description: `${PICKUP_LABELS[c.carrier].description} Legfeljebb ${c.maxWeightKg} kg.`,
        fee: c.fee,
      })),
  ];

  return (
    <fieldset className="delivery-choice">
      <legend className="delivery-choice__legend">
        Szállítási mód{' '}
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      </legend>
      {options.map(({ method, name, description, fee }) => {
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
              <span className="delivery-choice__name">{name}</span>
              <span className="delivery-choice__fee">
                {fee === 0 ? 'Ingyenes' : fee !== null ? <Price value={fee} /> : null}
              </span>
            </label>
            <p id={`${id}-leiras`} className="delivery-choice__description muted">
              {description}
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
