import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const CSRF_COOKIE = 'csrf_token';
/**
 * On https (PUBLIC_URL) the cookie is `__Host-csrf_token`: browsers accept a `__Host-` cookie only
 * when it is Secure, has Path=/ and no Domain, so a sibling subdomain cannot plant or overwrite it.
 */
export const SECURE_CSRF_COOKIE = `__Host-${CSRF_COOKIE}`;

export function csrfCookieName(secureCookies: boolean): string {
  return secureCookies ? SECURE_CSRF_COOKIE : CSRF_COOKIE;
}
export const CSRF_HEADER = 'x-csrf-token';

/** How many valid tokens CsrfTokens keeps without computing their HMAC again. */
export const VALID_CACHE_SIZE = 10_000;

/**
 * Double-submit anti-forgery tokens (API.md). The token is `<random>.<hmac>`, signed with the server
 * secret, so a cookie planted by a sibling site (which can set cookies but not sign them) is refused.
 */
export class CsrfTokens {
  /**
   * Tokens already found valid, oldest first (a Set keeps insertion order). Every write request checks
   * its token, and a shopper sends the same one all visit long: the HMAC is computed once per token,
   * not per request. Only valid tokens enter, and at most VALID_CACHE_SIZE of them.
   */
  private readonly known = new Set<string>();

  constructor(private readonly secret: Buffer) {}

  issue(): string {
    const nonce = crypto.randomBytes(24).toString('base64url');
    return `${nonce}.${this.sign(nonce)}`;
  }

  isValid(token: string | undefined): token is string {
    if (!token || token.length > 200) return false;
    if (this.known.has(token)) return true;
    const [nonce, mac, extra] = token.split('.');
    if (!nonce || !mac || extra !== undefined) return false;
    const expected = Buffer.from(this.sign(nonce));
    const given = Buffer.from(mac);
    const valid = expected.length === given.length && crypto.timingSafeEqual(expected, given);
    if (valid) this.remember(token);
    return valid;
  }

  private remember(token: string): void {
    if (this.known.size >= VALID_CACHE_SIZE)
      this.known.delete(this.known.values().next().value as string);
    this.known.add(token);
  }

  private sign(nonce: string): string {
    return crypto.createHmac('sha256', this.secret).update(nonce).digest('base64url');
  }
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The request's valid token, or a new one set as a cookie on the reply. */
export function ensureCsrfCookie(
  tokens: CsrfTokens,
  request: FastifyRequest,
  reply: FastifyReply,
  secureCookies: boolean,
): string {
  const name = csrfCookieName(secureCookies);
  const existing = readCookie(request, name);
  if (tokens.isValid(existing)) return existing;
  const token = tokens.issue();
  // Never a Domain attribute: the cookie belongs to this host only (and `__Host-` requires it).
  const attributes = ['Path=/', 'HttpOnly', 'SameSite=Lax', secureCookies ? 'Secure' : ''].filter(
    Boolean,
  );
  reply.header('set-cookie', `${name}=${token}; ${attributes.join('; ')}`);
  return token;
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CSRF_REFUSED_MESSAGE =
  'Az oldal biztonsági kulcsa lejárt vagy hiányzik. Kérjük, frissítse az oldalt, és próbálja újra.';
export const NOT_FROM_PAGE_MESSAGE =
  'A kérés nem a webáruház oldaláról érkezett (hiányzik az X-Requested-With: XMLHttpRequest fejléc), ezért nem hajtottuk végre. Kérjük, használja a webáruház oldalát.';

/**
 * Every request that may change something (any method but GET, HEAD and OPTIONS) needs the header to
 * equal the cookie, and the token to carry our signature; anything else is refused with 419 (API.md).
 * It also needs `X-Requested-With: XMLHttpRequest` (API.md: an API write without it is refused), else 403.
 * The check does not look at the path at all: `/%61pi/addToCart`, `//api/…`, `/API/…`, absolute-form
 * targets (`POST http://host/api/…`) and any later router normalisation cannot route around it. No page
 * takes a write, so writes outside /api are refused the same way.
 * A fastify-plugin plugin, so its hook guards the whole app. Tools get a token from GET /api/csrf
 * (security/csrf.routes.ts); the SPA from its index.html.
 */
export const csrfCheck = fp<{ tokens: CsrfTokens; secureCookies: boolean }>(
  async (app, { tokens, secureCookies }) => {
    const cookieName = csrfCookieName(secureCookies);
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      const header = request.headers[CSRF_HEADER];
      const cookie = readCookie(request, cookieName);
      if (typeof header !== 'string' || header !== cookie || !tokens.isValid(header))
        return reply.status(419).send({ message: CSRF_REFUSED_MESSAGE });
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest')
        return reply.status(403).send({ message: NOT_FROM_PAGE_MESSAGE });
    });
  },
  { name: 'shop-csrf-check', fastify: '5.x' },
);
