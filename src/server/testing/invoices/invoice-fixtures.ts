import type { OrderAmountsInput } from '@server/services/invoices/invoice-amounts';
import { buildInvoice, type InvoiceHeader } from '@server/services/invoices/invoice-builder';
import {
  buildModification,
  buildStorno,
  orderAfterReturn,
} from '@server/services/invoices/invoice-corrections';
import type { Buyer, InvoiceDocument, Seller } from '@server/services/invoices/invoice-document';

/** Invoices of every kind the shop issues, for the XML, PDF and NAV tests. */

export const SELLER: Seller = {
  name: 'MotoPont Kereskedelmi Kft.',
  address: { countryCode: 'HU', postalCode: '1117', city: 'Budapest', street: 'Őrmező utca 12.' },
  taxNumber: '12345676-2-43',
  euVatNumber: 'HU12345676',
  bankAccount: '11773016-11111018-00000000',
};

export const PRIVATE_BUYER: Buyer = {
  kind: 'PRIVATE_PERSON',
  name: 'Kövér Győző',
  address: {
    countryCode: 'HU',
    postalCode: '6720',
    city: 'Szeged',
    street: 'Tűzoltó utca 5. 2/1.',
  },
};

export const COMPANY_BUYER: Buyer = {
  kind: 'COMPANY',
  name: 'Ügyes Szerviz Bt.',
  address: { countryCode: 'HU', postalCode: '9021', city: 'Győr', street: 'Szűk utca 3.' },
  taxNumber: '99887764-2-08',
};

/** A helmet, two pairs of gloves, GLS delivery and a coupon. */
export const ORDER: OrderAmountsInput = {
  items: [
    {
      name: 'Shoei NXR2 bukósisak, fényes fekete, M',
      itemNumber: 'SH-NXR2-BK-M',
      quantity: 1,
      unitGrossPrice: 219_990,
    },
    {
      name: 'Rev’it! Sand 4 kesztyű, L',
      itemNumber: 'RV-SAND4-L',
      quantity: 2,
      unitGrossPrice: 24_990,
    },
    {
      name: 'Motul 300V 10W-40 olaj, 1 l',
      itemNumber: 'MO-300V-1L',
      quantity: 3,
      unitGrossPrice: 6_490,
    },
  ],
  shippingFee: 1_890,
  discounts: [{ name: 'Kupon: TAVASZ10 (5 000 Ft)', amount: 5_000 }],
};

export function header(overrides: Partial<InvoiceHeader> = {}): InvoiceHeader {
  return {
    number: 'MP-2026-000001',
    issueDate: '2026-03-10',
    fulfilmentDate: '2026-03-10',
    paymentDueDate: '2026-03-18',
    payment: 'BANK_TRANSFER_PREPAID',
    seller: SELLER,
    buyer: PRIVATE_BUYER,
    orderNumber: 'W-2026-00042',
    ...overrides,
  };
}

export const privateInvoice = (): InvoiceDocument => buildInvoice(header(), ORDER);

export const companyInvoice = (): InvoiceDocument =>
  buildInvoice(
    header({ number: 'MP-2026-000002', buyer: COMPANY_BUYER, payment: 'CASH_ON_DELIVERY' }),
    ORDER,
  );

/** One pair of gloves and the oil come back, the delivery fee is not refunded. */
export const RETURNED = [
  { itemIndex: 1, quantity: 1 },
  { itemIndex: 2, quantity: 3 },
];

export function modificationAfterReturn(): InvoiceDocument {
  const original = privateInvoice();
  return buildModification(
    { original, corrections: [] },
    { number: 'MP-2026-000003', issueDate: '2026-03-20' },
    ORDER,
    orderAfterReturn(ORDER, RETURNED, false),
  );
}

/** The company's invoice cancelled whole. */
export function stornoOfCompanyInvoice(): InvoiceDocument {
  return buildStorno(
    { original: companyInvoice(), corrections: [] },
    { number: 'MP-2026-000004', issueDate: '2026-03-12' },
    ORDER,
  );
}

/** Every kind, named as the sample files are. */
export function everyKind(): Record<string, InvoiceDocument> {
  return {
    'private-person': privateInvoice(),
    company: companyInvoice(),
    'modify-partial-return': modificationAfterReturn(),
    'storno-company': stornoOfCompanyInvoice(),
  };
}
