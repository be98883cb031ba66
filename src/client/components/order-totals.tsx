import { Price } from './price';
import './checkout-layout/checkout.css';

export interface OrderTotalsProps {
  /** The goods' total (the cart's `vegosszeg`), whole forints. */
  goods: number;
  /** The delivery fee; null while no delivery method is chosen (then only the goods' total shows). */
  shipping: number | null;
}

/**
 * The one totals block of the cart and the order summary: goods, delivery fee and the grand total
 * (spec section 9: grand total = goods + shipping). The server computed both parts.
 */
export function OrderTotals({ goods, shipping }: OrderTotalsProps) {
  return (
    <dl className="totals">
      <div className="totals__row">
        <dt>Termékek összesen</dt>
        <dd>
          <Price value={goods} />
        </dd>
      </div>
      {shipping !== null ? (
        <>
          <div className="totals__row">
            <dt>Szállítási költség</dt>
            <dd>
              <Price value={shipping} />
            </dd>
          </div>
          <div className="totals__row totals__row--grand">
            <dt>Végösszeg</dt>
            <dd>
              <Price value={goods + shipping} />
            </dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
