import fs from 'node:fs';
import path from 'node:path';
import {
  buildModification,
  buildStorno,
  orderAfterReturn,
} from '@server/services/invoices/invoice-corrections';
import type { InvoiceDocument } from '@server/services/invoices/invoice-document';
import { renderInvoicePdf } from '@server/services/invoices/invoice-pdf';
import { invoiceDataXml } from '@server/services/invoices/nav/invoice-data-xml';
import {
  ORDER,
  RETURNED,
  companyInvoice,
  privateInvoice,
} from '@server/testing/invoices/invoice-fixtures';
import { option } from './cli-option';

/**
 * `npm run invoice-samples -- --out DIR`: the InvoiceData XML and the PDF of every invoice kind the shop
 * issues (the tests' fixtures), to read, print or check by hand with
 * `xmllint --noout --schema vendor/nav-online-invoice/xsd/all.xsd DIR/*.xml` (docs/invoicing.md).
 */

async function main() {
  const out = path.resolve(option('out', 'docs/invoice-samples'));
  fs.mkdirSync(out, { recursive: true });
  const original = privateInvoice();
  const company = companyInvoice();
  const documents: Record<string, InvoiceDocument> = {
    'private-person': original,
    company,
    'modify-partial-return': buildModification(
      { original, corrections: [] },
      { number: 'MP-2026-000003', issueDate: '2026-03-20' },
      ORDER,
      orderAfterReturn(ORDER, RETURNED, false),
    ),
    'storno-company': buildStorno(
      { original: company, corrections: [] },
      { number: 'MP-2026-000004', issueDate: '2026-03-12' },
      ORDER,
    ),
  };
  for (const [name, doc] of Object.entries(documents)) {
    const xml = invoiceDataXml(doc);
    fs.writeFileSync(path.join(out, `${name}.xml`), xml);
    const pdf = await renderInvoicePdf(doc, { contact: 'www.motopont.hu · bolt@motopont.hu' });
    fs.writeFileSync(path.join(out, `${name}.pdf`), pdf);
    console.log(
      `${name}: ${doc.number}, XML ${Buffer.byteLength(xml)} bytes, PDF ${pdf.length} bytes`,
    );
  }
}

void main();
