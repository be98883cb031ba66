import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { loadServerSecret } from '../../security/server-secret';

/** The path of the shopper's page that a restock e-mail's unsubscribe link opens. */
export const UNSUBSCRIBE_PATH = '/ertesites-leiratkozas';

const TOKEN_PATTERN = /^([1-9][0-9]{0,14})\.([A-Za-z0-9_-]{22})$/;

/**
 * The key of the unsubscribe links: derived from the shop's server secret (one for every process,
 * kept in the database), so a link is unforgeable, needs no table of its own and never goes stale.
 */
export async function unsubscribeKey(db: Db): Promise<Buffer> {
  const secret = await loadServerSecret(db);
  return crypto.createHmac('sha256', secret).update('back-in-stock-unsubscribe').digest();
}

function mac(key: Buffer, requestId: number): string {
  return crypto
    .createHmac('sha256', key)
    .update(String(requestId))
    .digest('base64url')
    .slice(0, 22);
}

/** `<request id>.<128-bit signature>`: the link names its request, the signature proves it came from us. */
export function unsubscribeToken(key: Buffer, requestId: number): string {
  return `${requestId}.${mac(key, requestId)}`;
}

/** The request a token names, or null for anything this shop did not sign. */
export function tokenRequestId(key: Buffer, token: string): number | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(mac(key, id));
  const given = Buffer.from(match[2] as string);
  return crypto.timingSafeEqual(expected, given) ? id : null;
}
