import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { buildInvoice } from '../invoice-builder';
import {
  ORDER,
  companyInvoice,
  everyKind,
  header,
  modificationAfterReturn,
  privateInvoice,
  stornoOfCompanyInvoice,
} from '@server/testing/invoices/invoice-fixtures';
import { validateNavXml } from '@server/testing/nav/xsd-validator';
import { invoiceDataXml } from './invoice-data-xml';

const parse = (xml: string) =>
  new XMLParser({
    removeNSPrefix: true,
    parseTagValue: false,
    isArray: (name) => name === 'line',
  }).parse(xml) as { InvoiceData: { invoiceMain: { invoice: Record<string, unknown> } } };

describe('InvoiceData XML', () => {
  it.each(Object.entries(everyKind()))(
    'the %s invoice validates against the official xsd/all.xsd',
    async (name, doc) => {
      const result = await validateNavXml(invoiceDataXml(doc), `${name}.xml`);
      expect(result.errors).toEqual([]);
      expect(result.valid).toBe(true);
    },
  );

  it('reports a private person as PRIVATE_PERSON only: no name, address or tax number', () => {
    const xml = invoiceDataXml(privateInvoice());
    expect(xml).toMatch(
      /<customerInfo>\s*<customerVatStatus>PRIVATE_PERSON<\/customerVatStatus>\s*<\/customerInfo>/,
    );
    expect(xml).not.toContain('Kövér Győző');
    expect(xml).not.toContain('Tűzoltó');
    expect(xml).not.toMatch(/customerName|customerAddress|customerVatData/);
  });

  it('reports a company with its tax number, name and address', () => {
    const xml = invoiceDataXml(companyInvoice());
    expect(xml).toContain('<customerVatStatus>DOMESTIC</customerVatStatus>');
    expect(xml).toMatch(
      /<customerTaxNumber>\s*<base:taxpayerId>99887764<\/base:taxpayerId>\s*<base:vatCode>2<\/base:vatCode>\s*<base:countyCode>08<\/base:countyCode>/,
    );
    expect(xml).toContain('<customerName>Ügyes Szerviz Bt.</customerName>');
    expect(xml).toContain('<paymentMethod>CASH</paymentMethod>');
  });

  it('writes the lines, shipping, discount and summary as the document has them', () => {
    const invoice = parse(invoiceDataXml(privateInvoice())).InvoiceData.invoiceMain.invoice;
    const lines = (invoice.invoiceLines as { line: Record<string, unknown>[] }).line;
    expect(
      lines.map((l) => [l.lineNatureIndicator, l.quantity ?? null, l.unitPrice ?? null]),
    ).toEqual([
      ['PRODUCT', '1', '173220.47'],
      ['PRODUCT', '2', '19677.17'],
      ['PRODUCT', '3', '5110.24'],
      ['SERVICE', '1', '1488.19'],
      ['OTHER', null, null],
    ]);
    expect(lines[4]?.lineExpressionIndicator).toBe('false');
    expect(invoice.invoiceSummary).toMatchObject({
      summaryNormal: {
        summaryByVatRate: {
          vatRate: { vatPercentage: '0.27' },
          vatRateNetData: { vatRateNetAmount: '225456' },
        },
        invoiceNetAmount: '225456',
        invoiceVatAmount: '60874',
      },
      summaryGrossData: { invoiceGrossAmount: '286330' },
    });
  });

  it('storno and modification refer to the original and number their lines on from its chain', () => {
    const storno = parse(invoiceDataXml(stornoOfCompanyInvoice())).InvoiceData.invoiceMain.invoice;
    expect(storno.invoiceReference).toEqual({
      originalInvoiceNumber: 'MP-2026-000002',
      modifyWithoutMaster: 'false',
      modificationIndex: '1',
    });
    const stornoLines = (storno.invoiceLines as { line: Record<string, unknown>[] }).line;
    expect(stornoLines.map((l) => l.lineModificationReference)).toEqual(
      [6, 7, 8, 9, 10].map((n) => ({ lineNumberReference: String(n), lineOperation: 'CREATE' })),
    );
    expect(stornoLines[0]?.quantity).toBe('-1');
    const modify = parse(invoiceDataXml(modificationAfterReturn())).InvoiceData.invoiceMain.invoice;
    const modifyLines = (modify.invoiceLines as { line: Record<string, unknown>[] }).line;
    expect(modifyLines.map((l) => [l.quantity, l.unitPrice])).toEqual([
      ['-1', '19677.17'],
      ['-3', '5110.24'],
    ]);
  });

  it('escapes what the customer typed', async () => {
    const doc = buildInvoice(
      header({
        buyer: {
          kind: 'COMPANY',
          name: 'Kis & Nagy <Bt.> "Motor"',
          address: { countryCode: 'HU', postalCode: '1111', city: 'Budapest', street: 'Fő u. 1.' },
          taxNumber: '99887764-2-08',
        },
      }),
      ORDER,
    );
    const xml = invoiceDataXml(doc);
    expect(xml).toContain(
      '<customerName>Kis &amp; Nagy &lt;Bt.&gt; &quot;Motor&quot;</customerName>',
    );
    expect((await validateNavXml(xml)).valid).toBe(true);
  });

  it('keeps docs/invoice-samples current (npm run invoice-samples writes them)', () => {
    const dir = path.resolve(__dirname, '../../../../../docs/invoice-samples');
    for (const [name, doc] of Object.entries(everyKind())) {
      expect(fs.readFileSync(path.join(dir, `${name}.xml`), 'utf8')).toBe(invoiceDataXml(doc));
    }
  });
});
