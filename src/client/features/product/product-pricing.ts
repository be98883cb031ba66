import type { Product, Variant } from '@common/api/catalogue.schema';
import { isOnSale } from '@common/pricing';

export interface ShownPrice {
  /** Gross price in forints. */
  value: number;
  /** A 'from' price: no variant is chosen and the variants' prices differ. */
  from: boolean;
  /** The crossed-out old price when on sale, else null. */
  old: number | null;
}

/** The price the buy box shows: the chosen variant's, or the product's start price with 'from' when prices differ. */
export function shownPrice(
  product: Pick<
    Product,
    'effectivePrice' | 'start_price_prev_hu' | 'start_price_curr_hu' | 'top_price_curr_hu'
  > & {
    variants: readonly Pick<Variant, 'effectivePrice'>[];
  },
  variant: Pick<Variant, 'effectivePrice' | 'price_prev_hu'> | null,
): ShownPrice {
  if (variant) {
    return {
      value: variant.effectivePrice,
      from: false,
      old: isOnSale(variant.effectivePrice, variant.price_prev_hu) ? variant.price_prev_hu : null,
    };
  }
  const prices = new Set(product.variants.map((v) => v.effectivePrice));
  const from = prices.size > 1 || product.start_price_curr_hu !== product.top_price_curr_hu;
  return {
    value: product.effectivePrice,
    from,
    old: isOnSale(product.effectivePrice, product.start_price_prev_hu)
      ? product.start_price_prev_hu
      : null,
  };
}
