/**
 * The shop's invoice as a document: what the PDF prints and the NAV InvoiceData XML reports. Money is whole
 * forints (HUF, integers, signed: a storno or a return is negative); a net unit price has two decimals.
 * Built by invoice-builder.ts (a sale) and invoice-corrections.ts (storno, modification after a return).
 */

/** VAT rate in percent. The shop sells everything at the general rate (Áfa tv. 82. § (1)). */
export type VatRate = 27;

export type InvoiceKind =
  | { type: 'NORMAL' }
  /** Cancels the original and every earlier modification of it (NAV `STORNO`). */
  | { type: 'STORNO'; original: InvoiceReference }
  /** Changes the original by the lines it carries, e.g. a partial return (NAV `MODIFY`). */
  | { type: 'MODIFY'; original: InvoiceReference };

export interface InvoiceReference {
  /** The original invoice's number (Áfa tv. 170. § (1) c)). */
  number: string;
  /** 1 for the first correction of the original, 2 for the second, ... (NAV `modificationIndex`). */
  modificationIndex: number;
  /** Lines of the original and of the earlier corrections: this document's lines are numbered on from there. */
  previousLineCount: number;
}

/** How the customer pays, in the shop's terms; NAV's code and the printed words follow from it. */
export type ShopPayment = 'BANK_TRANSFER_PREPAID' | 'CASH_ON_DELIVERY' | 'SHOP_CASH' | 'SHOP_CARD';

export interface PostalAddress {
  /** ISO 3166 alpha-2; the shop delivers in Hungary. */
  countryCode: string;
  postalCode: string;
  city: string;
  /** Street, number and the rest, as the customer typed it. */
  street: string;
}

export interface Seller {
  name: string;
  address: PostalAddress;
  /** Hungarian tax number, 8-1-2 digits (`12345676-2-41`). */
  taxNumber: string;
  /** EU VAT number (`HU12345676`), where the shop has one. */
  euVatNumber?: string;
  /** Hungarian bank account (`12345678-12345678[-12345678]`) or IBAN. */
  bankAccount: string;
}

/**
 * A private person gets their name and address on the invoice, but NAV's report carries neither
 * (customerVatStatus PRIVATE_PERSON, spec 2.1.4.1 and validation #24).
 */
export type Buyer =
  | { kind: 'PRIVATE_PERSON'; name: string; address: PostalAddress }
  | { kind: 'COMPANY'; name: string; address: PostalAddress; taxNumber: string };

export type LineNature = 'PRODUCT' | 'SHIPPING' | 'DISCOUNT';

/** Where a line's amounts come from in the order: its item, the shipping fee or a discount. */
export type LineSource =
  { type: 'ITEM'; index: number } | { type: 'SHIPPING' } | { type: 'DISCOUNT'; index: number };

export interface LineAmounts {
  /** Null for a discount: it has no quantity or unit price (NAV lineExpressionIndicator false). */
  quantity: number | null;
  unitGrossPrice: number | null;
  /** Gross unit price / 1.27, two decimals. */
  unitNetPrice: number | null;
  vatRate: VatRate;
  net: number;
  vat: number;
  gross: number;
}

export interface InvoiceLine extends LineAmounts {
  /** 1, 2, ... within this document. */
  lineNumber: number;
  source: LineSource;
  nature: LineNature;
  name: string;
  /** The shop's item number (cikkszám) of a product line. */
  itemNumber?: string;
  /** Printed unit: `db` (NAV PIECE) for goods and shipping; null for a discount. */
  unit: 'db' | null;
}

export interface VatRateTotal {
  vatRate: VatRate;
  net: number;
  vat: number;
  gross: number;
}

export interface InvoiceTotals {
  byVatRate: VatRateTotal[];
  net: number;
  vat: number;
  gross: number;
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  /** Dates are Budapest calendar days, `YYYY-MM-DD`. */
  issueDate: string;
  /** Teljesítés dátuma (NAV invoiceDeliveryDate). */
  fulfilmentDate: string;
  paymentDueDate: string;
  payment: ShopPayment;
  currency: 'HUF';
  /** The shop e-mails a PDF: ELECTRONIC; PAPER for one printed and handed over in the shop. */
  appearance: 'ELECTRONIC' | 'PAPER';
  seller: Seller;
  buyer: Buyer;
  /** The shop's order number, printed and reported as additional data. */
  orderNumber?: string;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}
