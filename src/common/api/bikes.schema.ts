import { type Static, Type } from '@sinclair/typebox';
import { BIKE_TEXT_MAX_LENGTH } from '../bike-finder';
import { CAPACITY_BUCKETS } from '../capacity';
import { LICENCES } from '../licence';

export const NamedItemSchema = Type.Object({ id: Type.Integer(), name_en: Type.String() });
export type NamedItem = Static<typeof NamedItemSchema>;

export const NamedItemListSchema = Type.Array(NamedItemSchema);
export const CapacityListSchema = Type.Array(Type.Integer());

export const BikeDataSchema = Type.Object({
  id: Type.Integer(),
  name_en: Type.String(),
  img: Type.String(),
  content: Type.String(),
  /** Issue 20: capacity, rated power (null when unknown) and the licence category the type needs. */
  ccm: Type.Optional(Type.Integer()),
  power_kw: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  licence: Type.Optional(Type.Union(LICENCES.map((l) => Type.Literal(l)))),
  /** Issue 20 (garage): the finder choice that leads to this type, whichever way it was found. */
  gyarto: Type.Optional(Type.Integer()),
  felepites: Type.Optional(Type.Integer()),
  hengerurtartalom: Type.Optional(Type.Integer()),
});
export type BikeData = Static<typeof BikeDataSchema>;

/** An id in a path: a positive whole number (bigger than any real id is fine, it just finds nothing). */
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const ManufacturerParamsSchema = Type.Object({ manufacturer: Id });
export const ConstructionParamsSchema = Type.Object({ manufacturer: Id, construction: Id });
export const CapacityParamsSchema = Type.Object({
  manufacturer: Id,
  construction: Id,
  capacity: Type.Integer({ minimum: CAPACITY_BUCKETS[0], maximum: 1001 }),
});
export const TypeParamsSchema = Type.Object({ type: Id });
/** The wildcard segment of tipusokByInput/{text}, already URL-decoded by the router. */
export const TextParamsSchema = Type.Object({
  '*': Type.String({ minLength: 1, maxLength: BIKE_TEXT_MAX_LENGTH }),
});

/** The finder lists' optional licence filter (issue 20): only types a rider with it may ride. */
export const LicenceQuerySchema = Type.Object({
  jogositvany: Type.Optional(Type.Union(LICENCES.map((l) => Type.Literal(l)))),
});
