import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { el } from '@server/services/invoices/nav/xml-builder';
import { NAV_CREDENTIALS } from './nav-credentials';
import { InvoiceLedger } from './stand-in-ledger';
import {
  errorAnswer,
  exceptionAnswer,
  okAnswer,
  type Answer,
  type AnswerContext,
} from './stand-in-answers';
import {
  checkRequest,
  field,
  readRequest,
  submittedInvoices,
  type Credentials,
  type ParsedRequest,
} from './stand-in-request';
import { validateNavXml } from './xsd-validator';

/**
 * A local stand-in of NAV's Online Számla 3.0 API (`/invoiceService/v3/…`) over real HTTP: it checks
 * every request against invoiceApi.xsd, the password hash and the request signature, refuses a repeated
 * requestId, hands out AES-encrypted exchange tokens, processes reports asynchronously (ledger) and
 * answers as the specification describes. Tests switch it down or slow and read what it received.
 */

export type StandInMode = 'up' | 'refusing' | 'failing' | 'slow';

export interface ReceivedRequest {
  operation: string;
  requestId: string | null;
  xml: string;
  status: number;
  answer: string;
}

const OPERATIONS = new Set([
  'tokenExchange',
  'manageInvoice',
  'queryTransactionStatus',
  'queryInvoiceCheck',
]);
const ROOT = '/invoiceService/v3/';
const TOKEN_VALIDITY_MS = 5 * 60 * 1000;

export interface StandInOptions {
  credentials?: Credentials & { exchangeKey: string };
  processingMs?: number;
  slowMs?: number;
}

export class NavStandIn {
  readonly received: ReceivedRequest[] = [];
  readonly ledger: InvoiceLedger;
  mode: StandInMode = 'up';
  slowMs: number;
  /** In `slow` mode, delay only this operation (e.g. manageInvoice after a prompt token), or all. */
  slowOperation: string | null = null;
  private readonly credentials: Credentials & { exchangeKey: string };
  private readonly usedRequestIds = new Set<string>();
  private readonly tokens = new Map<string, { validTo: number; used: boolean }>();
  private readonly server = http.createServer((req, res) => void this.handle(req, res));
  private readonly sockets = new Set<Socket>();
  private port = 0;

