/**
 * Product pictures are served resized: every picture under /media/ (the demo's SVGs and the back
 * office's uploads) at these widths in these formats, at `/media/w/{width}/{picture path}.{format}`
 * (docs/performance.md, "Images"). The client builds srcset from these, the server makes the files
 * on first request, and the feeds and link previews use the JPEG.
 */
export const IMAGE_WIDTHS = [320, 640, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The picture types the renditions are made from (uploads are JPEG, PNG, WebP, AVIF or GIF). */
const SOURCE = /\.(jpe?g|png|webp|avif|gif|svg)$/i;

/** `/media/products/x-1.svg` -> `products/x-1.svg`; null for anything that has no renditions. */
export function renditionSource(url: string): string | null {
  if (!url.startsWith('/media/') || url.startsWith('/media/w/')) return null;
  const source = url.slice('/media/'.length).split(/[?#]/)[0] ?? '';
  if (!SOURCE.test(source)) return null;
  if (source.split('/').some((part) => part === '' || part === '.' || part === '..')) return null;
  return source;
}

/** The URL of one rendition of a /media/ picture, or null when the picture has none (other URLs). */
export function renditionUrl(url: string, width: ImageWidth, format: ImageFormat): string | null {
  const source = renditionSource(url);
  return source === null ? null : `/media/w/${width}/${source}.${format}`;
}

/** `320w, 640w, 1200w` candidates of one format, or null when the picture has no renditions. */
export function renditionSrcSet(url: string, format: ImageFormat): string | null {
  if (renditionSource(url) === null) return null;
  return IMAGE_WIDTHS.map((w) => `${renditionUrl(url, w, format)} ${w}w`).join(', ');
}

/**
 * The product page's large image slot (`sizes`): full width on phones, the left 1.1 of 2.1 columns
 * from 760 px (container 1240 px). The gallery shows it and the server preloads it with the same
 * value, so both pick the same file.
 */
export const GALLERY_STAGE_SIZES = '(min-width: 1240px) 620px, (min-width: 760px) 52vw, 100vw';

export interface RenditionRequest {
  /** Path of the picture inside the media folder, e.g. `products/x-1.svg` or `uploads/ab….jpg`. */
  source: string;
  width: ImageWidth;
  format: ImageFormat;
}

/** `/media/w/640/products/x-1.svg.webp` -> the request; null for anything else. */
export function parseRenditionPath(urlPath: string): RenditionRequest | null {
  const match = /^\/media\/w\/(\d+)\/(.+)\.(avif|webp|jpg)$/.exec(urlPath);
  if (!match) return null;
  const width = IMAGE_WIDTHS.find((w) => String(w) === match[1]);
  if (width === undefined) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(match[2] as string);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const source = renditionSource(`/media/${decoded}`);
  return source === null ? null : { source, width, format: match[3] as ImageFormat };
}

/**
 * The picture for crawlers and link previews (Google Shopping, Árukereső, Open Graph): the 1200 px
 * JPEG rendition, as they need a raster picture (the demo's originals are SVG); other URLs as given.
 */
export function rasterImageUrl(url: string): string {
  return renditionUrl(url, 1200, 'jpg') ?? url;
}
