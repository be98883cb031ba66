import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { TooManyRequestsError } from '../errors';
import { configureHashing } from '../services/accounts/password-hash';
import { type Hit, type LimitRule, takeHit } from '../services/accounts/rate-limit.service';

/** A per-address limit of one route (route config `addressLimit`) or of one kind of work. */
export interface AddressLimit extends LimitRule {
  /** The counter's name; the key is `<name>-ip:<client address>`. */
  name: string;
  /** The Hungarian text of the 429 answer. */
  message: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared rate limiter: counters in the rate_limits table, one for every API process. */
    rateLimits: RateLimits;
  }
  interface FastifyContextConfig {
    /** Counted for every request of the route, before its handler runs (per client address). */
    addressLimit?: AddressLimit;
  }
}

export class RateLimits {
  constructor(private readonly db: Db) {}

  /** Counts one hit first (atomically) and refuses it with 429 and Retry-After beyond the limit. */
  async take(key: string, rule: LimitRule, message: string): Promise<Hit> {
    const hit = await takeHit(this.db, key, rule);
    if (!hit.allowed) throw new TooManyRequestsError(message, hit.retryAfterSeconds);
    return hit;
  }

  /** `take` for the request's client address (request.ip, as TRUST_PROXY lets it be known). */
  perAddress(request: FastifyRequest, limit: AddressLimit): Promise<Hit> {
    return this.take(`${limit.name}-ip:${request.ip}`, limit, limit.message);
  }
}

/**
 * The shop's own limit machinery as one plugin (registered after the anti-forgery check, before the
 * routes): `app.rateLimits` for the services' and routes' counters, the `addressLimit` route config,
 * counted in onRequest so a refused request costs one statement, and this process's cap on the
 * password hashes running at once (services/accounts/password-hash.ts). The per-e-mail login
 * counters are the account services' (login-limits.ts), on the same table.
 */
export const rateLimits = fp(
  async (app) => {
    const limits = new RateLimits(app.db);
    app.decorate('rateLimits', limits);
    configureHashing(app.config.accounts);
    app.addHook('onRequest', async (request) => {
      const limit = request.routeOptions.config?.addressLimit;
      if (limit) await limits.perAddress(request, limit);
    });
  },
  { name: 'rate-limits', fastify: '5.x' },
);
