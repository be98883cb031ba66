import { UnprocessableError } from '@server/errors';
import { taxNumberProblem } from '@common/tax-number';
import { invoiceAmounts, type AmountLine, type OrderAmountsInput } from './invoice-amounts';
import type { Buyer, InvoiceDocument, InvoiceLine, Seller, ShopPayment } from './invoice-document';

export interface InvoiceHeader {
  number: string;
  issueDate: string;
  fulfilmentDate: string;
  paymentDueDate: string;
  payment: ShopPayment;
  appearance?: InvoiceDocument['appearance'];
  seller: Seller;
  buyer: Buyer;
  orderNumber?: string;
}

/** Numbers the lines 1, 2, ... and names their unit. */
export function numberLines(lines: readonly AmountLine[]): InvoiceLine[] {
  return lines.map((line, i) => ({
    ...line,
    lineNumber: i + 1,
    unit: line.nature === 'DISCOUNT' ? null : 'db',
  }));
}

/** The invoice of a sale: the order's amounts under the header. */
export function buildInvoice(header: InvoiceHeader, order: OrderAmountsInput): InvoiceDocument {
  const amounts = invoiceAmounts(order);
  if (amounts.lines.length === 0) throw new UnprocessableError('A számlán nincs egy tétel sem.');
  if (amounts.totals.gross < 0)
    throw new UnprocessableError('A számla végösszege nem lehet negatív.');
  const sellerProblem = taxNumberProblem(header.seller.taxNumber);
  if (sellerProblem) throw new UnprocessableError(`Az eladó adószáma hibás: ${sellerProblem}`);
  if (header.buyer.kind === 'COMPANY') {
    const buyerProblem = taxNumberProblem(header.buyer.taxNumber);
    if (buyerProblem) throw new UnprocessableError(`A vevő adószáma hibás: ${buyerProblem}`);
  }
  return {
    kind: { type: 'NORMAL' },
    number: header.number,
    issueDate: header.issueDate,
    fulfilmentDate: header.fulfilmentDate,
    paymentDueDate: header.paymentDueDate,
    payment: header.payment,
    currency: 'HUF',
    appearance: header.appearance ?? 'ELECTRONIC',
    seller: header.seller,
    buyer: header.buyer,
    ...(header.orderNumber ? { orderNumber: header.orderNumber } : {}),
    lines: numberLines(amounts.lines),
    totals: amounts.totals,
  };
}
