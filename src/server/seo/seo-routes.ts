import type { FastifyInstance } from 'fastify';
import { arukeresoFeed } from '../feeds/arukereso-feed';
import { googleFeed } from '../feeds/google-feed';
import { cachedDocument, sendDocument } from './cached-document';
import type { SeoContext } from './seo-context';
import {
  categorySitemap,
  pageSitemap,
  productSitemap,
  productSitemapCount,
  robotsTxt,
  sitemapIndex,
} from './sitemap';

const XML = 'application/xml; charset=utf-8';

/** robots.txt, the sitemaps and the product feeds for price-comparison sites (docs/seo.md). */
export function registerSeoRoutes(app: FastifyInstance, seo: SeoContext): void {
  const { baseUrl } = seo;
  const notFound = (reply: import('fastify').FastifyReply) =>
    reply.status(404).type('text/plain; charset=utf-8').send('Nem található.');

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(baseUrl)),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const doc = await cachedDocument(app.db, 'sitemap-index', () =>
      lazy(() => sitemapIndex(app.db, baseUrl)),
    );
    return sendDocument(request, reply, doc, XML);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const file = request.params.file;
    const product = /^products-(\d{1,4})\.xml$/.exec(file);
    let generate: (() => AsyncIterable<string>) | null = null;
    if (file === 'categories.xml') generate = () => lazy(() => categorySitemap(app.db, baseUrl));
    else if (file === 'pages.xml') generate = () => lazy(() => pageSitemap(app.db, baseUrl));
    else if (product) {
      const n = Number(product[1]);
      if (n < 1 || n > (await productSitemapCount(app.db))) return notFound(reply);
      generate = () => lazy(() => productSitemap(app.db, baseUrl, n));
    }
    if (!generate) return notFound(reply);
    const doc = await cachedDocument(app.db, `sitemap:${file}`, generate);
    return sendDocument(request, reply, doc, XML);
  });

  app.get('/feeds/google.xml', async (request, reply) => {
    const doc = await cachedDocument(app.db, 'feed:google', () =>
      googleFeed(app.db, { name: seo.brand, baseUrl, description: seo.defaultDescription }),
    );
    return sendDocument(request, reply, doc, XML);
  });

  app.get('/feeds/arukereso.xml', async (request, reply) => {
    const doc = await cachedDocument(app.db, 'feed:arukereso', () =>
      arukeresoFeed(app.db, baseUrl),
    );
    return sendDocument(request, reply, doc, XML);
  });
}

/** An async iterable whose source is made only when it is read. */
async function* lazy(source: () => Promise<AsyncIterable<string> | null>): AsyncGenerator<string> {
  const chunks = await source();
  if (chunks) yield* chunks;
}
