import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { LoginRequestSchema } from '@common/api/accounts.schema';
import { StaffLoginResponseSchema, StaffMeResponseSchema } from '@common/api/admin.schema';
import { staffLogin, staffLogout } from './staff-session.service';
import { bearerToken } from '../../http/bearer-token';
import { ApiErrorSchema as ErrorSchema } from '@common/api/error.schema';

/** Staff login (`POST /api/admin/login` -> `{ token, role }`), logout and who-am-I. */
export const adminAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      config: { staffRole: 'public' },
      schema: {
        body: LoginRequestSchema,
        response: { 200: StaffLoginResponseSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => staffLogin(app.db, app.config.accounts, { ...request.body, ip: request.ip }),
  );

  app.post(
    '/logout',
    {
      config: { staffRole: 'support' },
      schema: { response: { 200: Type.Object({ status: Type.Literal(1) }) } },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) await staffLogout(app.db, token);
      return { status: 1 as const };
    },
  );

  app.get(
    '/me',
    {
      config: { staffRole: 'support' },
      schema: { response: { 200: StaffMeResponseSchema, 401: ErrorSchema } },
    },
    async (request) => ({
      email: request.staff?.email ?? '',
      role: request.staff?.role ?? 'support',
    }),
  );
};
