import { netPrice } from '@common/pricing';
import {
  invoiceAmounts,
  netOfGross,
  roundDiv,
  unitNetOfGross,
  type OrderAmountsInput,
} from './invoice-amounts';
import { ORDER } from '@server/testing/invoices/invoice-fixtures';

/** NAV's tolerance for its amount checks (spec 3.3.3): 1 % of the value, at least 1 forint. */
const navTolerance = (value: number) => Math.max(1, Math.abs(value) * 0.01);

/** A small deterministic generator, so a failing case can be reproduced. */
function random(seed: number) {
  let state = seed;
  return (max: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % max;
  };
}

function randomOrder(next: (max: number) => number): OrderAmountsInput {
  const count = 1 + next(20);
  return {
    items: Array.from({ length: count }, (_, i) => ({
      name: `Termék ${i}`,
      itemNumber: `T-${i}`,
      quantity: 1 + next(5),
      unitGrossPrice: 490 + next(400_000),
    })),
    shippingFee: [0, 1_890, 1_990, 2_990, 5_990][next(5)] ?? 0,
    discounts: next(3) === 0 ? [{ name: 'Kupon', amount: 500 + next(5_000) }] : [],
  };
}

describe('invoice amounts', () => {
  it('rounds half away from zero with exact integers', () => {
    expect(roundDiv(5n, 2n)).toBe(3n);
    expect(roundDiv(-5n, 2n)).toBe(-3n);
    expect(roundDiv(7n, 3n)).toBe(2n);
    expect(roundDiv(-7n, 3n)).toBe(-2n);
  });

  it('derives net as the shop does (gross / 1.27 rounded) and is symmetric for negative amounts', () => {
    for (const gross of [1, 127, 1_890, 6_490, 24_990, 49_980, 219_990, 999_999]) {
      expect(netOfGross(gross, 27)).toBe(netPrice(gross));
      expect(netOfGross(-gross, 27)).toBe(-netPrice(gross));
    }
    expect(netOfGross(12_700, 27)).toBe(10_000);
    expect(unitNetOfGross(219_990, 27)).toBe(173_220.47);
    expect(unitNetOfGross(24_990, 27)).toBe(19_677.17);
  });

  it('prices each line from its own gross: net rounded, VAT the rest, totals the sums', () => {
    const { lines, totals } = invoiceAmounts(ORDER);
    expect(lines.map((l) => [l.nature, l.quantity, l.unitNetPrice, l.net, l.vat, l.gross])).toEqual(
      [
        ['PRODUCT', 1, 173_220.47, 173_220, 46_770, 219_990],
        ['PRODUCT', 2, 19_677.17, 39_354, 10_626, 49_980],
        ['PRODUCT', 3, 5_110.24, 15_331, 4_139, 19_470],
        ['SHIPPING', 1, 1_488.19, 1_488, 402, 1_890],
        ['DISCOUNT', null, null, -3_937, -1_063, -5_000],
      ],
    );
    expect(totals).toEqual({
      byVatRate: [{ vatRate: 27, net: 225_456, vat: 60_874, gross: 286_330 }],
      net: 225_456,
      vat: 60_874,
      gross: 286_330,
    });
    // The grand total is what the customer was charged: goods + shipping − coupon.
    expect(totals.gross).toBe(219_990 + 2 * 24_990 + 3 * 6_490 + 1_890 - 5_000);
  });

  it('leaves out what comes to nothing: returned items, free delivery', () => {
    const { lines } = invoiceAmounts({
      items: [
        { name: 'A', itemNumber: 'A', quantity: 0, unitGrossPrice: 1_000 },
        { name: 'B', itemNumber: 'B', quantity: 1, unitGrossPrice: 1_000 },
      ],
      shippingFee: 0,
      discounts: [],
    });
    expect(lines.map((l) => l.name)).toEqual(['B']);
  });

  it("passes NAV's amount checks for 500 random orders (lines, line sums, per-rate VAT)", () => {
    const next = random(34);
    for (let n = 0; n < 500; n++) {
      const { lines, totals } = invoiceAmounts(randomOrder(next));
      for (const line of lines) {
        expect(line.net + line.vat).toBe(line.gross);
        if (line.quantity !== null && line.unitNetPrice !== null) {
          const calculated = line.quantity * line.unitNetPrice;
          // INCORRECT_LINE_CALCULATION_NET_AMOUNT
          expect(Math.abs(calculated - line.net)).toBeLessThanOrEqual(navTolerance(calculated));
        }
      }
      const [rate] = totals.byVatRate;
      if (!rate) throw new Error('no rate');
      // INCORRECT_SUMMARY_CALCULATION_VAT_RATE_NET_AMOUNT_LINE and _GROSS_AMOUNT_LINE: exact here.
      expect(rate.net).toBe(lines.reduce((s, l) => s + l.net, 0));
      expect(rate.gross).toBe(lines.reduce((s, l) => s + l.gross, 0));
      // INCORRECT_SUMMARY_CALCULATION_VAT_RATE_VAT_AMOUNT_SUMMARY
      expect(Math.abs(rate.net * 0.27 - rate.vat)).toBeLessThanOrEqual(navTolerance(rate.vat));
      expect(totals.net + totals.vat).toBe(totals.gross);
    }
  });

  it('refuses fractions of a forint (the shop sells whole forints only)', () => {
    expect(() =>
      invoiceAmounts({
        items: [{ name: 'A', itemNumber: 'A', quantity: 1, unitGrossPrice: 10.5 }],
        shippingFee: 0,
        discounts: [],
      }),
    ).toThrow('whole forints');
  });
});