  constructor(options: StandInOptions = {}) {
    this.credentials = options.credentials ?? { ...NAV_CREDENTIALS };
    this.ledger = new InvoiceLedger(this.credentials.taxNumber, options.processingMs ?? 200);
    this.slowMs = options.slowMs ?? 2_000;
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  /** `http://127.0.0.1:PORT/invoiceService/v3` */
  get apiUrl(): string {
    return `http://127.0.0.1:${this.port}${ROOT.slice(0, -1)}`;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    if (!this.server.listening) return;
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** `refusing` closes the port (connection refused); `failing` answers 500; `slow` delays answers. */
  async setMode(mode: StandInMode): Promise<void> {
    if (mode === 'refusing' && this.server.listening) await this.stop();
    if (mode !== 'refusing' && !this.server.listening) await this.start();
    this.mode = mode;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const xml = Buffer.concat(chunks).toString('utf8');
    const operation = req.url?.startsWith(ROOT) ? req.url.slice(ROOT.length) : '';
    if (this.mode === 'slow' && (this.slowOperation ?? operation) === operation) {
      await new Promise((r) => setTimeout(r, this.slowMs));
    }
    let answer: Answer & { requestId?: string };
    if (this.mode === 'failing') {
      answer = { status: 500, xml: 'Generic exception occurred!' };
    } else if (req.method !== 'POST' || !OPERATIONS.has(operation)) {
      answer = { status: 404, xml: '' };
    } else {
      answer = await this.answer(operation, xml);
    }
    this.received.push({
      operation,
      requestId: answer.requestId ?? null,
      xml,
      status: answer.status,
      answer: answer.xml,
    });
    if (res.destroyed) return;
    res.writeHead(answer.status, { 'Content-Type': 'application/xml;charset=UTF-8' });
    res.end(answer.xml);
  }

  private async answer(operation: string, xml: string): Promise<Answer & { requestId?: string }> {
    const schema = await validateNavXml(xml, `${operation}.xml`);
    if (!schema.valid) {
      let request: ParsedRequest | null = null;
      try {
        request = readRequest(xml);
      } catch {
        return exceptionAnswer('A kérés nem jól formált XML.');
      }
      if (!request.requestId) return exceptionAnswer(schema.errors.join(' '));
      const ctx = { requestId: request.requestId, software: request.software };
      const technical = schema.errors.map((message) => ({ code: 'SCHEMA_VIOLATION', message }));
      return errorAnswer(400, ctx, 'INVALID_REQUEST', 'Séma validációs hiba', technical);
    }
    const request = readRequest(xml);
    const ctx: AnswerContext = { requestId: request.requestId, software: request.software };
    const expectedRoot = `${operation[0]?.toUpperCase()}${operation.slice(1)}Request`;
    if (request.root !== expectedRoot) {
      return errorAnswer(500, ctx, 'OPERATION_FAILED', 'A kérés nem ehhez a művelethez tartozik.');
    }
    const refusal = checkRequest(request, this.credentials, new Date());
    if (refusal) return errorAnswer(refusal.status, ctx, refusal.code, refusal.message);
    if (this.usedRequestIds.has(request.requestId)) {
      return errorAnswer(400, ctx, 'REQUEST_ID_NOT_UNIQUE', 'A kérésazonosító nem egyedi.');
    }
    const answer = await this.operate(operation, request, ctx);
    if (answer.status === 200) this.usedRequestIds.add(request.requestId);
    return { ...answer, requestId: request.requestId };
  }

  private async operate(operation: string, request: ParsedRequest, ctx: AnswerContext) {
    const now = Date.now();
    switch (operation) {
      case 'tokenExchange':
        return this.tokenExchange(ctx, now);
      case 'manageInvoice':
        return this.manageInvoice(request, ctx, now);
      case 'queryTransactionStatus':
        return this.transactionStatus(request, ctx, now);
      default:
        return okAnswer('QueryInvoiceCheckResponse', ctx, [
          el(
            'invoiceCheckResult',
            String(this.ledger.holds(field(request, 'invoiceNumberQuery', 'invoiceNumber'), now)),
          ),
        ]);
    }
  }

  private tokenExchange(ctx: AnswerContext, now: number): Answer {
    const token = `${crypto.randomUUID()}${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
    this.tokens.set(token, { validTo: now + TOKEN_VALIDITY_MS, used: false });
    const cipher = crypto.createCipheriv(
      'aes-128-ecb',
      Buffer.from(this.credentials.exchangeKey),
      null,
    );
    const encoded = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]).toString(
      'base64',
    );
    return okAnswer('TokenExchangeResponse', ctx, [
      el('encodedExchangeToken', encoded),
      el('tokenValidityFrom', new Date(now).toISOString()),
      el('tokenValidityTo', new Date(now + TOKEN_VALIDITY_MS).toISOString()),
    ]);
  }

  private async manageInvoice(request: ParsedRequest, ctx: AnswerContext, now: number) {
    const token = this.tokens.get(field(request, 'exchangeToken'));
    if (!token || token.used || token.validTo < now) {
      return errorAnswer(
        400,
        ctx,
        'INVALID_EXCHANGE_TOKEN',
        'Érvénytelen adatszolgáltatási token.',
      );
    }
    const invoices = submittedInvoices(request);
    if (invoices.some((invoice, i) => invoice.index !== i + 1)) {
      return errorAnswer(400, ctx, 'INDEX_NOT_SEQUENTIAL', 'Az indexek nem folytonosak.');
    }
    token.used = true;
    const transactionId = crypto.randomBytes(8).toString('hex').toUpperCase();
    await this.ledger.receive(transactionId, invoices, now);
    return okAnswer('ManageInvoiceResponse', ctx, [el('transactionId', transactionId)]);
  }

  private transactionStatus(request: ParsedRequest, ctx: AnswerContext, now: number): Answer {
    const invoices = this.ledger.forTransaction(field(request, 'transactionId'));
    const original = field(request, 'returnOriginalRequest') === 'true';
    if (invoices.length === 0) return okAnswer('QueryTransactionStatusResponse', ctx, []);
    const results = invoices.map((invoice) => {
      const status = this.ledger.status(invoice, now);
      const final = status === 'DONE' || status === 'ABORTED';
      return el('processingResult', [
        el('index', invoice.index),
        el('invoiceStatus', status),
        ...(final ? invoice.technical : []).map((t) =>
          el('technicalValidationMessages', [
            el('common:validationResultCode', t.resultCode),
            el('common:validationErrorCode', t.code),
            el('common:message', t.message),
          ]),
        ),
        ...(final ? invoice.business : []).map((b) =>
          el('businessValidationMessages', [
            el('validationResultCode', b.resultCode),
            el('validationErrorCode', b.code),
            el('message', b.message.slice(0, 512)),
          ]),
        ),
        el('compressedContentIndicator', 'false'),
        original && el('originalRequest', invoice.base64Data),
      ]);
    });
    return okAnswer('QueryTransactionStatusResponse', ctx, [
      el('processingResults', [...results, el('originalRequestVersion', '3.0')]),
    ]);
  }
}
