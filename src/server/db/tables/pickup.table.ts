import type { Selectable } from 'kysely';

export interface PickupPointsTable {
  /** `<carrier>:<code>`. */
  id: string;
  carrier: string;
  code: string;
  kind: string;
  name: string;
  postcode: string;
  city: string;
  address: string;
  /** JSON `[{ day, hours }]`. */
  opening_hours: string;
  lat: number | null;
  lng: number | null;
  active: number;
  /** Name, postcode, city and address, lower-case and accent-free, for search. */
  search_text: string;
  updated_at: string;
}

export interface PickupCarriersTable {
  carrier: string;
  fee: number;
  max_grams: number;
  source: string;
  loaded_at: string | null;
  point_count: number;
  last_error: string;
  last_error_at: string | null;
  refresh_claimed_at: string | null;
}

export type PickupPointRow = Selectable<PickupPointsTable>;
export type PickupCarrierRow = Selectable<PickupCarriersTable>;
