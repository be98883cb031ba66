import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ImageFormat, RenditionRequest } from '@common/image-renditions';
import { NotFoundError, UnprocessableError } from '../../errors';
import { IMAGE_TOO_MANY_PIXELS_MESSAGE, MAX_IMAGE_BYTES } from './uploaded-image';

/**
 * The resized pictures of /media/w/… (common/image-renditions.ts). Each is encoded once, from the
 * picture's content: the file is kept under `<cacheDir>/<content hash>/<width>.<format>`, so a demo
 * picture rewritten under the same name gets new renditions, and an upload (already named by its
 * hash) is never read twice. sharp encodes on libuv's thread pool, never on the event loop; at most
 * MAX_ENCODES encodings run at once (AVIF is heavy), the rest wait their turn. Concurrent requests
 * for the same rendition in one process share one encoding; across processes each writes a
 * temporary file and renames it, so a reader never sees half a file.
 */

export const SOURCE_BROKEN_MESSAGE = 'A kép sérült, ezért nem jeleníthető meg.';
const MAX_PIXELS = 40_000_000;
const MAX_ENCODES = 2;

const ENCODE: Record<ImageFormat, (image: Sharp) => Sharp> = {
  // Effort 2 of 9: AVIF at sharp's default effort takes seconds per picture on a busy server.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 3 }),
  jpg: (image) =>
    image
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

export interface Rendition {
  file: string;
  /** Strong validator: the picture's content hash, width and format. */
  etag: string;
  /** True when the picture's URL names its content (uploads): the rendition never changes. */
  immutable: boolean;
}

let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_ENCODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Encodings under way in this process, by target file. */
const building = new Map<string, Promise<void>>();
/** Content hashes of pictures that are not named by their content, by path, size and mtime. */
const hashes = new Map<string, { key: string; hash: string }>();

const UPLOAD = /^uploads\/([0-9a-f]{32})\.[a-z]+$/;

async function sourceHash(file: string, source: string): Promise<{ hash: string; bytes?: Buffer }> {
  const named = UPLOAD.exec(source);
  if (named) return { hash: named[1] as string };
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) throw new NotFoundError();
  if (stat.size > MAX_IMAGE_BYTES) throw new UnprocessableError(SOURCE_BROKEN_MESSAGE);
  const key = `${stat.size}:${stat.mtimeMs}`;
  const known = hashes.get(file);
  if (known?.key === key) return { hash: known.hash };
  const bytes = await fs.promises.readFile(file);
  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  hashes.set(file, { key, hash });
  return { hash, bytes };
}

async function encode(bytes: Buffer, svg: boolean, request: RenditionRequest): Promise<Buffer> {
  try {
    let density: number | undefined;
    if (svg) {
      // A vector picture is drawn at the asked width (not drawn small and blown up).
      const meta = await sharp(bytes).metadata();
      if (meta.width) density = Math.min(1200, Math.ceil((72 * request.width) / meta.width));
    }
    const image = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAX_PIXELS,
      ...(density ? { density } : {}),
    })
      .rotate()
      // A raster smaller than the width is not blown up: the browser scales it, bytes are saved.
      .resize({ width: request.width, withoutEnlargement: !svg });
    return await ENCODE[request.format](image).toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new UnprocessableError(IMAGE_TOO_MANY_PIXELS_MESSAGE);
    throw new UnprocessableError(SOURCE_BROKEN_MESSAGE);
  }
}

async function make(file: string, target: string, request: RenditionRequest, given?: Buffer) {
  const bytes =
    given ??
    (await fs.promises.readFile(file).catch(() => {
      throw new NotFoundError();
    }));
  if (bytes.length > MAX_IMAGE_BYTES) throw new UnprocessableError(SOURCE_BROKEN_MESSAGE);
  const data = await limited(() => encode(bytes, request.source.endsWith('.svg'), request));
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  await fs.promises.writeFile(temp, data);
  await fs.promises.rename(temp, target);
}

/**
 * The file of one rendition, made on first request. NotFoundError when the picture does not exist,
 * UnprocessableError when it cannot be decoded or is too large (never a 500 for a bad picture).
 */
export async function rendition(
  dirs: { mediaDir: string; cacheDir: string },
  request: RenditionRequest,
): Promise<Rendition> {
  const file = path.join(dirs.mediaDir, ...request.source.split('/'));
  if (!file.startsWith(path.resolve(dirs.mediaDir) + path.sep)) throw new NotFoundError();
  const { hash, bytes } = await sourceHash(file, request.source);
  const target = path.join(dirs.cacheDir, hash, `${request.width}.${request.format}`);
  const answer: Rendition = {
    file: target,
    etag: `"${hash.slice(0, 20)}-${request.width}-${request.format}"`,
    immutable: UPLOAD.test(request.source),
  };
  if (
    await fs.promises.access(target).then(
      () => true,
      () => false,
    )
  )
    return answer;
  let work = building.get(target);
  if (!work) {
    work = make(file, target, request, bytes).finally(() => building.delete(target));
    building.set(target, work);
  }
  await work;
  return answer;
}
