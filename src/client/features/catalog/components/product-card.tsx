import { Link } from 'react-router-dom';
import type { ProductListItem } from '@common/api/catalogue.schema';
import { isOnSale } from '@common/pricing';
import { Price } from '@client/components/price';

export const productName = (p: Pick<ProductListItem, 'fullname_hu' | 'fullname_en'>) =>
  p.fullname_hu.trim() || p.fullname_en.trim();

/** A product in a list: image, name, price ('from' when prices differ, old price crossed out on sale). */
export function ProductCard({
  product,
  bikeId,
  onOpen,
}: {
  product: ProductListItem;
  bikeId: number | null;
  /** Told when the shopper opens the product from this card. */
  onOpen?: () => void;
}) {
  const name = productName(product);
  const image = product.images[0]?.url;
  const from = product.start_price_curr_hu !== product.top_price_curr_hu;
  const old = isOnSale(product.effectivePrice, product.start_price_prev_hu)
    ? product.start_price_prev_hu
    : null;
  // List answers mark a variant's bikesArray with the requested bike when it fits (API.md).
  const fits = bikeId !== null && product.variants.some((v) => v.bikesArray.includes(bikeId));

  return (
    <article className="product-card">
      <Link
        to={`/termek/${encodeURIComponent(product.alias)}`}
        className="product-card__link"
        onClick={onOpen}
      >
        <span className="product-card__image">
          {image ? <img src={image} alt="" loading="lazy" width={320} height={320} /> : null}
        </span>
        <h2 className="product-card__name">{name}</h2>
      </Link>
      <p className="product-card__price">
        <span className="visually-hidden">Ár: </span>
        <Price value={product.effectivePrice} from={from} />
        {old !== null ? <Price value={old} old /> : null}
        {old !== null ? <span className="product-card__sale">Akció</span> : null}
      </p>
      {fits ? <p className="product-card__fits">Illik a motorodhoz</p> : null}
    </article>
  );
}
