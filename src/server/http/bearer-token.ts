import type { FastifyRequest } from 'fastify';

/** The bearer token of a request (`Authorization: Bearer <token>`), or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(header.trim());
  return match ? (match[1] as string) : null;
}
