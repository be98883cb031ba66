import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors';
import { bearerToken } from '../../http/bearer-token';
import { userIdForToken } from './sessions.service';

/** The logged-in customer behind a request. */
export interface Customer {
  userId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer of a live session on a route whose config asks for one, else null. */
    customer: Customer | null;
  }
  interface FastifyContextConfig {
    /**
     * Whether a route treats customers differently: `optional` (a guest is fine: the cart) or
     * `required` (the account's own calls). Routes without it never look at the token.
     */
    customer?: 'optional' | 'required';
  }
}

/** Without a live token: `status: 0`, on which the client logs out (as getUserData). */
export const notLoggedIn = () => new DomainError('Kérjük, jelentkezzen be.', 401, { status: 0 });

/**
 * Customer auth, as staff auth is for the back office: on a route whose config names `customer`,
 * the bearer token's live session becomes `request.customer` before the handler runs (no, unknown,
 * revoked or expired token: a guest, null). A `required` route answers a guest with the 401 above.
 */
export function registerCustomerAuth(app: FastifyInstance): void {
  app.decorateRequest('customer', null);
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const needed = request.routeOptions.config.customer;
    if (!needed) return;
    const token = bearerToken(request);
    const userId = token
      ? await userIdForToken(request.server.db, token, {
          maxDays: request.server.config.sessionMaxDays,
        })
      : null;
    if (userId !== null) request.customer = { userId };
    else if (needed === 'required') throw notLoggedIn();
  });
}

/** The logged-in customer's user id (a `customer: 'required'` route; a guest gets the 401). */
export function customerIdOf(request: FastifyRequest): number {
  if (!request.customer) throw notLoggedIn();
  return request.customer.userId;
}
