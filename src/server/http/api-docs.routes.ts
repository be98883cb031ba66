import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { renderApiDocsPage } from './openapi-page';

/** GET /api/openapi.json (OpenAPI 3, from the routes' TypeBox schemas) and /api/docs (the same, readable). */
export const apiDocsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let page: string | undefined;
  app.get(
    '/openapi.json',
    {
      schema: {
        summary: 'This document',
        response: { 200: Type.Object({ openapi: Type.String() }, { additionalProperties: true }) },
      },
    },
    async () => app.swagger() as { openapi: string },
  );
  app.get(
    '/docs',
    {
      schema: {
        summary: 'This document as an HTML page',
        produces: ['text/html'],
        response: { 200: Type.String() },
      },
    },
    async (_request, reply) => {
      page ??= renderApiDocsPage(app.swagger());
      return reply.type('text/html; charset=utf-8').send(page);
    },
  );
};
