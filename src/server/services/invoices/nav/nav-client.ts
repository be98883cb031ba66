import type { NavConfig } from './nav-config';
import { decryptExchangeToken, newRequestId, requestTimestamp } from './nav-crypto';
import { navMessageHu } from './nav-messages';
import {
  isDefiniteRefusal,
  type ExchangeToken,
  type NavOutcome,
  type TransactionStatus,
} from './nav-outcome';
import {
  manageInvoiceRequest,
  queryInvoiceCheckRequest,
  queryTransactionStatusRequest,
  tokenExchangeRequest,
  type InvoiceOperationInput,
  type NavOperation,
  type RequestIdentity,
} from './nav-requests';
import {
  parseAnswer,
  readExchangeToken,
  readInvoiceCheck,
  readProcessingResults,
  readTransactionId,
} from './nav-responses';

export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>;

export interface NavClientOptions {
  /** NAV answers within 5 s as a rule and gives up after 60 s (spec 1.6.6); default 30 s. */
  timeoutMs?: number;
  now?: () => Date;
}

export interface ManageInvoiceResult {
  transactionId: string;
  requestId: string;
}

/**
 * NAV Online Számla 3.0 over HTTP: each call posts one signed XML request and answers a NavOutcome
 * (success / refused / unknown, see nav-outcome.ts); it never throws for what NAV or the network does.
 */
export class NavClient {
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly config: NavConfig,
    private readonly fetchFn: FetchFunction = fetch,
    options: NavClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.now = options.now ?? (() => new Date());
  }

  private identity(): RequestIdentity {
    const now = this.now();
    return { requestId: newRequestId(now), timestamp: requestTimestamp(now) };
  }

  /** A single-use exchange token, decrypted with the exchange key. */
  async tokenExchange(): Promise<NavOutcome<ExchangeToken>> {
    const outcome = await this.post(
      'tokenExchange',
      tokenExchangeRequest(this.config, this.identity()),
      readExchangeToken,
    );
    if (outcome.kind !== 'success') return outcome;
    const { encoded, validFrom, validTo } = outcome.value;
    try {
      return {
        kind: 'success',
        value: {
          token: decryptExchangeToken(encoded, this.config.exchangeKey),
          validFrom,
          validTo,
        },
      };
    } catch (error) {
      return {
        kind: 'refused',
        operation: 'tokenExchange',
        httpStatus: 200,
        errorCode: 'TOKEN_DECRYPTION_FAILED',
        message: String(error),
        messageHu: 'Az adatszolgáltatási token nem fejthető vissza: ellenőrizze a cserekulcsot.',
        validation: [],
      };
    }
  }

  /** Reports up to 100 invoices: a fresh token, then manageInvoice. */
  async manageInvoice(
    invoices: readonly InvoiceOperationInput[],
  ): Promise<NavOutcome<ManageInvoiceResult>> {
    const token = await this.tokenExchange();
    if (token.kind !== 'success') return token;
    const id = this.identity();
    const xml = manageInvoiceRequest(this.config, id, token.value.token, invoices);
    const outcome = await this.post('manageInvoice', xml, readTransactionId);
    return outcome.kind === 'success'
      ? { kind: 'success', value: { transactionId: outcome.value, requestId: id.requestId } }
      : outcome;
  }

  async queryTransactionStatus(
    transactionId: string,
    returnOriginalRequest = false,
  ): Promise<NavOutcome<TransactionStatus>> {
    const xml = queryTransactionStatusRequest(
      this.config,
      this.identity(),
      transactionId,
      returnOriginalRequest,
    );
    return this.post('queryTransactionStatus', xml, (body) => ({
      results: readProcessingResults(body),
    }));
  }

  /** True when NAV holds exactly one valid report of this invoice number of ours (spec 1.8.4). */
  async queryInvoiceCheck(invoiceNumber: string): Promise<NavOutcome<boolean>> {
    const xml = queryInvoiceCheckRequest(this.config, this.identity(), invoiceNumber);
    return this.post('queryInvoiceCheck', xml, readInvoiceCheck);
  }

  private async post<T>(
    operation: NavOperation,
    xml: string,
    read: (body: Record<string, unknown>) => T,
  ): Promise<NavOutcome<T>> {
    let response: Response;
    let text: string;
    try {
      response = await this.fetchFn(`${this.config.apiUrl.replace(/\/+$/, '')}/${operation}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/xml', Accept: 'application/xml' },
        body: xml,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      // AbortSignal.timeout rejects with a DOMException, not always an Error of this realm.
      const name = (error as { name?: unknown } | null)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      const cause =
        error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      return {
        kind: 'unknown',
        operation,
        reason: timedOut ? 'timeout' : 'connection',
        detail: `${String(error)}${cause}`,
      };
    }
    return this.classify(operation, response.status, text, read);
  }

  private classify<T>(
    operation: NavOperation,
    status: number,
    text: string,
    read: (body: Record<string, unknown>) => T,
  ): NavOutcome<T> {
    const answer = parseAnswer(text);
    if (!answer) {
      if (status >= 400 && status < 500) {
        const errorCode = `HTTP_${status}`;
        return {
          kind: 'refused',
          operation,
          httpStatus: status,
          errorCode,
          message: text.slice(0, 500),
          messageHu: `A NAV ${status} hibával utasította el a kérést (hibás cím?).`,
          validation: [],
        };
      }
      const reason = status >= 500 ? 'server-error' : 'unreadable-answer';
      return { kind: 'unknown', operation, reason, httpStatus: status, detail: text.slice(0, 500) };
    }
    if (status === 200 && answer.funcCode === 'OK') {
      try {
        return { kind: 'success', value: read(answer.body) };
      } catch (error) {
        return {
          kind: 'unknown',
          operation,
          reason: 'unreadable-answer',
          httpStatus: status,
          detail: String(error),
        };
      }
    }
    const errorCode = answer.errorCode ?? answer.funcCode ?? `HTTP_${status}`;
    if (isDefiniteRefusal(status, answer.errorCode)) {
      const message = answer.message ?? errorCode;
      return {
        kind: 'refused',
        operation,
        httpStatus: status,
        errorCode,
        message,
        messageHu: navMessageHu(errorCode, message),
        validation: answer.technicalMessages,
      };
    }
    const reason = status >= 500 ? 'server-error' : 'unreadable-answer';
    return {
      kind: 'unknown',
      operation,
      reason,
      httpStatus: status,
      errorCode,
      detail: answer.message ?? errorCode,
    };
  }
}
