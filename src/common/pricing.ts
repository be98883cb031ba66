/** Business rules about money that client and server share (spec section 9, API.md). Money is whole gross forints. */

export const VAT_RATE = 0.27;

/** Net price of a gross price: gross / 1.27, rounded. */
export function netPrice(gross: number): number {
  return Math.round(gross / (1 + VAT_RATE));
}

/** A variant's price as sold: the unique promotional price when present, else the current price. */
export function effectiveVariantPrice(v: {
  price_curr_hu: number;
  unique_promotional_price: number | null;
}): number {
  return v.unique_promotional_price ?? v.price_curr_hu;
}

/** On sale: the effective price is below the old price. */
export function isOnSale(effectivePrice: number, oldPrice: number | null | undefined): boolean {
  return oldPrice != null && effectivePrice < oldPrice;
}

export const DELIVERY_METHODS = [0, 1, 2] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const GLS_FEE = 1890;
/** GLS is free when the goods total is over this amount. */
export const GLS_FREE_ABOVE = 50000;
/** MPL fee by total weight: up to each limit (kg, inclusive) the fee applies. */
export const MPL_FEES: readonly { maxKg: number; fee: number }[] = [
  { maxKg: 10, fee: 1990 },
  { maxKg: 20, fee: 2990 },
  { maxKg: 40, fee: 5990 },
];

/**
 * Shipping cost of a delivery method for a goods total and total weight (grams).
 * Null when the method cannot carry the goods (MPL above 40 kg) or no method is chosen.
 */
export function shippingCost(
  method: number | null,
  goodsTotal: number,
  weightGrams: number,
): number | null {
  switch (method) {
    case 0:
      return 0;
    case 1:
      return goodsTotal > GLS_FREE_ABOVE ? 0 : GLS_FEE;
    case 2: {
      const tier = MPL_FEES.find((t) => weightGrams <= t.maxKg * 1000);
      return tier ? tier.fee : null;
    }
    default:
      return null;
  }
}

/** Grand total: goods plus shipping. */
export function grandTotal(goodsTotal: number, shipping: number | null): number {
  return goodsTotal + (shipping ?? 0);
}
