import fp from 'fastify-plugin';

/** One year; no includeSubDomains, so other hosts under the shop's domain are not forced onto https. */
export const HSTS = 'max-age=31536000';

/** GA4 with gtag.js (developers.google.com/tag-platform/security/guides/csp); images are already https:. */
const GA4_SCRIPT = 'https://*.googletagmanager.com';
const GA4_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Security headers on every answer; the CSP allows only our own scripts and the configured embeds.
 * Ours rather than @fastify/helmet: helmet's defaults differ (style-src, img-src, upgrade-insecure-
 * requests, extra headers) and configuring it to exactly this policy would only restate it.
 */
export const securityHeaders = fp<{
  frameSources: string[];
  connectSources: string[];
  /**
   * Strict-Transport-Security, when PUBLIC_URL is https: browsers then use https only for a year,
   * even when a link or a typed address says http. Not on a plain http shop (the demo).
   */
  hsts: boolean;
  /** GA_MEASUREMENT_ID is set: the GA4 tag's own origins, exactly as Google's CSP guide lists them. */
  analytics?: boolean;
}>(
  async (app, opts) => {
    const frames = [...new Set(opts.frameSources.map(originOf).filter(Boolean))].join(' ');
    const connects = [
      ...opts.connectSources.map(originOf).filter(Boolean),
      ...(opts.analytics ? GA4_CONNECT : []),
    ].join(' ');
    const csp = [
      "default-src 'self'",
      `script-src 'self'${opts.analytics ? ` ${GA4_SCRIPT}` : ''}`,
      // Sanitized shop HTML may carry style attributes; styles cannot run code.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self'",
      `connect-src 'self'${connects ? ` ${connects}` : ''}`,
      `frame-src${frames ? ` ${frames}` : " 'none'"}`,
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('content-security-policy', csp);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      if (opts.hsts) reply.header('strict-transport-security', HSTS);
      return payload;
    });
  },
  { name: 'shop-security-headers', fastify: '5.x' },
);
