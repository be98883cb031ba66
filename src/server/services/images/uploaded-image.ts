import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { UnprocessableError } from '../../errors';

/**
 * Pictures uploaded in the back office (products, bike types): checked by decoding every pixel and
 * stored once under DATA_DIR/media/uploads, named by their content hash (the same picture uploaded
 * twice is one file, and a name never changes its content, so it can be cached for good).
 */

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TOO_BIG_MESSAGE = 'A kép túl nagy: legfeljebb 10 MB-os fájlt tölthet fel.';
export const BROKEN_IMAGE_MESSAGE =
  'A feltöltött fájl nem kép, vagy sérült. JPEG, PNG, WebP, AVIF vagy GIF képet töltsön fel.';
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = 'A kép túl nagy: legfeljebb 40 megapixeles lehet.';

const MAX_PIXELS = 40_000_000;
const EXTENSIONS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  heif: 'avif',
  gif: 'gif',
};

/** Decodes the whole picture: a truncated, forged or non-image file fails here, not in a shopper's browser. */
async function checkedFormat(upload: Buffer): Promise<string> {
  if (upload.length > MAX_IMAGE_BYTES) throw new UnprocessableError(IMAGE_TOO_BIG_MESSAGE);
  try {
    const image = sharp(upload, { failOn: 'error', limitInputPixels: MAX_PIXELS });
    const meta = await image.metadata();
    const format = meta.format;
    if (!format || !(format in EXTENSIONS) || !meta.width || !meta.height)
      throw new UnprocessableError(BROKEN_IMAGE_MESSAGE);
    // metadata() reads only the header: decode every pixel to find truncated or corrupt data.
    await image.raw().toBuffer();
    return format;
  } catch (error) {
    if (error instanceof UnprocessableError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new UnprocessableError(IMAGE_TOO_MANY_PIXELS_MESSAGE);
    throw new UnprocessableError(BROKEN_IMAGE_MESSAGE);
  }
}

/** Stores bytes under media/<folder>/<hash>.<ext> once; returns the /media/ URL. */
export async function storeByHash(
  mediaDir: string,
  folder: string,
  bytes: Buffer,
  extension: string,
): Promise<string> {
  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const name = `${hash}.${extension}`;
  const dir = path.join(mediaDir, folder);
  await fs.promises.mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) {
    // Written under a temporary name and renamed, so a half-written file is never served.
    const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.promises.writeFile(temp, bytes);
    await fs.promises.rename(temp, file);
  }
  return `/media/${folder}/${name}`;
}

/** Checks an uploaded picture and stores it; returns its URL (/media/uploads/<hash>.<ext>). */
export async function storeUploadedImage(mediaDir: string, upload: Buffer): Promise<string> {
  const format = await checkedFormat(upload);
  return storeByHash(mediaDir, 'uploads', upload, EXTENSIONS[format] ?? format);
}
