import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { DomainError } from '../../errors';
import { userIdForToken } from './sessions.service';

/** The bearer token of a request (`Authorization: Bearer <token>`), or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(header.trim());
  return match ? (match[1] as string) : null;
}

/**
 * The logged-in customer behind a request, or null for a guest (no, unknown, revoked or expired
 * token). Any route that treats customers differently (the cart) resolves them through this.
 */
export async function userIdFromRequest(db: Db, request: FastifyRequest): Promise<number | null> {
  const token = bearerToken(request);
  return token
    ? userIdForToken(db, token, { maxDays: request.server.config.sessionMaxDays })
    : null;
}

/** Without a live token: `status: 0`, on which the client logs out (as getUserData). */
export const notLoggedIn = () => new DomainError('Kérjük, jelentkezzen be.', 401, { status: 0 });

/** The logged-in customer behind a request; a guest gets the 401 above (account-only routes). */
export async function signedInUserId(db: Db, request: FastifyRequest): Promise<number> {
  const userId = await userIdFromRequest(db, request);
  if (userId === null) throw notLoggedIn();
  return userId;
}
