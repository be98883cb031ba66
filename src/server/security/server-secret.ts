import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server secret (HMAC key for anti-forgery tokens), created once and kept in DATA_DIR so that it
 * survives restarts and is shared by every process that uses the same data folder.
 */
export function loadServerSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, 'server-secret.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    const existing = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  const secret = crypto.randomBytes(32);
  // 'wx' fails if another process wrote it first; then read theirs.
  try {
    fs.writeFileSync(file, secret.toString('base64'), { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  }
}
