import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthSchema, NotReadySchema, ReadySchema } from '@common/api/health.schema';

/**
 * Probes for load balancers and operators. `health`: the process runs; `ready`: it can serve (the
 * database answers, its migrations are current, it is not shutting down). Their request lines are
 * not logged (app.ts), only a refusal to be ready.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/ready',
    { schema: { response: { 200: ReadySchema, 503: NotReadySchema } } },
    async (request, reply) => {
      const notReady = await app.readiness.check();
      if (!notReady) return { status: 'ready' as const };
      request.log.warn({ reason: notReady.message }, 'not ready');
      return reply.status(503).send(notReady);
    },
  );
};
