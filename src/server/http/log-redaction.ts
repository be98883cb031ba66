import type { FastifyRequest } from 'fastify';

/** Paths that carry a secret (password-reset and e-mail confirmation links) are logged with the secret masked. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/password\/find\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/password_reset\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/email-megerosites\/)[^/?#]+/, '$1[redacted]');
}

/** Request serializer for the logger: never headers (bearer tokens, cookies) or bodies (passwords). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
  };
}
