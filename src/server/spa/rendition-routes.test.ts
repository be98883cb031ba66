import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '@common/image-renditions';
import { productSvg } from '../seed/demo-media';
import { adminCall, staffToken } from '../testing/admin-helpers';
import { type CartFixture, seedCartCatalogue } from '../testing/cart-fixtures';
import { type TestApp, createTestApp } from '../testing/test-helpers';

jest.setTimeout(120_000);

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const SHARP_FORMAT = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const;
const MIME = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

const media = (relative: string) => path.join(t.config.dataDir, 'media', ...relative.split('/'));
const cacheDir = () => path.join(t.config.dataDir, 'cache', 'renditions');
function put(relative: string, bytes: string | Buffer) {
  fs.mkdirSync(path.dirname(media(relative)), { recursive: true });
  fs.writeFileSync(media(relative), bytes);
}
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Every file under a folder, relative, sorted. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0a5' } })
    .png()
    .toBuffer();

describe('renditions of the demo pictures (SVG)', () => {
  it('serves every width in AVIF, WebP and JPEG, really encoded at that width, with an ETag and 304', async () => {
    put(
      'products/sisak-1.svg',
      productSvg({ shape: 'helmet', colour: 'hsl(10 50% 40%)', title: 'Sisak', caption: 'Teszt' }),
    );
    for (const width of IMAGE_WIDTHS) {
      for (const format of IMAGE_FORMATS) {
        const res = await get(`/media/w/${width}/products/sisak-1.svg.${format}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(MIME[format]);
        expect(res.headers['cache-control']).toBe('public, max-age=3600');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe(SHARP_FORMAT[format]);
        if (format === 'avif') expect(meta.compression).toBe('av1');
        expect([meta.width, meta.height]).toEqual([width, width]);
        const again = await get(`/media/w/${width}/products/sisak-1.svg.${format}`, {
          'if-none-match': String(res.headers.etag),
        });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload).toHaveLength(0);
      }
    }
    // Made once each: 3 widths x 3 formats, in one folder named by the picture's content.
    expect(filesUnder(cacheDir())).toHaveLength(9);
    // The original address still works.
    const original = await get('/media/products/sisak-1.svg');
    expect(original.statusCode).toBe(200);
    expect(original.body).toContain('<svg');
  });

  it('makes new renditions when a picture is rewritten under the same name (new ETag)', async () => {
    const svg = (colour: string) =>
      productSvg({ shape: 'boot', colour, title: 'Csizma', caption: 'Teszt' });
    put('products/csizma-1.svg', svg('#102030'));
    const first = await get('/media/w/320/products/csizma-1.svg.jpg');
    put('products/csizma-1.svg', svg('#c02030'));
    fs.utimesSync(media('products/csizma-1.svg'), new Date(), new Date(Date.now() + 5000));
    const second = await get('/media/w/320/products/csizma-1.svg.jpg', {
      'if-none-match': String(first.headers.etag),
    });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    const { dominant } = await sharp(second.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(150);
  });
});

describe('renditions of uploaded pictures', () => {
  let f: CartFixture;
  let admin: string;
  beforeEach(async () => {
    f = await seedCartCatalogue(t.app.db);
    admin = await staffToken(t, 'admin');
  });
  const upload = (bytes: Buffer) =>
    adminCall(
      t,
      admin,
      'POST',
      `/api/admin/catalogue/products/${f.productId}/images`,
      bytes as unknown as string,
      'application/octet-stream',
    );

  it('resizes an upload (aspect kept, never enlarged), caches it for a year as immutable, answers 304', async () => {
    const res = await upload(await png(1600, 1000));
    expect(res.statusCode).toBe(200);
    const url = (res.json() as { images: { url: string }[] }).images.at(-1)?.url ?? '';
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    const source = url.slice('/media/'.length);
    for (const width of IMAGE_WIDTHS) {
      const got = await get(`/media/w/${width}/${source}.webp`);
      expect(got.statusCode).toBe(200);
      expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(got.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        'webp',
        width,
        Math.round((width * 1000) / 1600),
      ]);
    }
    const etag = String((await get(`/media/w/640/${source}.avif`)).headers.etag);
    const cached = await get(`/media/w/640/${source}.avif`, { 'if-none-match': `W/${etag}, "x"` });
    expect(cached.statusCode).toBe(304);

    const small = await upload(await png(400, 400));
    const smallUrl = (small.json() as { images: { url: string }[] }).images.at(-1)?.url ?? '';
    const big = await get(`/media/w/1200/${smallUrl.slice('/media/'.length)}.jpg`);
    const meta = await sharp(big.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 400]);
  });

  it('refuses a broken upload, so it never gets renditions', async () => {
    const picture = await png(400, 300);
    const res = await upload(picture.subarray(0, picture.length - 40));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message:
        'A feltöltött fájl nem kép, vagy sérült. JPEG, PNG, WebP, AVIF vagy GIF képet töltsön fel.',
    });
    expect(fs.existsSync(media('uploads'))).toBe(false);
  });
});

/** A PNG whose header claims width x height (the CRC fixed), with one row of data. */
async function claimedPng(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(1, 1));
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('bad requests and bad pictures', () => {
  it('answers 404 for unknown widths, formats, paths and missing pictures, 422 for a broken or oversized picture', async () => {
    put('products/jo.png', await png(50, 50));
    const picture = await png(300, 300);
    put('products/serult.png', picture.subarray(0, picture.length - 60));
    put('products/nem-kep.jpg', 'ez nem kép');
    put('products/hatalmas.png', await claimedPng(9000, 9000));
    put('products/tul-nagy.png', Buffer.alloc(11 * 1024 * 1024));

    for (const url of [
      '/media/w/500/products/jo.png.jpg',
      '/media/w/320/products/jo.png.gif',
      '/media/w/320/products/nincs.png.jpg',
      '/media/w/320/products/..%2F..%2Fetc%2Fpasswd.png.jpg',
      '/media/w/320/../../jo.png.jpg',
      '/media/w/320/products/jo.txt.jpg',
      '/media/w/320/uploads/0123456789abcdef0123456789abcdef.png.jpg',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
    for (const [name, message] of [
      ['serult.png', 'A kép sérült, ezért nem jeleníthető meg.'],
      ['nem-kep.jpg', 'A kép sérült, ezért nem jeleníthető meg.'],
      ['hatalmas.png', 'A kép túl nagy: legfeljebb 40 megapixeles lehet.'],
      ['tul-nagy.png', 'A kép sérült, ezért nem jeleníthető meg.'],
    ]) {
      const res = await get(`/media/w/320/products/${name}.webp`);
      expect([name, res.statusCode, res.json()]).toEqual([name, 422, { message }]);
    }
    expect((await get('/media/w/320/products/jo.png.jpg')).statusCode).toBe(200);
    expect(filesUnder(cacheDir())).toHaveLength(1);
  });
});

describe('concurrency', () => {
  it('two requests for the same new rendition make one file, and both get it whole', async () => {
    put(
      'products/kabat-1.svg',
      productSvg({ shape: 'jacket', colour: '#345', title: 'Kabát', caption: 'Teszt' }),
    );
    const [a, b] = await Promise.all([
      get('/media/w/1200/products/kabat-1.svg.avif'),
      get('/media/w/1200/products/kabat-1.svg.avif'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const files = filesUnder(cacheDir());
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f]{32}\/1200\.avif$/);
    expect(fs.readFileSync(path.join(cacheDir(), files[0] ?? '')).equals(a.rawPayload)).toBe(true);
    expect((await sharp(a.rawPayload).metadata()).width).toBe(1200);
  });
});
