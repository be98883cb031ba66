import crypto from 'node:crypto';
import { promisify } from 'node:util';
import type { AccountsConfig } from '../../config';
import { ServiceBusyError } from '../../errors';

type ScryptParams = AccountsConfig['scrypt'];

// The async scrypt runs in libuv's thread pool, so a login never stalls other requests.
const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

export const HASH_QUEUE_FULL =
  'Túl sok kérés érkezik egyszerre. Kérjük, próbálja újra néhány másodperc múlva.';
const HASH_RETRY_AFTER_SECONDS = 5;

/**
 * At most `concurrency` scrypt hashes run at once in this process (each takes 128 MiB and a thread
 * of libuv's pool, which also reads the files the shop sends); up to `queue` more wait their turn in
 * order; beyond that the request is answered 503 with Retry-After at once, nothing hashed.
 */
class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Hashes computed in this process (all of them, since it started). */
  hashed = 0;
  concurrency = 2;
  queue = 8;

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.queue)
        throw new ServiceBusyError(HASH_QUEUE_FULL, HASH_RETRY_AFTER_SECONDS);
      // The slot is handed over by the finishing hash, so `running` stays as it is.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      this.hashed += 1;
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

export const hashGate = new HashGate();

/** Sets this process's hashing limits (buildApp, from config.accounts). */
export function configureHashing(limits: { hashConcurrency: number; hashQueue: number }): void {
  hashGate.concurrency = Math.max(1, limits.hashConcurrency);
  hashGate.queue = Math.max(0, limits.hashQueue);
}

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/**
 * A hash in PHC-like text: `scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64). The parameters are stored
 * with each hash, so raising the cost later still verifies the old hashes.
 */
export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const key = await hashGate.run(() => scrypt(password.normalize('NFC'), salt, KEY_LENGTH, params));
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
  const key = await hashGate.run(() =>
    scrypt(password.normalize('NFC'), parsed.salt, parsed.key.length, {
      N: parsed.N,
      r: parsed.r,
      p: parsed.p,
      maxmem,
    }),
  );
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
