import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '@common/api/catalogue.schema';
import { netPrice } from '@common/pricing';
import { useAddToCart } from '@client/domains/cart/use-add-to-cart';
import { Price } from '@client/components/price';
import { BackInStockSlot, SizeAdvisorSlot } from '../buy-box-extras';
import { shownPrice } from '../product-pricing';
import { autoSelectedVariantId } from '../variants';
import { Availability } from './availability';
import { BikeFitNotice } from './bike-fit-notice';
import { DeliveryPerks } from './delivery-perks';
import { QuantityControl } from './quantity-control';
import { VariantSelect } from './variant-select';

/** Variant choice, price, availability, quantity and the cart buttons. */
export function ProductBuyBox({
  product,
  bikeId,
  bikeName,
}: {
  product: Product;
  bikeId: number | null;
  bikeName: string | null;
}) {
  const selectId = useId();
  const [variantId, setVariantId] = useState(() => autoSelectedVariantId(product.variants, bikeId));
  const [quantity, setQuantity] = useState(1);
  const { addToCart, isAdding } = useAddToCart();
  const selected = product.variants.find((v) => v.id === variantId) ?? null;
  const price = shownPrice(product, selected);

  return (
    <section className="buy-box" aria-label="Vásárlás">
      <VariantSelect
        id={selectId}
        variants={product.variants}
        bikeId={bikeId}
        bikeName={bikeName}
        value={selected?.id ?? 0}
        onChange={setVariantId}
      />
      <SizeAdvisorSlot product={product} selected={selected} onChoose={setVariantId} />
      <BikeFitNotice
        variants={product.variants}
        selected={selected}
        bikeId={bikeId}
        bikeName={bikeName}
      />

      <div className="buy-box__prices">
        <p className="buy-box__price">
          <span className="visually-hidden">Ár: </span>
          <Price value={price.value} from={price.from} className="price--large" />
          {price.old !== null ? <Price value={price.old} old /> : null}
          {price.old !== null ? <span className="sale-badge">Akció</span> : null}
        </p>
        <p className="buy-box__net">
          <Price value={netPrice(price.value)} from={price.from} /> <span>nettó</span>
          <span className="buy-box__vat"> (az ár 27% áfát tartalmaz)</span>
        </p>
      </div>

      {selected ? (
        <p className="buy-box__availability">
          <span className="buy-box__availability-label">Elérhetőség: </span>
          <Availability variant={selected} />
        </p>
      ) : null}
      <BackInStockSlot variant={selected} />

      <div className="buy-box__actions">
        <QuantityControl value={quantity} onChange={setQuantity} />
        <button
          type="button"
          className="button button--primary buy-box__add"
          disabled={isAdding}
          onClick={() =>
            addToCart({ variantId: selected?.id ?? 0, quantity, productAlias: product.alias })
          }
        >
          Kosárba
        </button>
        <Link to="/kosar" className="button buy-box__pay">
          Tovább a kosárhoz
        </Link>
      </div>
      <DeliveryPerks />
    </section>
  );
}
