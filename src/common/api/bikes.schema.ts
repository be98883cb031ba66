import { type Static, Type } from '@sinclair/typebox';

export const NamedItemSchema = Type.Object({ id: Type.Integer(), name_en: Type.String() });
export type NamedItem = Static<typeof NamedItemSchema>;

export const BikeDataSchema = Type.Object({
  id: Type.Integer(),
  name_en: Type.String(),
  img: Type.String(),
  content: Type.String(),
});
export type BikeData = Static<typeof BikeDataSchema>;
