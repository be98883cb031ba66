import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { parseRenditionPath } from '@common/image-renditions';
import { NotFoundError } from '../errors';
import { rendition } from '../services/images/renditions.service';

const MIME = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

/** True when If-None-Match names the validator (a list, weak or not, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * `/media/w/{320|640|1200}/{picture}.{avif|webp|jpg}`: a /media/ picture resized
 * (services/images/renditions.service.ts). An upload's name is its content hash, so its renditions
 * are cached for a year as immutable; the demo's pictures keep their names when rewritten, so theirs
 * are cached for an hour and revalidated by ETag. Unknown sizes and missing pictures answer 404, a
 * broken or too large picture 422, through the one error handler.
 */
export function registerRenditionRoutes(
  app: FastifyInstance,
  dirs: { mediaDir: string; cacheDir: string },
): void {
  app.get('/media/w/*', async (request, reply) => {
    const wanted = parseRenditionPath(request.url.split('?')[0] ?? '');
    if (!wanted) throw new NotFoundError();
    const made = await rendition(dirs, wanted);
    reply
      .header('etag', made.etag)
      .header(
        'cache-control',
        made.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      )
      .type(MIME[wanted.format]);
    if (matches(request.headers['if-none-match'], made.etag)) return reply.status(304).send();
    const stat = await fs.promises.stat(made.file);
    reply.header('content-length', stat.size);
    return reply.send(fs.createReadStream(made.file));
  });
}
