/** The accounts API's plain values, apart from the schemas so the client imports no TypeBox. */

export const PROFILE_FIELDS = [
  'szallitas_vnev',
  'szallitas_knev',
  'szallitas_irsz',
  'szallitas_varos',
  'szallitas_utca',
  'telefonszam',
  'megjegyzes',
  'szamla_nev',
  'szamla_irsz',
  'szamla_varos',
  'szamla_utca',
  'adoszam',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const MIN_PASSWORD_LENGTH = 8;
