import { type Static, Type } from '@sinclair/typebox';
import { PROFILE_FIELDS, type ProfileField } from './accounts.constants';

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

export const PasswordCreateRequestSchema = Type.Object({ email: Type.String({ maxLength: 254 }) });
export type PasswordCreateRequest = Static<typeof PasswordCreateRequestSchema>;

export const PasswordTokenParamsSchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 128 }),
});

export const PasswordFindResponseSchema = Type.Object({ email: Type.String() });
export type PasswordFindResponse = Static<typeof PasswordFindResponseSchema>;

export const PasswordResetRequestSchema = Type.Object({
  email: Type.String({ maxLength: 254 }),
  token: Type.String({ maxLength: 128 }),
  password: Type.String({ maxLength: 1024 }),
  password_confirmation: Type.String({ maxLength: 1024 }),
});
export type PasswordResetRequest = Static<typeof PasswordResetRequestSchema>;

export const PasswordResetResponseSchema = Type.Object({ id: Type.Integer() });
export type PasswordResetResponse = Static<typeof PasswordResetResponseSchema>;

export const MessageResponseSchema = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponseSchema>;

/** saveUserData sends any of the profile fields; the ones left out keep their saved value. */
export const SaveUserDataRequestSchema = Type.Partial(ProfileSchema, {
  additionalProperties: false,
});
export type SaveUserDataRequest = Static<typeof SaveUserDataRequestSchema>;

export const StatusResponseSchema = Type.Object({
  status: Type.Integer(),
  message: Type.Optional(Type.String()),
});
export type StatusResponse = Static<typeof StatusResponseSchema>;

export const UserDataResponseSchema = Type.Object({
  status: Type.Integer(),
  user: Type.Optional(UserSchema),
  message: Type.Optional(Type.String()),
});
export type UserDataResponse = Static<typeof UserDataResponseSchema>;

/** 422 of register: each string starts with its field's key (`email: ...`, `password: ...`). */
export const RegisterErrorsSchema = Type.Array(Type.String());
