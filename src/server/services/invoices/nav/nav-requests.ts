import type { NavConfig } from './nav-config';
import { passwordHash, requestSignature, type SignedInvoice } from './nav-crypto';
import { NAV_NS } from './nav-namespaces';
import { taxpayerId } from './nav-values';
import { el, serializeXml, type XmlChild } from './xml-builder';

/** The API requests the shop sends (invoiceApi.xsd), each with the common header, user and software. */

export type NavOperation =
  'tokenExchange' | 'manageInvoice' | 'queryTransactionStatus' | 'queryInvoiceCheck';

const ROOTS: Record<NavOperation, string> = {
  tokenExchange: 'TokenExchangeRequest',
  manageInvoice: 'ManageInvoiceRequest',
  queryTransactionStatus: 'QueryTransactionStatusRequest',
  queryInvoiceCheck: 'QueryInvoiceCheckRequest',
};

export interface RequestIdentity {
  requestId: string;
  /** UTC, `2026-03-10T09:15:02.123Z`; the signature uses the same value. */
  timestamp: string;
}

export type InvoiceOperation = 'CREATE' | 'MODIFY' | 'STORNO';

export interface InvoiceOperationInput {
  operation: InvoiceOperation;
  /** The InvoiceData XML (UTF-8). */
  invoiceXml: string;
}

export const toBase64 = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');

function request(
  operation: NavOperation,
  config: NavConfig,
  id: RequestIdentity,
  signed: readonly SignedInvoice[],
  body: readonly XmlChild[],
): string {
  const { software } = config;
  const root = el(
    ROOTS[operation],
    [
      el('common:header', [
        el('common:requestId', id.requestId),
        el('common:timestamp', id.timestamp),
        el('common:requestVersion', '3.0'),
        el('common:headerVersion', '1.0'),
      ]),
      el('common:user', [
        el('common:login', config.login),
        el('common:passwordHash', passwordHash(config.password), { cryptoType: 'SHA-512' }),
        el('common:taxNumber', taxpayerId(config.taxNumber)),
        el(
          'common:requestSignature',
          requestSignature({ ...id, signatureKey: config.signatureKey, invoices: signed }),
          { cryptoType: 'SHA3-512' },
        ),
      ]),
      el('software', [
        el('softwareId', software.softwareId),
        el('softwareName', software.softwareName),
        el('softwareOperation', software.softwareOperation),
        el('softwareMainVersion', software.softwareMainVersion),
        el('softwareDevName', software.softwareDevName),
        el('softwareDevContact', software.softwareDevContact),
        el('softwareDevCountryCode', software.softwareDevCountryCode),
        software.softwareDevTaxNumber && el('softwareDevTaxNumber', software.softwareDevTaxNumber),
      ]),
      ...body,
    ],
    { xmlns: NAV_NS.api, 'xmlns:common': NAV_NS.common },
  );
  return serializeXml(root);
}

export const tokenExchangeRequest = (config: NavConfig, id: RequestIdentity) =>
  request('tokenExchange', config, id, [], []);

/** Up to 100 invoices in one request, indexed 1, 2, … in order (1.8.2.1 3)). */
export function manageInvoiceRequest(
  config: NavConfig,
  id: RequestIdentity,
  exchangeToken: string,
  invoices: readonly InvoiceOperationInput[],
): string {
  if (invoices.length < 1 || invoices.length > 100) {
    throw new Error('manageInvoice carries 1 to 100 invoices.');
  }
  const signed = invoices.map((i) => ({
    operation: i.operation,
    base64Data: toBase64(i.invoiceXml),
  }));
  return request('manageInvoice', config, id, signed, [
    el('exchangeToken', exchangeToken),
    el('invoiceOperations', [
      el('compressedContent', 'false'),
      ...signed.map((invoice, i) =>
        el('invoiceOperation', [
          el('index', i + 1),
          el('invoiceOperation', invoice.operation),
          el('invoiceData', invoice.base64Data),
        ]),
      ),
    ]),
  ]);
}

export const queryTransactionStatusRequest = (
  config: NavConfig,
  id: RequestIdentity,
  transactionId: string,
  returnOriginalRequest = false,
) =>
  request(
    'queryTransactionStatus',
    config,
    id,
    [],
    [
      el('transactionId', transactionId),
      returnOriginalRequest && el('returnOriginalRequest', 'true'),
    ],
  );

/** Whether NAV holds exactly one valid report of our invoice number (searched as the supplier). */
export const queryInvoiceCheckRequest = (
  config: NavConfig,
  id: RequestIdentity,
  invoiceNumber: string,
) =>
  request(
    'queryInvoiceCheck',
    config,
    id,
    [],
    [
      el('invoiceNumberQuery', [
        el('invoiceNumber', invoiceNumber),
        el('invoiceDirection', 'OUTBOUND'),
      ]),
    ],
  );
