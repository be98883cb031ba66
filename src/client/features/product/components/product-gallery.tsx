import { useState } from 'react';
import { GALLERY_STAGE_SIZES } from '@common/image-renditions';
import { ProductImage } from '@client/components/product-image/product-image';
import { useImageStrip } from '../use-image-strip';

/**
 * The large image and the thumbnail strip under it. A thumbnail is a button that swaps the large image
 * (spec section 2); the arrows move the strip in steps.
 */
export function ProductGallery({
  images,
  name,
}: {
  images: readonly { url: string }[];
  name: string;
}) {
  const [current, setCurrent] = useState(0);
  const { viewportRef, trackRef, step } = useImageStrip();
  const large = images[current] ?? images[0];

  return (
    <section className="gallery" aria-label="Termékképek">
      <div className="gallery__stage">
        {large ? (
          <ProductImage
            className="gallery__image"
            src={large.url}
            alt={name}
            width={800}
            height={800}
            sizes={GALLERY_STAGE_SIZES}
            priority
          />
        ) : (
          <div className="gallery__empty" role="img" aria-label="Ehhez a termékhez nincs kép">
            <span aria-hidden="true">Nincs kép</span>
          </div>
        )}
      </div>
      {images.length > 1 ? (
        <div className="image-strip">
          <button
            type="button"
            className="image-strip__arrow image-strip__arrow--prev"
            aria-label="Előző képek"
            onClick={() => step(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="image-strip__viewport" ref={viewportRef}>
            <ul className="image-strip__track" ref={trackRef}>
              {images.map((image, index) => (
                <li key={`${image.url}-${index}`}>
                  <button
                    type="button"
                    className="image-strip__thumb"
                    aria-label={`${index + 1}. kép megjelenítése`}
                    aria-pressed={index === current}
                    onClick={() => setCurrent(index)}
                  >
                    <ProductImage src={image.url} alt="" width={100} height={100} sizes="100px" />
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <button
            type="button"
            className="image-strip__arrow image-strip__arrow--next"
            aria-label="Következő képek"
            onClick={() => step(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
