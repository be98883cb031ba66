import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  PickupCarrierSchema,
  PickupPointSchema,
  PickupPointsQuerySchema,
} from '@common/api/pickup.schema';
import { syncPickupCarriers } from './pickup-refresh.service';
import { pickupCarrierInfos, searchPickupPoints } from './pickup-search.service';

/**
 * Pickup points: the carriers offered (fee, weight limit) and the search over their points. The lists
 * reload on a schedule (the pickup-list-refresh job, jobs/jobs.plugin.ts).
 */
export const pickupPointsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = app.config.pickup;
  await syncPickupCarriers(app.db, config);

  app.get(
    '/pickupCarriers',
    { schema: { response: { 200: Type.Array(PickupCarrierSchema) } } },
    async () => pickupCarrierInfos(app.db),
  );

  app.get(
    '/pickupPoints',
    {
      schema: {
        querystring: PickupPointsQuerySchema,
        response: { 200: Type.Array(PickupPointSchema) },
      },
    },
    async (request) => searchPickupPoints(app.db, request.query.carrier, request.query.q),
  );
};
