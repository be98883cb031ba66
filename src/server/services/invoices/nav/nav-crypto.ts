import crypto from 'node:crypto';

/** The hashes, signature and token decryption of the interface specification (1.3.2, 1.5, 1.8.10). */

const upperHex = (algorithm: 'sha512' | 'sha3-512', value: string) =>
  crypto.createHash(algorithm).update(value, 'utf8').digest('hex').toUpperCase();

/** user/passwordHash: SHA-512 of the technical user's password, upper-case hex (cryptoType SHA-512). */
export const passwordHash = (password: string) => upperHex('sha512', password);

/** SHA3-512, upper-case hex. */
export const sha3Upper = (value: string) => upperHex('sha3-512', value);

/** `2017-12-30T18:25:45.000Z` -> `20171230182545`: the header's UTC timestamp without separators. */
export function signatureTimestamp(timestamp: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,3})?Z$/.exec(timestamp);
  if (!match) throw new Error(`Not a UTC timestamp: ${timestamp}`);
  return match.slice(1, 7).join('');
}

export interface SignedInvoice {
  /** CREATE, MODIFY or STORNO (or the annulment's operation). */
  operation: string;
  /** The base64 text exactly as it stands in the request's invoiceData. */
  base64Data: string;
}

/** The per-invoice hash of manageInvoice: SHA3-512 of operation + base64 data, upper case (1.5.1). */
export const invoiceHash = (invoice: SignedInvoice) =>
  sha3Upper(`${invoice.operation}${invoice.base64Data}`);

/**
 * requestSignature (cryptoType SHA3-512): SHA3-512 of requestId + timestamp (yyyyMMddHHmmss, UTC) +
 * signature key, followed for manageInvoice by each invoice's hash in index order (1.5.1, 1.5.2).
 */
export function requestSignature(input: {
  requestId: string;
  timestamp: string;
  signatureKey: string;
  invoices?: readonly SignedInvoice[];
}): string {
  const partial = `${input.requestId}${signatureTimestamp(input.timestamp)}${input.signatureKey}`;
  const hashes = (input.invoices ?? []).map(invoiceHash).join('');
  return sha3Upper(partial + hashes);
}

/** The exchange token: AES-128-ECB with the technical user's exchange key (1.8.2.1 1)). */
export function decryptExchangeToken(encodedBase64: string, exchangeKey: string): string {
  const key = Buffer.from(exchangeKey, 'utf8');
  if (key.length !== 16) throw new Error('The NAV exchange key must be 16 characters (AES-128).');
  const decipher = crypto.createDecipheriv('aes-128-ecb', key, null);
  const plain = Buffer.concat([
    decipher.update(Buffer.from(encodedBase64, 'base64')),
    decipher.final(),
  ]);
  return plain.toString('utf8');
}

/** A fresh requestId: `[+a-zA-Z0-9_]{1,30}`, unique per request (1.3.1 1)). */
export function newRequestId(now: Date = new Date()): string {
  return `MP${now.getTime().toString(36).toUpperCase()}${crypto.randomBytes(8).toString('hex').toUpperCase()}`;
}

/** The header's timestamp: UTC with milliseconds, `2026-03-10T09:15:02.123Z`. */
export const requestTimestamp = (now: Date = new Date()) => now.toISOString();
