import type { CartLine } from '@common/api/cart.schema';
import { Price } from '@client/components/price';

/** The ordered lines: name, quantity x unit price and the line sum. */
export function OrderGoods({ goods }: { goods: readonly CartLine[] }) {
  return (
    <ul className="order-goods">
      {goods.map((line) => {
        const productName = line.product.fullname_hu || line.product.fullname_en || line.name;
        const variantName = line.variant.name_hu || line.variant.name_en;
        return (
          <li key={line.id} className="order-goods__line">
            <span className="order-goods__name">
              {productName}
              {variantName ? (
                <span className="order-goods__variant muted">{variantName}</span>
              ) : null}
            </span>
            <span className="order-goods__quantity">
              {line.quantity} x <Price value={line.price} />
            </span>
            <span className="order-goods__sum">
              <Price value={line.price * line.quantity} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
