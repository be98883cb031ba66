import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy or a caller may hand us: short, and nothing that could forge or split a log line. */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:@/+=-]{0,127}$/;

/**
 * Fastify's genReqId: the caller's X-Request-Id when it is sane (so one id follows a request through
 * the proxy, this server and the caller's own logs), otherwise a new random one.
 */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  if (typeof given === 'string' && SANE_ID.test(given)) return given;
  return crypto.randomUUID();
}

/** Every answer names its request id, 404s and refusals included (registered before other hooks). */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
