/**
 * What became of a request to NAV, in the three classes the report queue acts on:
 * - success: NAV answered and did it (for manageInvoice: it holds the data under the transactionId);
 * - refused: NAV answered no, definitely (bad signature or user, schema violation, ...): nothing was
 *   received, repeating the same request cannot help;
 * - unknown: no usable answer (timeout, connection refused, 5xx): NAV may or may not have the invoice,
 *   so before sending it again the queue asks (queryInvoiceCheck / queryTransactionStatus, spec 1.9.2).
 */

export interface NavRefusal {
  kind: 'refused';
  /** The request that failed: for manageInvoice a failed tokenExchange means nothing was sent. */
  operation: string;
  httpStatus: number;
  errorCode: string;
  /** NAV's own text. */
  message: string;
  messageHu: string;
  /** Schema violations of the request, where NAV lists them. */
  validation: NavValidationMessage[];
}

export interface NavUnknown {
  kind: 'unknown';
  operation: string;
  reason: 'timeout' | 'connection' | 'server-error' | 'unreadable-answer';
  httpStatus?: number;
  errorCode?: string;
  detail: string;
}

export type NavOutcome<T> = { kind: 'success'; value: T } | NavRefusal | NavUnknown;

export interface NavValidationMessage {
  /** ERROR, WARN, INFO (business) or ERROR, CRITICAL (technical). */
  resultCode: string;
  errorCode?: string;
  message?: string;
  messageHu: string;
  pointer?: { tag?: string; value?: string; line?: number };
}

export type InvoiceStatus = 'RECEIVED' | 'PROCESSING' | 'SAVED' | 'DONE' | 'ABORTED';

export interface InvoiceProcessingResult {
  index: number;
  invoiceStatus: InvoiceStatus;
  technicalMessages: NavValidationMessage[];
  businessMessages: NavValidationMessage[];
  /** The InvoiceData as NAV received it, when asked for (returnOriginalRequest). */
  originalRequestXml?: string;
}

export interface TransactionStatus {
  results: InvoiceProcessingResult[];
}

export interface ExchangeToken {
  token: string;
  validFrom: string;
  validTo: string;
}

/** Where a report stands: NAV still working on it, accepted (maybe with warnings), or rejected. */
export function reportState(result: InvoiceProcessingResult): 'pending' | 'done' | 'aborted' {
  if (result.invoiceStatus === 'DONE') return 'done';
  if (result.invoiceStatus === 'ABORTED') return 'aborted';
  return 'pending';
}

/** 4xx answers, and the 500s whose code says the user or taxpayer is wrong, are definite refusals. */
const REFUSING_5XX = new Set([
  'NOT_REGISTERED_CUSTOMER',
  'INVALID_CUSTOMER',
  'INVALID_USER_RELATION',
  'FORBIDDEN',
  'NOT_ALLOWED_EXCEPTION',
]);

export function isDefiniteRefusal(httpStatus: number, errorCode: string | undefined): boolean {
  if (!errorCode) return false;
  if (httpStatus >= 400 && httpStatus < 500) return true;
  return httpStatus === 200 || REFUSING_5XX.has(errorCode);
}
