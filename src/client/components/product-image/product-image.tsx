import { renditionSrcSet, renditionUrl } from '@common/image-renditions';

/**
 * A product picture in the sizes the server makes (320, 640 and 1200 px in AVIF and WebP, JPEG for
 * the rest; docs/performance.md, "Images"): the browser picks the format it reads and the width the
 * `sizes` slot needs. `width`/`height` give the box its shape before the picture arrives (no layout
 * shift). Pictures outside /media/ are shown as they are. `priority` is for the picture the page is
 * about (the product page's main image, the first cards of a list): loaded at once and early; every
 * other picture waits until it nears the screen.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The slot's width as a `sizes` attribute, e.g. `(min-width: 1100px) 280px, 50vw`. */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const img = {
    alt,
    width,
    height,
    className,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };
  const avif = renditionSrcSet(src, 'avif');
  if (avif === null) return <img src={src} {...img} />;
  return (
    <picture className="product-image">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={renditionSrcSet(src, 'webp') ?? undefined} sizes={sizes} />
      <img
        src={renditionUrl(src, 640, 'jpg') ?? src}
        srcSet={renditionSrcSet(src, 'jpg') ?? undefined}
        sizes={sizes}
        {...img}
      />
    </picture>
  );
}
