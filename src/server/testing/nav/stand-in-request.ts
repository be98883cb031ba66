import { XMLParser } from 'fast-xml-parser';
import {
  passwordHash,
  requestSignature,
  type SignedInvoice,
} from '@server/services/invoices/nav/nav-crypto';
import { el, type XmlElement } from '@server/services/invoices/nav/xml-builder';

/** Reads a request the stand-in received and checks it the way NAV does (spec 1.3, 1.5, 3.2). */

type Node = Record<string, unknown>;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: true,
  // The list's items are invoiceOperation, and so is the operation code inside each of them.
  isArray: (_name, jpath) => String(jpath).endsWith('invoiceOperations.invoiceOperation'),
});

const node = (v: unknown): Node => (v !== null && typeof v === 'object' ? (v as Node) : {});
const text = (v: unknown): string => {
  if (typeof v === 'string') return v;
  const inner = node(v)['#text'];
  return typeof inner === 'string' ? inner : '';
};
const attribute = (v: unknown, name: string) => text(node(v)[`@${name}`]);

const SOFTWARE_FIELDS = [
  'softwareId',
  'softwareName',
  'softwareOperation',
  'softwareMainVersion',
  'softwareDevName',
  'softwareDevContact',
  'softwareDevCountryCode',
  'softwareDevTaxNumber',
] as const;

export interface ParsedRequest {
  root: string;
  requestId: string;
  timestamp: string;
  requestVersion: string;
  headerVersion: string;
  login: string;
  passwordHash: string;
  passwordHashCrypto: string;
  taxNumber: string;
  requestSignature: string;
  requestSignatureCrypto: string;
  software: XmlElement;
  body: Node;
}

/** The request's parts; the XML has already passed the schema, so the mandatory parts are there. */
export function readRequest(xml: string): ParsedRequest {
  const document = node(parser.parse(xml));
  const root = Object.keys(document).find((k) => k !== '?xml') ?? '';
  const body = node(document[root]);
  const head = node(body.header);
  const user = node(body.user);
  const software = node(body.software);
  return {
    root,
    requestId: text(head.requestId),
    timestamp: text(head.timestamp),
    requestVersion: text(head.requestVersion),
    headerVersion: text(head.headerVersion),
    login: text(user.login),
    passwordHash: text(user.passwordHash),
    passwordHashCrypto: attribute(user.passwordHash, 'cryptoType'),
    taxNumber: text(user.taxNumber),
    requestSignature: text(user.requestSignature),
    requestSignatureCrypto: attribute(user.requestSignature, 'cryptoType'),
    software: el(
      'software',
      SOFTWARE_FIELDS.filter((f) => text(software[f]) !== '').map((f) => el(f, text(software[f]))),
    ),
    body,
  };
}

export interface SubmittedInvoice {
  index: number;
  operation: string;
  base64Data: string;
}

export function submittedInvoices(request: ParsedRequest): SubmittedInvoice[] {
  const operations = node(request.body.invoiceOperations).invoiceOperation;
  return (Array.isArray(operations) ? operations : []).map((raw) => {
    const op = node(raw);
    return {
      index: Number(text(op.index)),
      operation: text(op.invoiceOperation),
      base64Data: text(op.invoiceData),
    };
  });
}

export const field = (request: ParsedRequest, ...path: string[]): string =>
  text(path.reduce<unknown>((at, key) => node(at)[key], request.body));

export interface Credentials {
  login: string;
  password: string;
  signatureKey: string;
  taxNumber: string;
}

export interface Refusal {
  status: number;
  code: string;
  message: string;
}

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** The header and user checks of every operation, in the order of the spec's error table. */
export function checkRequest(
  request: ParsedRequest,
  credentials: Credentials,
  now: Date,
): Refusal | null {
  if (request.requestVersion !== '3.0') {
    return { status: 400, code: 'INVALID_REQUEST_VERSION', message: 'requestVersion must be 3.0' };
  }
  if (request.headerVersion && request.headerVersion !== '1.0') {
    return { status: 400, code: 'INVALID_HEADER_VERSION', message: 'headerVersion must be 1.0' };
  }
  if (request.passwordHashCrypto !== 'SHA-512') {
    return {
      status: 400,
      code: 'INVALID_PASSWORD_HASH_CRYPTO',
      message: 'passwordHash cryptoType',
    };
  }
  if (request.requestSignatureCrypto !== 'SHA3-512') {
    return {
      status: 400,
      code: 'INVALID_REQUEST_SIGNATURE_HASH_CRYPTO',
      message: 'requestSignature cryptoType',
    };
  }
  if (
    request.login !== credentials.login ||
    request.passwordHash !== passwordHash(credentials.password)
  ) {
    return {
      status: 401,
      code: 'INVALID_SECURITY_USER',
      message: 'Helytelen authentikációs adatok!',
    };
  }
  if (request.taxNumber !== credentials.taxNumber) {
    return {
      status: 500,
      code: 'INVALID_USER_RELATION',
      message: 'Helytelen adózó - felhasználó kapcsolat!',
    };
  }
  if (Math.abs(Date.parse(request.timestamp) - now.getTime()) > ONE_DAY_MS) {
    return { status: 400, code: 'INVALID_TIMESTAMP', message: 'A kérés időbélyege hibás.' };
  }
  const invoices: SignedInvoice[] = submittedInvoices(request).map((i) => ({
    operation: i.operation,
    base64Data: i.base64Data,
  }));
  const expected = requestSignature({
    requestId: request.requestId,
    timestamp: request.timestamp,
    signatureKey: credentials.signatureKey,
    invoices,
  });
  if (request.requestSignature !== expected) {
    return { status: 400, code: 'INVALID_REQUEST_SIGNATURE', message: 'Helytelen kérés aláírás!' };
  }
  return null;
}
