import crypto from 'node:crypto';

/** A fresh opaque token (256 random bits, URL-safe) for a session or a password-reset link. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: a leaked table gives no usable tokens. */
export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}
