import { type Static, Type } from '@sinclair/typebox';
import { VariantSchema } from './catalogue.schema';

/** Text fields of checkout step 2 that modifyCart accepts (API.md). */
export const CART_TEXT_FIELDS = [
  'szallitas_vnev',
  'szallitas_knev',
  'szallitas_irsz',
  'szallitas_varos',
  'szallitas_utca',
  'email',
  'szallitas_telefonszam',
  'megjegyzes',
  'szamla_nev',
  'adoszam',
  'szamla_irsz',
  'szamla_varos',
  'szamla_utca',
] as const;
export type CartTextField = (typeof CART_TEXT_FIELDS)[number];
/** Every name modifyCart accepts: the text fields, the billing checkbox and the delivery method. */
export const CART_FIELDS = [...CART_TEXT_FIELDS, 'szamla_megegyezik', 'szallitas'] as const;
export type CartField = (typeof CART_FIELDS)[number];

export const CartLineSchema = Type.Object({
  id: Type.Integer(),
  variant: VariantSchema,
  product: Type.Object({
    id: Type.Integer(),
    alias: Type.String(),
    fullname_hu: Type.String(),
    fullname_en: Type.String(),
    image: Type.Union([Type.String(), Type.Null()]),
  }),
  name: Type.String(),
  quantity: Type.Integer(),
  price: Type.Integer(),
});
export type CartLine = Static<typeof CartLineSchema>;

export const CartSchema = Type.Object({
  id: Type.String(),
  goods: Type.Array(CartLineSchema),
  vegosszeg: Type.Integer(),
  szallitas: Type.Union([Type.Integer(), Type.Null()]),
  shippingcost: Type.Union([Type.Integer(), Type.Null()]),
  /** Total weight of the goods in kg, so the client can hide MPL above 40 kg. */
  weight_kg: Type.Number(),
  isValid: Type.Boolean(),
  finish: Type.Boolean(),
  szallitas_vnev: Type.String(),
  szallitas_knev: Type.String(),
  szallitas_irsz: Type.String(),
  szallitas_varos: Type.String(),
  szallitas_utca: Type.String(),
  email: Type.String(),
  szallitas_telefonszam: Type.String(),
  megjegyzes: Type.String(),
  szamla_megegyezik: Type.Boolean(),
  szamla_nev: Type.String(),
  adoszam: Type.String(),
  szamla_irsz: Type.String(),
  szamla_varos: Type.String(),
  szamla_utca: Type.String(),
});
export type Cart = Static<typeof CartSchema>;

export const CartResponseSchema = Type.Object({ status: Type.Literal(1), cart: CartSchema });
export type CartResponse = Static<typeof CartResponseSchema>;

export const CartIdSchema = Type.String({ format: 'uuid', maxLength: 36 });
