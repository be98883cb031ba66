import { type Static, Type } from '@sinclair/typebox';
import { GARAGE_MAX_BIKES } from './garage.constants';

/** A bike type id: a positive whole number. */
const TypeId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/**
 * A bike in the garage: the type and the finder choice that leads to it (the fields the `motorom`
 * storage key holds), so switching to it restores the parts finder exactly.
 */
export const GarageBikeSchema = Type.Object({
  tipus: TypeId,
  name: Type.String(),
  gyarto: TypeId,
  felepites: TypeId,
  hengerurtartalom: Type.Integer(),
});
export type GarageBike = Static<typeof GarageBikeSchema>;

/** The account's garage: its bikes in the order they were saved, and the active one (or null). */
export const GarageResponseSchema = Type.Object({
  status: Type.Literal(1),
  bikes: Type.Array(GarageBikeSchema),
  active: Type.Union([TypeId, Type.Null()]),
});
export type GarageResponse = Static<typeof GarageResponseSchema>;

/**
 * At login: the browser's (guest) bikes are added to the account's, and the browser's active choice
 * (null when none) becomes the account's; without one the account's own stays.
 */
export const GarageMergeRequestSchema = Type.Object(
  {
    bikes: Type.Array(TypeId, { maxItems: GARAGE_MAX_BIKES }),
    active: Type.Union([TypeId, Type.Null()]),
  },
  { additionalProperties: false },
);
export type GarageMergeRequest = Static<typeof GarageMergeRequestSchema>;

export const GarageBikeRequestSchema = Type.Object(
  { tipus: TypeId },
  { additionalProperties: false },
);
export type GarageBikeRequest = Static<typeof GarageBikeRequestSchema>;

export const GarageBikeParamsSchema = Type.Object({ tipus: TypeId });

/** The bike chosen in the header (null: no bike chosen, 'Másik motor'). */
export const GarageActiveRequestSchema = Type.Object(
  { tipus: Type.Union([TypeId, Type.Null()]) },
  { additionalProperties: false },
);
export type GarageActiveRequest = Static<typeof GarageActiveRequestSchema>;
