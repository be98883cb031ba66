import { DELIVERY_LABELS } from '@common/delivery';
import { GLS_FREE_ABOVE } from '@common/pricing';
import { Price } from '@client/components/price';

/** The delivery options in short, so the shopper knows the costs before going to the cart. */
export function DeliveryPerks() {
  return (
    <ul className="delivery-perks" aria-label="Szállítás">
      <li>
        <strong>{DELIVERY_LABELS[1].name}:</strong> kiszállítás másnapra,{' '}
        <Price value={GLS_FREE_ABOVE} /> felett ingyenes
      </li>
      <li>
        <strong>{DELIVERY_LABELS[2].name}:</strong> 3-5 munkanap, előre utalással
      </li>
      <li>
        <strong>{DELIVERY_LABELS[0].name}</strong>
      </li>
    </ul>
  );
}
