import { type Static, Type } from '@sinclair/typebox';
import { PICKUP_CARRIERS } from '../pickup';

export const PickupCarrierNameSchema = Type.Union(PICKUP_CARRIERS.map((c) => Type.Literal(c)));

/** One day's opening hours as the carrier publishes them: `{ day: 'Hétfő', hours: '08:00-20:00' }`. */
export const OpeningHoursSchema = Type.Array(
  Type.Object({ day: Type.String(), hours: Type.String() }),
);

/** A pickup point as the shopper sees it. `id` is `<carrier>:<carrier's own code>`. */
export const PickupPointSchema = Type.Object({
  id: Type.String(),
  carrier: PickupCarrierNameSchema,
  /** `locker` (parcel machine), `shop` (parcel shop) or `post` (post office / PostaPont). */
  kind: Type.String(),
  name: Type.String(),
  postcode: Type.String(),
  city: Type.String(),
  address: Type.String(),
  openingHours: OpeningHoursSchema,
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
});
export type PickupPoint = Static<typeof PickupPointSchema>;

/** A carrier offered for pickup: its delivery method, fee and weight limit (the shop's configuration). */
export const PickupCarrierSchema = Type.Object({
  carrier: PickupCarrierNameSchema,
  method: Type.Integer(),
  fee: Type.Integer(),
  maxWeightKg: Type.Number(),
  /** Active points in the last good list; a carrier without points is not offered. */
  pointCount: Type.Integer(),
});
export type PickupCarrierInfo = Static<typeof PickupCarrierSchema>;

export const PickupPointsQuerySchema = Type.Object(
  {
    carrier: PickupCarrierNameSchema,
    /** Postcode, city, name or street; accent- and case-insensitive, every word must match. */
    q: Type.String({ maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type PickupPointsQuery = Static<typeof PickupPointsQuerySchema>;

/** Most points one search answers. */
export const PICKUP_SEARCH_LIMIT = 30;
