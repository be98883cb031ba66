import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { type CsrfTokens, ensureCsrfCookie } from './csrf';

export interface CsrfRouteOptions {
  tokens: CsrfTokens;
  secureCookies: boolean;
}

/** GET /api/csrf: a token for tools and tests (API.md), also set as the double-submit cookie. */
export const csrfRoutes: FastifyPluginAsyncTypebox<CsrfRouteOptions> = async (app, opts) => {
  app.get(
    '/csrf',
    { schema: { response: { 200: Type.Object({ token: Type.String() }) } } },
    async (request, reply) => ({
      token: ensureCsrfCookie(opts.tokens, request, reply, opts.secureCookies),
    }),
  );
};
