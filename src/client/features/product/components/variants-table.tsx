import { useState } from 'react';
import type { Product, Variant } from '@common/api/catalogue.schema';
import { isOnSale } from '@common/pricing';
import { useAddToCart } from '@client/domains/cart/use-add-to-cart';
import { Price } from '@client/components/price';
import { fitsBike, parseProps, propertyColumns, variantName } from '../variants';
import { Availability } from './availability';
import { QuantityControl } from './quantity-control';

function VariantRow({
  variant,
  productAlias,
  columns,
  bikeId,
}: {
  variant: Variant;
  productAlias: string;
  columns: readonly string[];
  bikeId: number | null;
}) {
  const [quantity, setQuantity] = useState(1);
  const { addToCart, isAdding } = useAddToCart();
  const props = parseProps(variant.props);
  const name = variantName(variant);
  const fits = fitsBike(variant, bikeId);
  return (
    <tr
      role="row"
      className={fits ? 'variants-table__row variants-table__row--fits' : 'variants-table__row'}
    >
      <th role="rowheader" scope="row" data-label="Változat">
        {name}
        {fits ? <span className="fit-tag">Illik a motorodhoz</span> : null}
      </th>
      <td role="cell" data-label="Cikkszám">
        {variant.cikkszam}
      </td>
      {columns.map((column) => (
        <td role="cell" key={column} data-label={column}>
          {props[column] ?? '–'}
        </td>
      ))}
      <td role="cell" data-label="Elérhetőség">
        <Availability variant={variant} />
      </td>
      <td role="cell" data-label="Ár" className="variants-table__price">
        <span className="variants-table__prices">
          <Price value={variant.effectivePrice} />
          {isOnSale(variant.effectivePrice, variant.price_prev_hu) &&
          variant.price_prev_hu !== null ? (
            <Price value={variant.price_prev_hu} old />
          ) : null}
        </span>
      </td>
      <td role="cell" data-label="Kosárba" className="variants-table__buy">
        <QuantityControl value={quantity} onChange={setQuantity} subject={name} compact />
        <button
          type="button"
          className="button button--primary button--small"
          aria-label={`Kosárba: ${name}`}
          disabled={isAdding}
          onClick={() => addToCart({ variantId: variant.id, quantity, productAlias })}
        >
          Kosárba
        </button>
      </td>
    </tr>
  );
}

/**
 * Every variant with its item number, one column per property name found in the variants' props,
 * availability, price and its own quantity and add button (spec section 2).
 */
export function VariantsTable({ product, bikeId }: { product: Product; bikeId: number | null }) {
  const columns = propertyColumns(product.variants);
  if (product.variants.length === 0)
    return <p>Ennek a terméknek jelenleg nincs rendelhető változata.</p>;
  return (
    // Explicit roles: phones show the rows as cards (CSS display: block), which makes some browsers drop
    // the table semantics.
    <table role="table" className="variants-table">
      <caption className="visually-hidden">A termék változatai, elérhetőségük és áruk</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            Változat
          </th>
          <th role="columnheader" scope="col">
            Cikkszám
          </th>
          {columns.map((column) => (
            <th role="columnheader" key={column} scope="col">
              {column}
            </th>
          ))}
          <th role="columnheader" scope="col">
            Elérhetőség
          </th>
          <th role="columnheader" scope="col">
            Ár
          </th>
          <th role="columnheader" scope="col">
            Kosárba
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {product.variants.map((variant) => (
          <VariantRow
            key={variant.id}
            variant={variant}
            productAlias={product.alias}
            columns={columns}
            bikeId={bikeId}
          />
        ))}
      </tbody>
    </table>
  );
}
