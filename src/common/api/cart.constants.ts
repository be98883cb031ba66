/** The cart API's plain values, apart from the schemas so the client imports no TypeBox. */

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
export const CART_FIELDS = [
  ...CART_TEXT_FIELDS,
  'szamla_megegyezik',
  'cegkent',
  'szallitas',
  'atvevohely',
] as const;
export type CartField = (typeof CART_FIELDS)[number];

/** Most pieces of one variant a cart line may hold (clearance lines: at most the stock). */
export const MAX_LINE_QUANTITY = 999;
