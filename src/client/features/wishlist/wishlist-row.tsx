import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@common/api/catalogue.schema';
import { useAddToCart } from '@client/domains/cart/use-add-to-cart';
import { FitMark, fitOf } from '@client/components/fit-mark/fit-mark';
import { Price } from '@client/components/price';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { selectChosenBikeId } from '@client/domains/bike/motorom.slice';
import { productToggled } from '@client/domains/wishlist/wishlist.slice';

const nameOf = (p: Pick<Product, 'fullname_hu' | 'fullname_en'>) =>
  p.fullname_hu.trim() || p.fullname_en.trim();
const variantNameOf = (v: Product['variants'][number]) => v.name_hu.trim() || v.name_en.trim();

/**
 * The variant the button puts in the cart without asking: the only one, else the only one that fits
 * the active bike (the product page's rule, spec section 4). Otherwise the shopper picks it here.
 */
function preselected(product: Product, bikeId: number | null): number {
  if (product.variants.length === 1) return product.variants[0]?.id ?? 0;
  const fitting = product.variants.filter((v) => bikeId !== null && v.bikesArray.includes(bikeId));
  return fitting.length === 1 ? (fitting[0]?.id ?? 0) : 0;
}

/** One product of 'Kedvencek': picture, name, price, the variant choice where there are several, 'Kosárba'. */
export function WishlistRow({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const bikeId = useAppSelector(selectChosenBikeId);
  const [variantId, setVariantId] = useState(() => preselected(product, bikeId));
  const [asked, setAsked] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const { addToCart, isAdding } = useAddToCart();
  const name = nameOf(product);
  const image = product.images[0]?.url;
  const fitment = product.variants.some((v) => v.bikesArray.length > 0);
  const fits = bikeId !== null && product.variants.some((v) => v.bikesArray.includes(bikeId));
  const selectId = `kedvenc-valtozat-${product.id}`;
  const buy = () => {
    // Several variants and none chosen: asked here, beside the list (the product page's popup points
    // at that page's own controls).
    if (!variantId) {
      setAsked(true);
      select.current?.focus();
      return;
    }
    addToCart({ variantId, quantity: 1, productAlias: product.alias });
  };

  return (
    <li className="wishlist-row">
      <Link to={`/termek/${encodeURIComponent(product.alias)}`} className="wishlist-row__product">
        <span className="wishlist-row__image">
          {image ? <img src={image} alt="" width={96} height={96} loading="lazy" /> : null}
        </span>
        <span className="wishlist-row__name">{name}</span>
      </Link>
      <p className="wishlist-row__price">
        <span className="visually-hidden">Ár: </span>
        <Price
          value={product.effectivePrice}
          from={product.start_price_curr_hu !== product.top_price_curr_hu}
        />
      </p>
      <FitMark fit={fitOf(bikeId, fitment, fits)} />
      <div className="wishlist-row__buy">
        {product.variants.length > 1 ? (
          <div className="field">
            <label htmlFor={selectId}>Változat</label>
            <select
              ref={select}
              id={selectId}
              value={variantId || ''}
              aria-invalid={asked && !variantId}
              aria-describedby={asked && !variantId ? `${selectId}-hiba` : undefined}
              onChange={(event) => setVariantId(Number(event.target.value) || 0)}
            >
              <option value="">Válassz változatot…</option>
              {product.variants.map((v) => (
                <option key={v.id} value={v.id}>
                  {variantNameOf(v)} – {v.availabilityText}
                </option>
              ))}
            </select>
            {asked && !variantId ? (
              <p id={`${selectId}-hiba`} className="field__error" role="alert">
                Kérlek, válassz a termékváltozatok közül!
              </p>
            ) : null}
          </div>
        ) : null}
        <button
          type="button"
          className="button button--primary"
          disabled={isAdding}
          aria-label={`Kosárba: ${name}`}
          onClick={buy}
        >
          Kosárba
        </button>
        <button
          type="button"
          className="link-button"
          aria-label={`${name} törlése a kedvencek közül`}
          onClick={() => dispatch(productToggled(product.id))}
        >
          Törlés
        </button>
      </div>
    </li>
  );
}
