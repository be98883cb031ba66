import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ProductListItem } from '@common/api/catalogue.schema';
import { isOnSale } from '@common/pricing';
import { FitMark, fitOf } from '@client/components/fit-mark/fit-mark';
import { Price } from '@client/components/price';
import { WishlistToggle } from '@client/domains/wishlist/wishlist-toggle';
import { ProductImage } from '@client/components/product-image/product-image';

export const productName = (p: Pick<ProductListItem, 'fullname_hu' | 'fullname_en'>) =>
  p.fullname_hu.trim() || p.fullname_en.trim();

/** The first `max` values, and how many more ('S · M · L · +2'). */
function shortList(values: string[], max: number): string {
  const shown = values.slice(0, max).join(' · ');
  return values.length > max ? `${shown} · +${values.length - max}` : shown;
}

/** The card's picture slot: 2 columns on phones, 4 (compact: 4 from 600 px, 5) from 1100 px. */
const CARD_SIZES = '(min-width: 1100px) 280px, 50vw';
const COMPACT_SIZES = '(min-width: 1100px) 230px, (min-width: 600px) 25vw, 50vw';

/**
 * A product in a list: image, name, price ('from' when prices differ, old price crossed out on sale).
 * Memoized: when the rest of a page's cards arrive (use-cards-in-two-steps.ts), or the category tree
 * or the filter counts do, a card whose product is unchanged is not drawn again.
 */
export const ProductCard = memo(function ProductCard({
  product,
  bikeId,
  onOpen,
  compact = false,
  priority = false,
}: {
  product: ProductListItem;
  bikeId: number | null;
  /** The clothing and helmet lists' dense card, with the sizes and colours (spec section 2). */
  compact?: boolean;
  /** The first cards of a list: their pictures load at once, with high priority. */
  priority?: boolean;
  /** Told, with the product's alias, when the shopper opens the product from this card. */
  onOpen?: (alias: string) => void;
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
    <article className={compact ? 'product-card product-card--compact' : 'product-card'}>
      <Link
        to={`/termek/${encodeURIComponent(product.alias)}`}
        className="product-card__link"
        onClick={onOpen ? () => onOpen(product.alias) : undefined}
      >
        <span className="product-card__image">
          {image ? (
            <ProductImage
              src={image}
              alt=""
              width={320}
              height={320}
              sizes={compact ? COMPACT_SIZES : CARD_SIZES}
              priority={priority}
            />
          ) : null}
        </span>
        <h2 className="product-card__name">{name}</h2>
      </Link>
      {compact && product.sizes?.length ? (
        <p className="product-card__options">
          <span className="visually-hidden">Méretek: </span>
          {shortList(product.sizes, 6)}
        </p>
      ) : null}
      {compact && product.colours?.length ? (
        <p className="product-card__options product-card__options--colours">
          <span className="visually-hidden">Színek: </span>
          {shortList(product.colours, 3)}
        </p>
      ) : null}
      <p className="product-card__price">
        <span className="visually-hidden">Ár: </span>
        <Price value={product.effectivePrice} from={from} />
        {old !== null ? <Price value={old} old /> : null}
        {old !== null ? <span className="product-card__sale">Akció</span> : null}
      </p>
      <FitMark fit={fitOf(bikeId, Boolean(product.fitment), fits)} className="product-card__fits" />
      <span className="product-card__wish">
        <WishlistToggle productId={product.id} name={name} />
      </span>
    </article>
  );
});
