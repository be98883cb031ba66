import type { DeliveryMethod } from './pricing';

/** An order's back-office status (issue 18): placed, packed, shipped or ready, done, cancelled. */
export const ORDER_STATUSES = [
  'uj',
  'feldolgozas',
  'feladva',
  'atveheto',
  'teljesitve',
  'torolve',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  uj: 'Új',
  feldolgozas: 'Feldolgozás alatt',
  feladva: 'Feladva',
  atveheto: 'Átvehető az üzletben',
  teljesitve: 'Teljesítve',
  torolve: 'Törölve',
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

const PICKUP: DeliveryMethod = 0;

/**
 * The statuses an order may move to from its current one. A done or cancelled order is final; a parcel
 * is shipped only by courier (GLS, MPL), only a personal-pickup order becomes ready for collection.
 */
export function nextStatuses(current: OrderStatus, delivery: number): OrderStatus[] {
  const handOver: OrderStatus = delivery === PICKUP ? 'atveheto' : 'feladva';
  switch (current) {
    case 'uj':
      return ['feldolgozas', handOver, 'teljesitve', 'torolve'];
    case 'feldolgozas':
      return ['uj', handOver, 'teljesitve', 'torolve'];
    case 'feladva':
    case 'atveheto':
      return ['teljesitve', 'torolve'];
    case 'teljesitve':
    case 'torolve':
      return [];
  }
}

/** Shipping by courier (GLS 1, MPL 2) needs the parcel's tracking number. */
export function needsTracking(status: OrderStatus, delivery: number): boolean {
  return status === 'feladva' && (delivery === 1 || delivery === 2);
}

/** Where the customer follows the parcel. */
export function trackingUrl(delivery: number, tracking: string): string | null {
  const code = encodeURIComponent(tracking);
  if (delivery === 1) return `https://gls-group.com/HU/hu/csomagkovetes?match=${code}`;
  if (delivery === 2) return `https://www.posta.hu/nyomkovetes/nyitooldal?searchvalue=${code}`;
  return null;
}
