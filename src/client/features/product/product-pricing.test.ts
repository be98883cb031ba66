import { shownPrice } from './product-pricing';

const product = {
  effectivePrice: 9990,
  start_price_prev_hu: 12990,
  start_price_curr_hu: 9990,
  top_price_curr_hu: 14990,
  variants: [{ effectivePrice: 9990 }, { effectivePrice: 14990 }],
};

describe('the price the buy box shows', () => {
  it('is the start price with the from marker and the old price when no variant is chosen and prices differ', () => {
    expect(shownPrice(product, null)).toEqual({ value: 9990, from: true, old: 12990 });
  });

  it('has no from marker when all variants cost the same', () => {
    const same = {
      ...product,
      top_price_curr_hu: 9990,
      start_price_prev_hu: null,
      variants: [{ effectivePrice: 9990 }, { effectivePrice: 9990 }],
    };
    expect(shownPrice(same, null)).toEqual({ value: 9990, from: false, old: null });
  });

  it('marks from when a promotional price makes the effective prices differ', () => {
    const promo = {
      ...product,
      top_price_curr_hu: 9990,
      variants: [{ effectivePrice: 7990 }, { effectivePrice: 9990 }],
    };
    expect(shownPrice(promo, null).from).toBe(true);
  });

  it("is the chosen variant's effective price, with its old price only when it is on sale", () => {
    expect(shownPrice(product, { effectivePrice: 14990, price_prev_hu: 16990 })).toEqual({
      value: 14990,
      from: false,
      old: 16990,
    });
    expect(shownPrice(product, { effectivePrice: 14990, price_prev_hu: 14990 })).toEqual({
      value: 14990,
      from: false,
      old: null,
    });
    expect(shownPrice(product, { effectivePrice: 14990, price_prev_hu: null })).toEqual({
      value: 14990,
      from: false,
      old: null,
    });
  });
});
