import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ShopInfo } from '@common/api/content.schema';
import { hasActivePopup } from '../services/content/content.service';
import { type CsrfTokens, csrfCookieName, ensureCsrfCookie } from '../security/csrf';
import { renderHeadTags } from '../seo/head-tags';
import { resolvePage } from '../seo/page-resolver';
import { registerSeoRoutes } from '../seo/seo-routes';
import { type PageAnswer, type SeoContext, basicHead } from '../seo/seo-context';
import { answerFirstRequests, inlinedAnswersScript } from './first-answers';
import { loadIndexHtml } from './index-html';
import { loadScreenAssets } from './screen-assets';
import { screenChunkOf } from './screen-chunks';
import { sendPage } from './send-page';
import { registerRenditionRoutes } from './rendition-routes';
import { resolveInside } from './static-files';

const YEAR_MS = 365 * 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;

/**
 * Serves the built SPA: hashed assets for a year, other public files for an hour, media files
 * from DATA_DIR/media, and index.html (never cached, with a fresh anti-forgery token) for every
 * other GET so the client router can take the path. The index.html carries the page's own head
 * (title, description, canonical, Open Graph, JSON-LD) and status: 404 for an unknown product,
 * category, info page or blog article, 301 from a renamed product's old alias.
 */
export async function registerSpaRoutes(
  app: FastifyInstance,
  opts: {
    distDir: string;
    mediaDir: string;
    shopInfo: ShopInfo;
    csrf: CsrfTokens;
    secureCookies: boolean;
  },
): Promise<void> {
  const distDir = path.resolve(opts.distDir);
  const mediaDir = path.resolve(opts.mediaDir);
  const indexHtml = loadIndexHtml(distDir, opts.shopInfo);
  const screenAssets = loadScreenAssets(distDir);
  const baseUrl = app.config.publicUrl.replace(/\/+$/, '');
  const seo: SeoContext = {
    db: app.db,
    baseUrl,
    brand: opts.shopInfo.brandName,
    get defaultDescription() {
      return indexHtml.defaultDescription;
    },
    shop: {
      name: opts.shopInfo.brandName,
      url: baseUrl,
      phone: opts.shopInfo.phone,
      email: opts.shopInfo.email,
      sameAs: opts.shopInfo.socialLinks.map((link) => link.url),
    },
  };

  registerSeoRoutes(app, seo);

  // Media change at run time (generated images): served by @fastify/static's wildcard route.
  fs.mkdirSync(mediaDir, { recursive: true });
  registerRenditionRoutes(app, {
    mediaDir,
    cacheDir: path.join(app.config.dataDir, 'cache', 'renditions'),
  });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    preCompressed: false,
    maxAge: HOUR_MS,
  });

  app.get('/*', async (request, reply) => {
    const [urlPath = '/', search = ''] = request.url.split(/\?(.*)/s);
    if (urlPath.startsWith('/api/')) return reply.status(404).send({ message: 'Nem található.' });
    if (urlPath !== '/' && urlPath !== '/index.html') {
      if (resolveInside(distDir, urlPath)) {
        // @fastify/static: the build's .br/.gz when accepted, ETag and 304, Range.
        reply.header('vary', 'accept-encoding');
        return reply.sendFile(
          decodeURIComponent(urlPath),
          distDir,
          urlPath.startsWith('/assets/')
            ? { maxAge: YEAR_MS, immutable: true }
            : { maxAge: HOUR_MS },
        );
      }
      // A missing asset is a 404, not the SPA: a stale hashed name must not get HTML back.
      if (urlPath.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(urlPath)) {
        return reply.status(404).type('text/plain; charset=utf-8').send('Nem található.');
      }
    }
    const pagePath = urlPath === '/index.html' ? '/' : urlPath;
    const [page, announcement] = await Promise.all([
      resolvePage(seo, pagePath, new URLSearchParams(search)).catch(
        (error: unknown): PageAnswer => {
          // The shell still works without its head (the SPA loads its data itself): never a 500 page.
          request.log.error({ err: error }, 'page head failed');
          return { status: 200, head: basicHead(seo, null) };
        },
      ),
      // The announcement opens on every page once its formatted text is ready (announcement-popup.tsx):
      // its sanitizer comes with the HTML, after the screen's own files. A failed look-up only skips it.
      hasActivePopup(app.db).catch(() => false),
    ]);
    if (page.status === 301) {
      return reply.redirect(`${page.location}${search ? `?${search}` : ''}`, 301);
    }
    const token = ensureCsrfCookie(opts.csrf, request, reply, opts.secureCookies);
    const answers = await answerFirstRequests(app, page.head.firstRequests ?? [], {
      cookieName: csrfCookieName(opts.secureCookies),
      token,
    });
    // The announcement's text is read by every page's start (announcement-popup.tsx): asked with the HTML.
    const head = announcement
      ? { ...page.head, preloadData: [...(page.head.preloadData ?? []), '/api/getPopup'] }
      : page.head;
    reply.status(page.status).header('cache-control', 'no-store');
    return sendPage(
      request,
      reply,
      indexHtml.render(
        token,
        renderHeadTags(head, opts.shopInfo.brandName) +
          screenAssets.preloadTags(screenChunkOf(pagePath), announcement ? 'html-content' : null) +
          inlinedAnswersScript(answers),
      ),
    );
  });
}
