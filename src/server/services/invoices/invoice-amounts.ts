import type {
  InvoiceTotals,
  LineAmounts,
  LineNature,
  LineSource,
  VatRate,
  VatRateTotal,
} from './invoice-document';

/**
 * The one rule from the shop's gross prices to an invoice's amounts (docs/invoicing.md, "Amounts"):
 * - a line's gross is what the customer pays for it: gross unit price × quantity, exact;
 * - its net is gross / 1.27 rounded to the forint, half away from zero (the shop's netPrice rule, on the
 *   line's gross, never on a rounded unit price), and its VAT is gross − net, so net + VAT = gross;
 * - the per-rate and grand totals are the sums of the lines, so the lines add up to the summary exactly.
 * Each line depends on nothing but its own price and quantity, so a modification can be computed as the
 * difference of two order states (invoice-corrections.ts) and the chain always adds up.
 */

export interface OrderItemInput {
  name: string;
  itemNumber: string;
  /** Whole pieces; 0 once everything was returned. */
  quantity: number;
  /** Gross forints, as the shop sold it. */
  unitGrossPrice: number;
}

export interface OrderDiscountInput {
  name: string;
  /** Gross forints taken off the order (positive). */
  amount: number;
}

export interface OrderAmountsInput {
  items: OrderItemInput[];
  /** Gross forints; 0 for free delivery or pickup in the shop. */
  shippingFee: number;
  discounts: OrderDiscountInput[];
}

export interface AmountLine extends LineAmounts {
  source: LineSource;
  nature: LineNature;
  name: string;
  itemNumber?: string;
}

export interface InvoiceAmounts {
  lines: AmountLine[];
  totals: InvoiceTotals;
}

export const SHOP_VAT_RATE: VatRate = 27;
export const SHIPPING_LINE_NAME = 'Szállítási díj';

/** numerator / denominator rounded half away from zero, exact for integers (no floating point). */
export function roundDiv(numerator: bigint, denominator: bigint): bigint {
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  return sign * ((2n * n + d) / (2n * d));
}

/** Net of a gross amount at a rate: gross × 100 / (100 + rate), whole forints. */
export function netOfGross(gross: number, rate: VatRate): number {
  return Number(roundDiv(BigInt(gross) * 100n, BigInt(100 + rate)));
}

/** Net unit price with two decimals: gross × 100 / (100 + rate). */
export function unitNetOfGross(unitGross: number, rate: VatRate): number {
  return Number(roundDiv(BigInt(unitGross) * 10_000n, BigInt(100 + rate))) / 100;
}

function assertWholeForints(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new Error(`${what} must be whole forints: ${value}`);
}

function amountsOf(
  gross: number,
  rate: VatRate,
): Pick<LineAmounts, 'net' | 'vat' | 'gross' | 'vatRate'> {
  const net = netOfGross(gross, rate);
  return { vatRate: rate, net, vat: gross - net, gross };
}

function itemLine(item: OrderItemInput, index: number): AmountLine {
  assertWholeForints(item.unitGrossPrice, 'A unit price');
  assertWholeForints(item.quantity, 'A quantity');
  return {
    source: { type: 'ITEM', index },
    nature: 'PRODUCT',
    name: item.name,
    itemNumber: item.itemNumber,
    quantity: item.quantity,
    unitGrossPrice: item.unitGrossPrice,
    unitNetPrice: unitNetOfGross(item.unitGrossPrice, SHOP_VAT_RATE),
    ...amountsOf(item.unitGrossPrice * item.quantity, SHOP_VAT_RATE),
  };
}

function shippingLine(fee: number): AmountLine {
  assertWholeForints(fee, 'The shipping fee');
  return {
    source: { type: 'SHIPPING' },
    nature: 'SHIPPING',
    name: SHIPPING_LINE_NAME,
    quantity: 1,
    unitGrossPrice: fee,
    unitNetPrice: unitNetOfGross(fee, SHOP_VAT_RATE),
    ...amountsOf(fee, SHOP_VAT_RATE),
  };
}

function discountLine(discount: OrderDiscountInput, index: number): AmountLine {
  assertWholeForints(discount.amount, 'A discount');
  return {
    source: { type: 'DISCOUNT', index },
    nature: 'DISCOUNT',
    name: discount.name,
    quantity: null,
    unitGrossPrice: null,
    unitNetPrice: null,
    ...amountsOf(-discount.amount, SHOP_VAT_RATE),
  };
}

/** Per-rate and grand totals: the sums of the lines. */
export function totalsOf(lines: readonly LineAmounts[]): InvoiceTotals {
  const byRate = new Map<VatRate, VatRateTotal>();
  for (const line of lines) {
    const total = byRate.get(line.vatRate) ?? { vatRate: line.vatRate, net: 0, vat: 0, gross: 0 };
    total.net += line.net;
    total.vat += line.vat;
    total.gross += line.gross;
    byRate.set(line.vatRate, total);
  }
  const byVatRate = [...byRate.values()].sort((a, b) => b.vatRate - a.vatRate);
  const sum = (key: 'net' | 'vat' | 'gross') => byVatRate.reduce((acc, t) => acc + t[key], 0);
  return { byVatRate, net: sum('net'), vat: sum('vat'), gross: sum('gross') };
}

/**
 * An order's invoice amounts: one line per item with a quantity, the shipping fee when there is one,
 * one line per discount, and the totals. Lines that come to nothing (quantity 0, free shipping) are left out.
 */
export function invoiceAmounts(order: OrderAmountsInput): InvoiceAmounts {
  const lines = [
    ...order.items.map(itemLine).filter((line) => line.quantity !== 0),
    ...(order.shippingFee !== 0 ? [shippingLine(order.shippingFee)] : []),
    ...order.discounts.map(discountLine).filter((line) => line.gross !== 0),
  ];
  return { lines, totals: totalsOf(lines) };
}
