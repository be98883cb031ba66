import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { cachedResult } from '../services/catalogue/catalogue-cache';

/** A generated document (feed, sitemap), kept gzipped: a 20 000-product feed is tens of MB as text. */
export interface BuiltDocument {
  gzip: Buffer;
  etag: string;
  /** Size of the uncompressed text in bytes. */
  bytes: number;
}

/** Streams the generator's text through gzip (zlib works on the thread pool, off the event loop). */
async function build(chunks: AsyncIterable<string>): Promise<BuiltDocument> {
  // Level 1: the feeds are very repetitive, so it packs them nearly as well as the default level
  // (measured in docs/seo.md) at a fraction of the CPU time.
  const gzip = zlib.createGzip({ level: 1 });
  const out: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => out.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    gzip.on('end', resolve);
    gzip.on('error', reject);
  });
  let bytes = 0;
  for await (const text of chunks) {
    const buffer = Buffer.from(text, 'utf8');
    bytes += buffer.length;
    if (!gzip.write(buffer)) await new Promise((resolve) => gzip.once('drain', resolve));
  }
  gzip.end();
  await finished;
  const body = Buffer.concat(out);
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  return { gzip: body, etag, bytes };
}

/**
 * The document from the catalogue cache: rebuilt when the catalogue changes (its version, checked
 * every second) and at the latest a minute after it was built, so content edits show within a minute.
 * Concurrent requests share one build.
 */
export function cachedDocument(
  db: Db,
  key: string,
  generate: () => AsyncIterable<string>,
): Promise<BuiltDocument> {
  return cachedResult(db, `document:${key}`, () => build(generate()));
}

/** Sends a built document gzipped (or unpacked for a client that cannot take gzip), with its ETag. */
export async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  doc: BuiltDocument,
  contentType: string,
) {
  reply
    .header('etag', doc.etag)
    .header('vary', 'accept-encoding')
    .header('cache-control', 'public, max-age=300')
    .type(contentType);
  if (request.headers['if-none-match'] === doc.etag) return reply.status(304).send();
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(doc.gzip);
  }
  return reply.send(
    await new Promise<Buffer>((resolve, reject) =>
      zlib.gunzip(doc.gzip, (error, text) => (error ? reject(error) : resolve(text))),
    ),
  );
}
