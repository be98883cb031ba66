import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzip = promisify(zlib.gzip);

/** Below this a page is sent as it is: gzip would save less than a packet. */
const MIN_GZIP_BYTES = 1400;

/**
 * Sends a page's HTML, gzipped for a client that takes gzip. A list's page carries its first API
 * answers (first-answers.ts), about 30 KB of JSON: unpacked, a first visit on a phone network waits
 * for two more round trips before it has the whole page. A proxy in front (docs/deploy.md) leaves an
 * answer that already has its Content-Encoding as it is. zlib works on the thread pool.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<FastifyReply> {
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  const body = Buffer.from(html, 'utf8');
  if (
    body.length < MIN_GZIP_BYTES ||
    !/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
  )
    return reply.send(body);
  return reply.header('content-encoding', 'gzip').send(await gzip(body, { level: 6 }));
}
