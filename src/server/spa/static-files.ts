import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export function mimeType(file: string): string {
  return MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** The path of `urlPath` inside `root`, or null when it would leave the folder or names no file. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * Sends a file, preferring a precompressed .br or .gz sibling that the build wrote when the
 * browser accepts it.
 */
export function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  cacheControl: string,
) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  let body = file;
  if (/\bbr\b/.test(accepts) && fs.existsSync(file + '.br')) {
    body = file + '.br';
    reply.header('content-encoding', 'br');
  } else if (/\bgzip\b/.test(accepts) && fs.existsSync(file + '.gz')) {
    body = file + '.gz';
    reply.header('content-encoding', 'gzip');
  }
  reply.header('vary', 'accept-encoding');
  reply.header('cache-control', cacheControl);
  reply.type(mimeType(file));
  return reply.send(fs.createReadStream(body));
}
