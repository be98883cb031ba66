import { XMLParser } from 'fast-xml-parser';
import { navMessageHu } from './nav-messages';
import type {
  ExchangeToken,
  InvoiceProcessingResult,
  InvoiceStatus,
  NavValidationMessage,
} from './nav-outcome';

/** NAV's answers, read namespace-blind (NAV prefixes them ns2:, ns3:, …) into typed values. */

type Node = Record<string, unknown>;

const ARRAYS = new Set([
  'processingResult',
  'technicalValidationMessages',
  'businessValidationMessages',
]);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(name),
});

export interface ParsedAnswer {
  root: string;
  body: Node;
  funcCode?: string;
  errorCode?: string;
  message?: string;
  technicalMessages: NavValidationMessage[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const node = (value: unknown): Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {};
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(node) : []);

function validationMessage(raw: Node): NavValidationMessage {
  const errorCode = text(raw.validationErrorCode);
  const message = text(raw.message);
  const pointer = node(raw.pointer);
  const line = text(pointer.line);
  return {
    resultCode: text(raw.validationResultCode) ?? 'ERROR',
    ...(errorCode ? { errorCode } : {}),
    ...(message ? { message } : {}),
    messageHu: navMessageHu(errorCode, message),
    ...(raw.pointer
      ? {
          pointer: {
            ...(text(pointer.tag) ? { tag: text(pointer.tag) } : {}),
            ...(text(pointer.value) ? { value: text(pointer.value) } : {}),
            ...(line ? { line: Number(line) } : {}),
          },
        }
      : {}),
  };
}

/** Null when the text is not an XML answer of NAV's (an HTML error page, a proxy's text, nothing). */
export function parseAnswer(xml: string): ParsedAnswer | null {
  let document: Node;
  try {
    document = node(parser.parse(xml));
  } catch {
    return null;
  }
  const root = Object.keys(document).find((key) => key !== '?xml');
  if (!root) return null;
  const body = node(document[root]);
  const result = node(body.result);
  // GeneralExceptionResponse carries funcCode/errorCode at its top level.
  const source = body.result ? result : body;
  return {
    root,
    body,
    funcCode: text(source.funcCode),
    errorCode: text(source.errorCode),
    message: text(source.message),
    technicalMessages: list(body.technicalValidationMessages).map(validationMessage),
  };
}

export function readExchangeToken(body: Node): Omit<ExchangeToken, 'token'> & { encoded: string } {
  const encoded = text(body.encodedExchangeToken);
  if (!encoded) throw new Error('TokenExchangeResponse without encodedExchangeToken');
  return {
    encoded,
    validFrom: text(body.tokenValidityFrom) ?? '',
    validTo: text(body.tokenValidityTo) ?? '',
  };
}

export function readTransactionId(body: Node): string {
  const id = text(body.transactionId);
  if (!id) throw new Error('ManageInvoiceResponse without transactionId');
  return id;
}

export function readInvoiceCheck(body: Node): boolean {
  const value = text(body.invoiceCheckResult);
  if (value !== 'true' && value !== 'false')
    throw new Error('QueryInvoiceCheckResponse without result');
  return value === 'true';
}

const STATUSES = new Set<InvoiceStatus>(['RECEIVED', 'PROCESSING', 'SAVED', 'DONE', 'ABORTED']);

export function readProcessingResults(body: Node): InvoiceProcessingResult[] {
  return list(node(body.processingResults).processingResult).map((raw) => {
    const status = text(raw.invoiceStatus) as InvoiceStatus | undefined;
    if (!status || !STATUSES.has(status)) throw new Error(`Unknown invoiceStatus: ${status}`);
    const original = text(raw.originalRequest);
    return {
      index: Number(text(raw.index) ?? 0),
      invoiceStatus: status,
      technicalMessages: list(raw.technicalValidationMessages).map(validationMessage),
      businessMessages: list(raw.businessValidationMessages).map(validationMessage),
      ...(original ? { originalRequestXml: Buffer.from(original, 'base64').toString('utf8') } : {}),
    };
  });
}
