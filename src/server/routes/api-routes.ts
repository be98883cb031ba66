import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import { accountsRoutes } from './accounts';
import { adminRoutes } from './admin/admin-routes';
import { apiDocsRoutes } from './api-docs';
import { backInStockRoutes } from './back-in-stock';
import { bikesRoutes } from './bikes';
import { cartRoutes } from './cart';
import { catalogueRoutes } from './catalogue';
import { contentRoutes } from './content';
import { type CsrfRouteOptions, csrfRoutes } from './csrf';
import { customerOrdersRoutes } from './customer-orders';
import { garageRoutes } from './garage';
import { wishlistRoutes } from './wishlist';
import { healthRoutes } from './health';
import { pickupPointsRoutes } from './pickup-points';
import { sizeAdvisorRoutes } from './size-advisor';

/** An area's routes, tagged with the area's name in the OpenAPI document (/api/docs groups by it). */
function area<Options extends FastifyPluginOptions>(
  tag: string,
  routes: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async (app, opts) => {
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: route.schema?.tags ?? [tag] };
    });
    // The prefix (if any) already applies to this wrapper; passing it on would prefix twice.
    const { prefix: _prefix, ...rest } = opts as Options & { prefix?: string };
    await app.register(routes, rest as Options);
  };
}

/** Every API area, each a plugin of its own under /api. */
export const apiRoutes: FastifyPluginAsync<CsrfRouteOptions> = async (api, opts) => {
  api.addHook('onSend', async (_request, reply, payload) => {
    // API answers are personal or change often: never cache them in shared caches.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  await api.register(area('operations', healthRoutes));
  await api.register(area('operations', apiDocsRoutes));
  await api.register(area('anti-forgery', csrfRoutes), {
    tokens: opts.tokens,
    secureCookies: opts.secureCookies,
  });
  await api.register(area('bikes (motorom)', bikesRoutes), { prefix: '/motorom' });
  await api.register(area('cart and orders', cartRoutes));
  await api.register(area('accounts', accountsRoutes));
  await api.register(area('accounts', customerOrdersRoutes));
  await api.register(area('accounts', garageRoutes));
  await api.register(area('accounts', wishlistRoutes));
  await api.register(area('content', contentRoutes));
  await api.register(area('pickup points', pickupPointsRoutes));
  await api.register(area('catalogue', catalogueRoutes));
  await api.register(area('catalogue', sizeAdvisorRoutes));
  await api.register(area('catalogue', backInStockRoutes));
  await api.register(area('staff (back office)', adminRoutes), { prefix: '/admin' });
};
