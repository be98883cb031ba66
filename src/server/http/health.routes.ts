import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  HealthSchema,
  type JobStatus,
  NotReadySchema,
  ReadySchema,
} from '@common/api/health.schema';
import { bearerToken } from './bearer-token';

export interface HealthRouteOptions {
  /** Whether the request carries a live staff session (the staff domain answers it). */
  isStaff(request: FastifyRequest): Promise<boolean>;
}

/**
 * Probes for load balancers and operators. `health`: the process runs; `ready`: it can serve (the
 * database answers, its migrations are current, it is not shutting down). Their request lines are
 * not logged (app.ts), only a refusal to be ready. A staff member's bearer token adds the recurring
 * jobs (jobs/jobs.plugin.ts) with their last runs; an anonymous probe costs nothing more than before.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<HealthRouteOptions> = async (app, opts) => {
  /** The staff detail, or nothing (no token, not staff, or a database that does not answer). */
  async function staffDetail(request: FastifyRequest): Promise<{ jobs?: JobStatus[] }> {
    if (bearerToken(request) === null) return {};
    try {
      return (await opts.isStaff(request)) ? { jobs: await app.jobs.status() } : {};
    } catch (err) {
      request.log.warn({ err }, 'ready: the staff detail could not be read');
      return {};
    }
  }

  app.get('/health', { schema: { response: { 200: HealthSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/ready',
    { schema: { response: { 200: ReadySchema, 503: NotReadySchema } } },
    async (request, reply) => {
      const notReady = await app.readiness.check();
      const databaseDown = notReady?.message.startsWith('database') ?? false;
      const detail = databaseDown ? {} : await staffDetail(request);
      if (!notReady) return { status: 'ready' as const, ...detail };
      request.log.warn({ reason: notReady.message }, 'not ready');
      return reply.status(503).send({ ...notReady, ...detail });
    },
  );
};
