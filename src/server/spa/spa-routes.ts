import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ShopInfo } from '@common/api/content.schema';
import { type CsrfTokens, ensureCsrfCookie } from '../security/csrf';
import { loadIndexHtml } from './index-html';
import { resolveInside, sendFile } from './static-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/**
 * Serves the built SPA: hashed assets for a year, other public files for an hour, media files
 * from DATA_DIR/media, and index.html (never cached, with a fresh anti-forgery token) for every
 * other GET so the client router can take the path.
 */
export function registerSpaRoutes(
  app: FastifyInstance,
  opts: {
    distDir: string;
    mediaDir: string;
    shopInfo: ShopInfo;
    csrf: CsrfTokens;
    secureCookies: boolean;
  },
): void {
  const distDir = path.resolve(opts.distDir);
  const mediaDir = path.resolve(opts.mediaDir);
  const renderIndex = loadIndexHtml(distDir, opts.shopInfo);

  app.get('/media/*', (request, reply) => {
    const file = resolveInside(mediaDir, request.url.slice('/media'.length));
    if (!file) return reply.status(404).send({ message: 'Nem található.' });
    return sendFile(request, reply, file, SHORT);
  });

  app.get('/*', (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/api/')) return reply.status(404).send({ message: 'Nem található.' });
    if (urlPath !== '/' && urlPath !== '/index.html') {
      const file = resolveInside(distDir, urlPath);
      if (file)
        return sendFile(request, reply, file, urlPath.startsWith('/assets/') ? IMMUTABLE : SHORT);
      // A missing asset is a 404, not the SPA: a stale hashed name must not get HTML back.
      if (urlPath.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(urlPath)) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Nem található.');
      }
    }
    const token = ensureCsrfCookie(opts.csrf, request, reply, opts.secureCookies);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderIndex(token));
  });
}
