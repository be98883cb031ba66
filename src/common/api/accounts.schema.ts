import { type Static, Type } from '@sinclair/typebox';

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

export const LoginRequestSchema = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 1024 }),
});
export type LoginRequest = Static<typeof LoginRequestSchema>;

export const AuthResponseSchema = Type.Object({ token: Type.String(), name: Type.String() });
export type AuthResponse = Static<typeof AuthResponseSchema>;

export const RegisterRequestSchema = Type.Object({
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 1024 }),
  password_confirmation: Type.String({ maxLength: 1024 }),
});
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

export const ProfileSchema = Type.Object(
  Object.fromEntries(PROFILE_FIELDS.map((f) => [f, Type.String({ maxLength: 500 })])) as Record<
    ProfileField,
    ReturnType<typeof Type.String>
  >,
);
export type Profile = Static<typeof ProfileSchema>;

export const UserSchema = Type.Intersect([
  Type.Object({ name: Type.String(), email: Type.String() }),
  ProfileSchema,
]);
export type User = Static<typeof UserSchema>;
