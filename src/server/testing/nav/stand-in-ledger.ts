import { XMLParser } from 'fast-xml-parser';
import { navMessageHu } from '@server/services/invoices/nav/nav-messages';
import type { InvoiceStatus } from '@server/services/invoices/nav/nav-outcome';
import type { SubmittedInvoice } from './stand-in-request';
import { validateNavXml } from './xsd-validator';

/**
 * What the stand-in holds: every invoice report it took, processed as NAV does after answering the
 * transactionId (spec 1.1, 1.8.8): schema and business checks, then RECEIVED → PROCESSING → DONE or
 * ABORTED as time passes.
 */

type Node = Record<string, unknown>;

export interface ValidationEntry {
  resultCode: 'ERROR' | 'WARN';
  code: string;
  message: string;
}

export interface ReceivedInvoice {
  transactionId: string;
  index: number;
  operation: string;
  invoiceNumber: string;
  originalNumber: string | null;
  modificationIndex: string | null;
  xml: string;
  base64Data: string;
  receivedAt: number;
  technical: ValidationEntry[];
  business: ValidationEntry[];
}

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false });
const node = (v: unknown): Node => (v !== null && typeof v === 'object' ? (v as Node) : {});
const text = (v: unknown) => (typeof v === 'string' ? v : '');

const entry = (code: string, message?: string): ValidationEntry => ({
  resultCode: 'ERROR',
  code,
  message: message ?? navMessageHu(code),
});

export class InvoiceLedger {
  readonly invoices: ReceivedInvoice[] = [];

  constructor(
    private readonly taxNumber: string,
    /** How long NAV takes to process a report: half of it RECEIVED, then PROCESSING. */
    public processingMs: number,
  ) {}

  private valid(now: number) {
    return this.invoices.filter(
      (i) => this.status(i, now) !== 'ABORTED' && i.technical.length + i.business.length === 0,
    );
  }

  status(invoice: ReceivedInvoice, now: number): InvoiceStatus {
    const elapsed = now - invoice.receivedAt;
    if (elapsed < this.processingMs / 2) return 'RECEIVED';
    if (elapsed < this.processingMs) return 'PROCESSING';
    return invoice.technical.length + invoice.business.length > 0 ? 'ABORTED' : 'DONE';
  }

  /** queryInvoiceCheck: exactly one valid, processed report of the number. */
  holds(invoiceNumber: string, now: number): boolean {
    return (
      this.valid(now).filter(
        (i) => i.invoiceNumber === invoiceNumber && this.status(i, now) === 'DONE',
      ).length === 1
    );
  }

  forTransaction(transactionId: string) {
    return this.invoices.filter((i) => i.transactionId === transactionId);
  }

  async receive(transactionId: string, submitted: readonly SubmittedInvoice[], now: number) {
    const accepted = this.valid(now);
    const received: ReceivedInvoice[] = [];
    for (const s of submitted) {
      const xml = Buffer.from(s.base64Data, 'base64').toString('utf8');
      const invoice = await this.check(xml, s, accepted, received);
      received.push({ ...invoice, transactionId, receivedAt: now });
    }
    this.invoices.push(...received);
  }

  private async check(
    xml: string,
    s: SubmittedInvoice,
    accepted: readonly ReceivedInvoice[],
    sameRequest: readonly ReceivedInvoice[],
  ): Promise<Omit<ReceivedInvoice, 'transactionId' | 'receivedAt'>> {
    const schema = await validateNavXml(xml, `invoice-${s.index}.xml`);
    const data = node(node(parser.parse(xml)).InvoiceData);
    const invoice = node(node(data.invoiceMain).invoice);
    const reference = invoice.invoiceReference ? node(invoice.invoiceReference) : null;
    const head = node(invoice.invoiceHead);
    const customer = node(head.customerInfo);
    const base = {
      index: s.index,
      operation: s.operation,
      invoiceNumber: text(data.invoiceNumber),
      originalNumber: reference ? text(reference.originalInvoiceNumber) : null,
      modificationIndex: reference ? text(reference.modificationIndex) : null,
      xml,
      base64Data: s.base64Data,
    };
    if (!schema.valid) {
      const message = schema.errors.join(' ').slice(0, 1000);
      return { ...base, technical: [entry('SCHEMA_VIOLATION', message)], business: [] };
    }
    if (sameRequest.some((i) => i.invoiceNumber === base.invoiceNumber)) {
      return { ...base, technical: [entry('DUPLICATE_IN_REQUEST')], business: [] };
    }
    const business: ValidationEntry[] = [];
    const supplier = text(node(node(head.supplierInfo).supplierTaxNumber).taxpayerId);
    if (supplier !== this.taxNumber) business.push(entry('SUPPLIER_TAX_NUMBER_MISMATCH'));
    if (accepted.some((i) => i.invoiceNumber === base.invoiceNumber)) {
      business.push(entry('INVOICE_NUMBER_NOT_UNIQUE'));
    }
    if (s.operation === 'CREATE' && reference)
      business.push(entry('INVOICE_REFERENCE_NOT_EXPECTED'));
    if (s.operation !== 'CREATE' && !reference) business.push(entry('INVOICE_REFERENCE_EXPECTED'));
    if (reference && !accepted.some((i) => i.invoiceNumber === base.originalNumber)) {
      business.push(entry('INVALID_INVOICE_REFERENCE'));
    }
    if (
      reference &&
      accepted.some(
        (i) =>
          i.originalNumber === base.originalNumber &&
          i.modificationIndex === base.modificationIndex,
      )
    ) {
      business.push(entry('MODIFICATION_INDEX_NOT_UNIQUE'));
    }
    const privatePerson = text(customer.customerVatStatus) === 'PRIVATE_PERSON';
    if (
      privatePerson &&
      (customer.customerName || customer.customerAddress || customer.customerVatData)
    ) {
      business.push(entry('CUSTOMER_DATA_NOT_EXPECTED'));
    }
    return { ...base, technical: [], business };
  }
}
