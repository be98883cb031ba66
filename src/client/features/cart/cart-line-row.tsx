import { Link } from 'react-router-dom';
import type { CartLine } from '@common/api/cart.schema';
import {
  useDecCartMutation,
  useIncCartMutation,
  useRemoveFromCartMutation,
} from '@client/domains/cart/cart.api';
import { useAppSelector } from '@client/domains/store-hooks';
import { FitMark, fitOf } from '@client/components/fit-mark/fit-mark';
import { Price } from '@client/components/price';
import { ProductImage } from '@client/components/product-image/product-image';
import { selectChosenBikeId } from '@client/domains/bike/motorom.slice';

export const CLEARANCE_NOTICE =
  'Végkiárusítás! Rendelést csak a készlet erejéig tudjuk teljesíteni.';

/** One cart line: image, name, unit price, minus/plus/'Eltávolítás' and the line sum (spec section 2). */
export function CartLineRow({ line, cartId }: { line: CartLine; cartId: string }) {
  const [dec, decState] = useDecCartMutation();
  const [inc, incState] = useIncCartMutation();
  const [remove, removeState] = useRemoveFromCartMutation();
  const bikeId = useAppSelector(selectChosenBikeId);
  // A cart line knows the bikes its own variant fits (the variant is what is bought).
  const fit = fitOf(
    bikeId,
    line.variant.bikesArray.length > 0,
    bikeId !== null && line.variant.bikesArray.includes(bikeId),
  );
  const busy = decState.isLoading || incState.isLoading || removeState.isLoading;
  const productName = line.product.fullname_hu || line.product.fullname_en || line.name;
  const variantName = line.variant.name_hu || line.variant.name_en;
  const fullName = variantName ? `${productName} (${variantName})` : productName;
  const args = { id: line.id, cart_id: cartId };
  const clearance = line.variant.availability === 'vegkiarusitas';
  // Clearance is sold only while stock lasts: the server would refuse one more.
  const atStock = clearance && line.quantity >= line.variant.stock;

  return (
    <tr role="row" className="cart-line">
      <td role="cell" className="cart-line__image">
        {line.product.image ? (
          <ProductImage src={line.product.image} alt="" width={72} height={72} sizes="72px" />
        ) : null}
      </td>
      <th role="rowheader" scope="row" className="cart-line__name">
        <Link to={`/termek/${line.product.alias}`}>{productName}</Link>
        {variantName ? <span className="cart-line__variant">{variantName}</span> : null}
        <span className="cart-line__sku muted">Cikkszám: {line.variant.cikkszam}</span>
        <FitMark fit={fit} />
        {line.variant.availability === 'vegkiarusitas' ? (
          <p className="cart-line__notice">{CLEARANCE_NOTICE}</p>
        ) : null}
      </th>
      <td role="cell" className="cart-line__unit" data-label="Egységár">
        <Price value={line.price} />
      </td>
      <td role="cell" className="cart-line__quantity" data-label="Mennyiség">
        <div className="cart-qty">
          <button
            type="button"
            className="cart-qty__button"
            aria-label={`Egy darabbal kevesebb: ${fullName}`}
            // Quantity minimum is 1 (spec section 5); 'Eltávolítás' removes the line.
            disabled={busy || line.quantity <= 1}
            onClick={() => void dec(args)}
          >
            −
          </button>
          <output
            className="cart-qty__value"
            aria-label={`Mennyiség: ${fullName}`}
            aria-live="polite"
          >
            {line.quantity}
          </output>
          <button
            type="button"
            className="cart-qty__button"
            aria-label={`Egy darabbal több: ${fullName}`}
            disabled={busy || atStock}
            onClick={() => void inc(args)}
          >
            +
          </button>
        </div>
        <button
          type="button"
          className="link-button cart-line__remove"
          aria-label={`Eltávolítás: ${fullName}`}
          disabled={busy}
          onClick={() => void remove(args)}
        >
          Eltávolítás
        </button>
      </td>
      <td role="cell" className="cart-line__sum" data-label="Összesen">
        <Price value={line.price * line.quantity} />
      </td>
    </tr>
  );
}
