import { privateInvoice, stornoOfCompanyInvoice } from '@server/testing/invoices/invoice-fixtures';
import { navTestConfig } from '@server/testing/nav/nav-credentials';
import { validateNavXml } from '@server/testing/nav/xsd-validator';
import { invoiceDataXml } from './invoice-data-xml';
import { newRequestId, requestTimestamp } from './nav-crypto';
import {
  manageInvoiceRequest,
  queryInvoiceCheckRequest,
  queryTransactionStatusRequest,
  tokenExchangeRequest,
} from './nav-requests';

const config = navTestConfig('http://127.0.0.1:1/invoiceService/v3');
const id = () => ({ requestId: newRequestId(), timestamp: requestTimestamp() });

describe('NAV API requests', () => {
  it.each([
    ['tokenExchange', () => tokenExchangeRequest(config, id())],
    [
      'manageInvoice',
      () =>
        manageInvoiceRequest(config, id(), 'b1aca173-d9e8-4561-9237-0511eed99eaa2P0ZHLXBRI2U', [
          { operation: 'CREATE', invoiceXml: invoiceDataXml(privateInvoice()) },
          { operation: 'STORNO', invoiceXml: invoiceDataXml(stornoOfCompanyInvoice()) },
        ]),
    ],
    [
      'queryTransactionStatus',
      () => queryTransactionStatusRequest(config, id(), '4RB2DCUPTC6S7PNA', true),
    ],
    ['queryInvoiceCheck', () => queryInvoiceCheckRequest(config, id(), 'MP-2026-000001')],
  ])('%s validates against the official invoiceApi.xsd', async (_name, build) => {
    const result = await validateNavXml(build());
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('carries the user block and software identification as the specification asks', () => {
    const xml = tokenExchangeRequest(config, {
      requestId: 'RID1',
      timestamp: '2026-03-10T09:15:02.123Z',
    });
    expect(xml).toContain('<common:login>mpteszt1a2b3c4d</common:login>');
    expect(xml).toMatch(
      /<common:passwordHash cryptoType="SHA-512">[0-9A-F]{128}<\/common:passwordHash>/,
    );
    expect(xml).toContain('<common:taxNumber>12345676</common:taxNumber>');
    expect(xml).toMatch(/<common:requestSignature cryptoType="SHA3-512">[0-9A-F]{128}</);
    expect(xml).toContain('<softwareId>HU12345676-MOTOPNT</softwareId>');
    expect(xml).toContain('<softwareOperation>LOCAL_SOFTWARE</softwareOperation>');
  });

  it('refuses an empty or oversized manageInvoice', () => {
    expect(() => manageInvoiceRequest(config, id(), 'token', [])).toThrow('1 to 100');
  });
});
