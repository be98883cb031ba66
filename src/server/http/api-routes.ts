import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import { accountsRoutes } from '../services/accounts/accounts.routes';
import { registerCustomerAuth } from '../services/accounts/customer-auth.hook';
import { adminRoutes } from './admin-api-routes';
import { apiDocsRoutes } from './api-docs.routes';
import { backInStockRoutes } from '../services/back-in-stock/back-in-stock.routes';
import { bikesRoutes } from '../services/bikes/bikes.routes';
import { cartRoutes } from '../services/cart/cart.routes';
import { catalogueRoutes } from '../services/catalogue/catalogue.routes';
import { contentRoutes } from '../services/content/content.routes';
import { type CsrfRouteOptions, csrfRoutes } from '../security/csrf.routes';
import { customerOrdersRoutes } from '../services/orders/customer-orders.routes';
import { garageRoutes } from '../services/garage/garage.routes';
import { wishlistRoutes } from '../services/wishlist/wishlist.routes';
import { healthRoutes } from './health.routes';
import { isStaffRequest } from '../services/staff/staff-auth.hook';
import { pickupPointsRoutes } from '../services/pickup-points/pickup-points.routes';
import { sizeAdvisorRoutes } from '../services/size-charts/size-advisor.routes';

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
  registerCustomerAuth(api);
  api.addHook('onSend', async (_request, reply, payload) => {
    // API answers are personal or change often: never cache them in shared caches.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  await api.register(area('operations', healthRoutes), { isStaff: isStaffRequest });
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
