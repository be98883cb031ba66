import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AuthResponseSchema,
  LoginRequestSchema,
  MessageResponseSchema,
  PasswordCreateRequestSchema,
  PasswordFindResponseSchema,
  PasswordResetRequestSchema,
  PasswordResetResponseSchema,
  PasswordTokenParamsSchema,
  RegisterErrorsSchema,
  RegisterRequestSchema,
  SaveUserDataRequestSchema,
  StatusResponseSchema,
  UserDataResponseSchema,
} from '@common/api/accounts.schema';
import { ApiErrorSchema as ErrorSchema } from '@common/api/error.schema';
import { LEGACY_LOGIN_ANSWER } from './account-rules';
import { login, logout } from './login.service';
import { findPasswordReset, requestPasswordReset, resetPassword } from './password-reset.service';
import { getUserData, saveUserData } from './profile.service';
import { register } from './registration.service';
import { bearerToken } from '../../http/bearer-token';
import { customerIdOf, notLoggedIn } from './customer-auth.hook';

/** Customer accounts (API.md: Accounts): login, logout, register, password reset, profile. */
export const accountsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const accounts = app.config.accounts;

  app.post(
    '/login',
    {
      schema: {
        body: LoginRequestSchema,
        response: {
          200: AuthResponseSchema,
          401: ErrorSchema,
          403: Type.String(),
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await login(app.db, accounts, { ...request.body, ip: request.ip });
      if (result.kind === 'legacy') {
        // The spec's client recognises a migrated account by exactly this plain-text body.
        return reply.status(403).type('text/plain; charset=utf-8').send(LEGACY_LOGIN_ANSWER);
      }
      return { token: result.token, name: result.name };
    },
  );

  app.get('/logout', { schema: { response: { 200: StatusResponseSchema } } }, async (request) => {
    await logout(app.db, bearerToken(request));
    return { status: 1 };
  });

  app.post(
    '/register',
    {
      schema: {
        body: RegisterRequestSchema,
        response: { 200: AuthResponseSchema, 422: RegisterErrorsSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      // A RegistrationError answers API.md's 422 list of strings through the one error handler.
      return register(app.db, accounts, { ...request.body, ip: request.ip });
    },
  );

  app.post(
    '/password/create',
    {
      schema: {
        body: PasswordCreateRequestSchema,
        response: { 200: MessageResponseSchema, 404: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      const message = await requestPasswordReset(
        {
          db: app.db,
          mailQueued: () => app.outbox.wake(),
          publicUrl: app.config.publicUrl,
          brandName: app.config.brandName,
        },
        request.body.email,
        request.ip,
      );
      return { message };
    },
  );

  app.get(
    '/password/find/:token',
    {
      schema: {
        params: PasswordTokenParamsSchema,
        response: { 200: PasswordFindResponseSchema, 404: ErrorSchema },
      },
    },
    async (request) => findPasswordReset(app.db, request.params.token),
  );

  app.post(
    '/password/reset',
    {
      schema: {
        body: PasswordResetRequestSchema,
        response: { 200: PasswordResetResponseSchema, 422: ErrorSchema },
      },
    },
    async (request) => resetPassword(app.db, accounts, request.body),
  );

  app.get(
    '/getUserData',
    {
      config: { customer: 'required' },
      schema: { response: { 200: UserDataResponseSchema, 401: ErrorSchema } },
    },
    async (request) => {
      const user = await getUserData(app.db, customerIdOf(request));
      if (!user) throw notLoggedIn();
      return { status: 1, user };
    },
  );

  app.post(
    '/saveUserData',
    {
      config: { customer: 'required' },
      schema: {
        body: SaveUserDataRequestSchema,
        response: { 200: StatusResponseSchema, 401: ErrorSchema, 422: ErrorSchema },
      },
    },
    async (request) => {
      await saveUserData(app.db, customerIdOf(request), request.body);
      return { status: 1 };
    },
  );
};
