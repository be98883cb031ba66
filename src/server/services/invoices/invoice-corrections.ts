import {
  invoiceAmounts,
  totalsOf,
  type AmountLine,
  type OrderAmountsInput,
} from './invoice-amounts';
import { numberLines } from './invoice-builder';
import { UnprocessableError } from '@server/errors';
import type { InvoiceDocument, InvoiceKind, LineSource } from './invoice-document';

/**
 * Storno and modifying invoices. A correction's lines are the difference between the order's amounts
 * after it and before it, each computed by the one rule of invoice-amounts.ts: so the original and all
 * its corrections always add up to exactly the amounts of what the customer keeps (nothing, after a
 * storno), however the returns were split. Quantities change sign, unit prices do not (spec 2.5.1).
 */

/** The original invoice and its corrections so far, oldest first. */
export interface InvoiceChain {
  original: InvoiceDocument;
  corrections: readonly InvoiceDocument[];
}

export interface CorrectionHeader {
  number: string;
  issueDate: string;
  /** Defaults to the issue date: a refund is due at once. */
  paymentDueDate?: string;
}

export interface ReturnedItem {
  /** Index of the item in the order. */
  itemIndex: number;
  quantity: number;
}

/** The order after a return: the returned pieces taken off, and the shipping fee too when it is refunded. */
export function orderAfterReturn(
  order: OrderAmountsInput,
  returned: readonly ReturnedItem[],
  refundShipping: boolean,
): OrderAmountsInput {
  const items = order.items.map((item, index) => {
    const back = returned
      .filter((r) => r.itemIndex === index)
      .reduce((sum, r) => sum + r.quantity, 0);
    if (back < 0 || back > item.quantity) {
      throw new UnprocessableError(
        `A(z) ${index + 1}. tételből ${item.quantity} db-ot számláztunk, ${back} db nem vehető vissza.`,
      );
    }
    return { ...item, quantity: item.quantity - back };
  });
  const unknown = returned.find((r) => !order.items[r.itemIndex]);
  if (unknown)
    throw new UnprocessableError(`A rendelésnek nincs ${unknown.itemIndex + 1}. tétele.`);
  return { ...order, items, shippingFee: refundShipping ? 0 : order.shippingFee };
}

const sourceKey = (source: LineSource) =>
  source.type === 'SHIPPING' ? 'SHIPPING' : `${source.type}:${source.index}`;

function differenceLine(before: AmountLine | undefined, after: AmountLine | undefined) {
  const base = after ?? before;
  if (!base) return null;
  const net = (after?.net ?? 0) - (before?.net ?? 0);
  const vat = (after?.vat ?? 0) - (before?.vat ?? 0);
  const gross = (after?.gross ?? 0) - (before?.gross ?? 0);
  const quantity = base.quantity === null ? null : (after?.quantity ?? 0) - (before?.quantity ?? 0);
  if (net === 0 && vat === 0 && gross === 0 && !quantity) return null;
  return { ...base, quantity, net, vat, gross };
}

/** The lines that turn the invoiced amounts of `before` into those of `after`. */
export function amountDifference(
  before: OrderAmountsInput,
  after: OrderAmountsInput,
): AmountLine[] {
  const was = new Map(invoiceAmounts(before).lines.map((l) => [sourceKey(l.source), l]));
  const becomes = new Map(invoiceAmounts(after).lines.map((l) => [sourceKey(l.source), l]));
  const keys = [...new Set([...was.keys(), ...becomes.keys()])];
  return keys
    .map((key) => differenceLine(was.get(key), becomes.get(key)))
    .filter((line): line is AmountLine => line !== null);
}

function correction(
  chain: InvoiceChain,
  header: CorrectionHeader,
  type: Exclude<InvoiceKind['type'], 'NORMAL'>,
  lines: AmountLine[],
): InvoiceDocument {
  if (lines.length === 0)
    throw new UnprocessableError(
      'A helyesbítő számla nem változtatna semmit: nincs mit számlázni.',
    );
  const { original, corrections } = chain;
  const previousLineCount = [original, ...corrections].reduce((n, d) => n + d.lines.length, 0);
  const reference = {
    number: original.number,
    modificationIndex: corrections.length + 1,
    previousLineCount,
  };
  return {
    ...original,
    kind: { type, original: reference },
    number: header.number,
    issueDate: header.issueDate,
    paymentDueDate: header.paymentDueDate ?? header.issueDate,
    lines: numberLines(lines),
    totals: totalsOf(lines),
  };
}

/** A modifying invoice (NAV MODIFY) for the order going from `before` to `after`, e.g. a partial return. */
export function buildModification(
  chain: InvoiceChain,
  header: CorrectionHeader,
  before: OrderAmountsInput,
  after: OrderAmountsInput,
): InvoiceDocument {
  return correction(chain, header, 'MODIFY', amountDifference(before, after));
}

/** A storno invoice (NAV STORNO): cancels what is left of the order after the earlier corrections. */
export function buildStorno(
  chain: InvoiceChain,
  header: CorrectionHeader,
  current: OrderAmountsInput,
): InvoiceDocument {
  const nothing: OrderAmountsInput = {
    items: current.items.map((item) => ({ ...item, quantity: 0 })),
    shippingFee: 0,
    discounts: [],
  };
  return correction(chain, header, 'STORNO', amountDifference(current, nothing));
}
