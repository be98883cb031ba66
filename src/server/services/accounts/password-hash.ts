import crypto from 'node:crypto';
import { promisify } from 'node:util';
import type { AccountsConfig } from '../../config';

type ScryptParams = AccountsConfig['scrypt'];

// The async scrypt runs in libuv's thread pool, so a login never stalls other requests.
const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/**
 * A hash in PHC-like text: `scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64). The parameters are stored
 * with each hash, so raising the cost later still verifies the old hashes.
 */
export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, params);
  return `scrypt$ln=${Math.log2(params.N)},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const match =
    /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(
      stored,
    );
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  return {
    N: 2 ** Number(ln),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt as string, 'base64'),
    key: Buffer.from(key as string, 'base64'),
  };
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(
  password: string,
  stored: string,
  params: ScryptParams,
): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const maxmem = Math.max(params.maxmem, 256 * parsed.N * parsed.r);
  const key = await scrypt(password.normalize('NFC'), parsed.salt, parsed.key.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    maxmem,
  });
  return crypto.timingSafeEqual(key, parsed.key);
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * A hash of a random password with the configured cost. A login for an unknown e-mail (or an account
 * without a usable password) is verified against it, so it takes as long as one for a known e-mail.
 */
export function dummyHash(params: ScryptParams): Promise<string> {
  const cacheKey = `${params.N},${params.r},${params.p}`;
  let hash = dummyHashes.get(cacheKey);
  if (!hash) {
    hash = hashPassword(crypto.randomBytes(16).toString('hex'), params);
    dummyHashes.set(cacheKey, hash);
  }
  return hash;
}
