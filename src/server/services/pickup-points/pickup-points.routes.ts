import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  PickupCarrierSchema,
  PickupPointSchema,
  PickupPointsQuerySchema,
} from '@common/api/pickup.schema';
import { refreshDueLists, syncPickupCarriers } from './pickup-refresh.service';
import { pickupCarrierInfos, searchPickupPoints } from './pickup-search.service';

/** How often each process looks for a list that is due (the lists themselves reload every refreshHours). */
const CHECK_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Pickup points: the carriers offered (fee, weight limit) and the search over their points. The lists
 * reload on a schedule run by every process; a claim in the database lets only one of them load a list.
 */
export const pickupPointsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = app.config.pickup;
  await syncPickupCarriers(app.db, config);

  let timer: NodeJS.Timeout | null = null;
  const check = () =>
    refreshDueLists(app.db, config)
      .then((results) => {
        for (const r of results) {
          if (r.ok) app.log.info(r, 'pickup point list loaded');
          else app.log.warn(r, 'pickup point list could not be loaded; the last good list stays');
        }
      })
      .catch((err: unknown) => app.log.warn({ err }, 'pickup point refresh failed'));
  if (config.refreshHours > 0) {
    app.addHook('onReady', async () => {
      void check();
      timer = setInterval(check, Math.min(CHECK_INTERVAL_MS, config.refreshHours * 3600_000));
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  }

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
