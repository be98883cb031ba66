import type { FastifyPluginAsync } from 'fastify';
import { accountsRoutes } from './accounts';
import { adminRoutes } from './admin/admin-routes';
import { bikesRoutes } from './bikes';
import { cartRoutes } from './cart';
import { catalogueRoutes } from './catalogue';
import { contentRoutes } from './content';
import { type CsrfRouteOptions, csrfRoutes } from './csrf';
import { healthRoutes } from './health';
import { pickupPointsRoutes } from './pickup-points';

/** Every API area, each a plugin of its own under /api. */
export const apiRoutes: FastifyPluginAsync<CsrfRouteOptions> = async (api, opts) => {
  api.addHook('onSend', async (_request, reply, payload) => {
    // API answers are personal or change often: never cache them in shared caches.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  await api.register(csrfRoutes, { tokens: opts.tokens, secureCookies: opts.secureCookies });
  await api.register(healthRoutes);
  await api.register(bikesRoutes, { prefix: '/motorom' });
  await api.register(cartRoutes);
  await api.register(accountsRoutes);
  await api.register(contentRoutes);
  await api.register(pickupPointsRoutes);
  await api.register(catalogueRoutes);
  await api.register(adminRoutes, { prefix: '/admin' });
};
