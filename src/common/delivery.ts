import { PICKUP_LABELS, pickupCarrierOf } from './pickup';
import type { DeliveryMethod } from './pricing';

/** What the shopper reads about each delivery method (spec section 9). */
export const DELIVERY_LABELS: Record<
  DeliveryMethod,
  { name: string; payment: string; description: string }
> = {
  0: {
    name: 'Személyes átvétel az üzletben',
    payment: 'Fizetés az üzletben készpénzzel vagy bankkártyával',
    description: 'Átvétel az üzletünkben, fizetés készpénzzel vagy bankkártyával.',
  },
  1: {
    name: 'GLS futárszolgálat',
    payment: 'Utánvét: fizetés a futárnál készpénzzel vagy bankkártyával',
    description:
      'Kiszállítás másnapra, utánvéttel (készpénz vagy bankkártya). 50 000 Ft feletti vásárlásnál ingyenes.',
  },
  2: {
    name: 'MPL futárszolgálat',
    payment: 'Előre utalás',
    description:
      'Kiszállítás 3-5 munkanap alatt, csak előre utalással. Díja a csomag súlyától függ.',
  },
};

/** The labels of any delivery method: the spec's three or a pickup carrier's (`@common/pickup`). */
export function deliveryLabel(
  method: number,
): { name: string; payment: string; description: string } | null {
  if (method === 0 || method === 1 || method === 2) return DELIVERY_LABELS[method];
  const carrier = pickupCarrierOf(method);
  return carrier ? PICKUP_LABELS[carrier] : null;
}
