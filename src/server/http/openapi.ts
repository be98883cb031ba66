import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/**
 * @fastify/swagger collects every route as it is registered, so it must come before the routes
 * (app.ts: external plugins, then the app's, then the routes). The document describes the API under
 * /api only: the SPA, media, sitemap and feeds are not API calls. Routes get their tag from the area
 * plugin that registers them (http/api-routes.ts).
 */
export async function registerOpenApi(app: FastifyInstance, info: { brandName: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${info.brandName} webáruház API`,
        version: '1.0.0',
        description:
          'The HTTP API of the shop (shared/API.md). Every POST (any method but GET, HEAD and ' +
          'OPTIONS, whatever the path) needs the anti-forgery header `X-CSRF-TOKEN` equal to the ' +
          '`csrf_token` cookie (GET /api/csrf gives both), else 419, ' +
          'and `X-Requested-With: XMLHttpRequest`, else 403. Signed-in calls carry ' +
          '`Authorization: Bearer <token>`. The staff API under /api/admin takes a staff session.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-TOKEN' },
        },
      },
    },
    transform: ({ schema, url }) => ({
      schema: url.startsWith('/api/') ? schema : { ...schema, hide: true },
      url,
    }),
  });
}
