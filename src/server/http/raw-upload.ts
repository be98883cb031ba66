import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors';

/** Uploads arrive as raw bytes; what they are is found out from the bytes, never from the header. */
const UPLOAD_TYPES = [
  'application/octet-stream',
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
];

const NOT_RAW_UPLOAD = 'A fájlt nyers bájtokként (application/octet-stream) kell küldeni.';

/** The plugin's routes take bodies of these content types as raw bytes, up to `bodyLimit`. */
export function acceptRawBodies(
  app: FastifyInstance,
  bodyLimit: number,
  contentTypes: string[] = UPLOAD_TYPES,
): void {
  app.addContentTypeParser(contentTypes, { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
}

/** The uploaded bytes (no body schema: Ajv cannot describe a Buffer). */
export function uploaded(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) throw new BadRequestError(NOT_RAW_UPLOAD);
  return body;
}
