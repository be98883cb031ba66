/**
 * Delivery to a pickup point (parcel locker, parcel shop, post office point): the carriers, their
 * delivery method numbers beside the spec's 0, 1 and 2, and what the shopper reads about them.
 * Fees and weight limits are the shop's configuration and come from the server (`/api/pickupCarriers`).
 */

export const PICKUP_CARRIERS = ['foxpost', 'gls', 'mpl', 'packeta'] as const;
export type PickupCarrier = (typeof PICKUP_CARRIERS)[number];

/** Delivery method number of each carrier's pickup points (the spec's methods are 0, 1 and 2). */
export const PICKUP_METHODS: Record<PickupCarrier, number> = {
  foxpost: 3,
  gls: 4,
  mpl: 5,
  packeta: 6,
};

export function pickupCarrierOf(method: number | null | undefined): PickupCarrier | null {
  return PICKUP_CARRIERS.find((carrier) => PICKUP_METHODS[carrier] === method) ?? null;
}

export const isPickupMethod = (method: number | null | undefined) =>
  pickupCarrierOf(method) !== null;

export const PICKUP_LABELS: Record<
  PickupCarrier,
  { name: string; payment: string; description: string; pointName: string }
> = {
  foxpost: {
    name: 'Foxpost csomagautomata',
    payment: 'Utánvét: fizetés bankkártyával az automatánál',
    description: 'Átvétel a kiválasztott Foxpost automatából, a nap bármely órájában.',
    pointName: 'Foxpost automata',
  },
  gls: {
    name: 'GLS csomagpont vagy csomagautomata',
    payment: 'Utánvét: fizetés átvételkor bankkártyával vagy készpénzzel',
    description: 'Átvétel a kiválasztott GLS ParcelShopban vagy GLS csomagautomatából.',
    pointName: 'GLS csomagpont',
  },
  mpl: {
    name: 'MPL PostaPont vagy csomagautomata',
    payment: 'Utánvét: fizetés átvételkor bankkártyával vagy készpénzzel',
    description: 'Átvétel postán, PostaPonton vagy MPL csomagautomatából.',
    pointName: 'MPL átvételi pont',
  },
  packeta: {
    name: 'Packeta átvételi pont',
    payment: 'Utánvét: fizetés átvételkor bankkártyával vagy készpénzzel',
    description: 'Átvétel a kiválasztott Packeta átvételi ponton vagy Z-BOX-ból.',
    pointName: 'Packeta pont',
  },
};

export const WEEKDAYS = [
  'Hétfő',
  'Kedd',
  'Szerda',
  'Csütörtök',
  'Péntek',
  'Szombat',
  'Vasárnap',
] as const;
