import os from 'node:os';
import path from 'node:path';
import { PICKUP_CARRIERS, type PickupCarrier } from '@common/pickup';

/** Everything the server reads from the environment, with the defaults the README lists. */
export interface Config {
  port: number;
  host: string;
  /** Folder of the SQLite file, the mail outbox and the server secret. */
  dataDir: string;
  /** `postgres://...` switches to PostgreSQL; `:memory:` gives a throwaway SQLite (tests). */
  databaseUrl: string | null;
  /** Folder of the built client (index.html and hashed assets). */
  distDir: string;
  brandName: string;
  phone: string;
  shopEmail: string;
  socialLinks: { name: string; url: string }[];
  /** SMTP server for outgoing mail; without it mail is written to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | null;
  /** SMTP_TIMEOUT_MS: longest wait for the mail server's connection, greeting and answers. */
  smtpTimeoutMs: number;
  /** Public address of the shop, used in e-mailed links. */
  publicUrl: string;
  /** Map shown on the 'kontakt' info page. */
  mapEmbedUrl: string;
  /**
   * The legal documents the shop loads into /adatvedelmi-nyilatkozat and /felhasznalasi-feltetelek
   * (a consumer-protection document service); by default the shop's own copies under /api/legal/.
   */
  legalPrivacyUrl: string;
  legalTermsUrls: string[];
  logLevel: string;
  /** Password hashing and login throttling (services/accounts); tests lower the cost. */
  accounts: AccountsConfig;
  /**
   * SESSION_MAX_DAYS (default 30): a customer's session ends this many days after the login even when
   * it is used every day (besides ending after 30 days unused). Staff sessions end after 12 hours.
   */
  sessionMaxDays: number;
  /** Where MPL (prepayment) customers transfer the money; printed in the order confirmation e-mail. */
  bankAccount: { holder: string; bank: string; number: string };
  /**
   * Which reverse proxies in front are trusted for X-Forwarded-For/-Proto (TRUST_PROXY): false (the
   * default: without a proxy anyone could claim any address and slip past the per-address limits), a
   * number of proxy hops, or the proxies' addresses/CIDRs. The client address is the one the nearest
   * trusted proxy saw, never an entry the client wrote itself (see parseTrustProxy).
   */
  trustProxy: TrustProxy;
  /** Delivery to pickup points: each carrier's list source, fee and weight limit; how often lists reload. */
  pickup: PickupConfig;
  /** CLEARANCE_HOLD_MINUTES: how long a cart on the order summary holds its clearance pieces. */
  clearanceHoldMinutes: number;
  /** CART_PURGE_DAYS: personal data of carts not ordered for this many days is deleted; 0 keeps it. */
  cartPurgeDays: number;
  /**
   * GA_MEASUREMENT_ID (`G-…`): with it the shop shows a consent banner and loads the GA4 tag only
   * after consent (Consent Mode v2, defaults denied); without it, no banner and no tag.
   */
  gaMeasurementId: string | null;
}

export interface PickupConfig {
  /** Hours between list reloads; 0 turns the schedule off (`npm run pickup-points -- --refresh` still works). */
  refreshHours: number;
  carriers: Record<PickupCarrier, { source: string; fee: number; maxWeightKg: number }>;
}

/** Fees and weight limits until the shop sets its own (PICKUP_<CARRIER>_FEE, PICKUP_<CARRIER>_MAX_KG). */
const PICKUP_DEFAULTS: Record<PickupCarrier, { fee: number; maxWeightKg: number }> = {
  foxpost: { fee: 1190, maxWeightKg: 25 },
  gls: { fee: 1290, maxWeightKg: 20 },
  mpl: { fee: 1390, maxWeightKg: 20 },
  packeta: { fee: 1090, maxWeightKg: 15 },
};

const SAMPLE_FILES: Record<PickupCarrier, string> = {
  foxpost: 'foxpost.json',
  gls: 'gls.json',
  mpl: 'mpl.csv',
  packeta: 'packeta.json',
};

function numberFrom(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`${name} must be a number from 0, got "${raw}"`);
  return n;
}

/** PICKUP_<CARRIER>_SOURCE (a URL or a file path; the samples in the repo by default), _FEE, _MAX_KG. */
export function loadPickupConfig(env: NodeJS.ProcessEnv): PickupConfig {
  const carriers = Object.fromEntries(
    PICKUP_CARRIERS.map((carrier) => {
      const key = `PICKUP_${carrier.toUpperCase()}`;
      const defaults = PICKUP_DEFAULTS[carrier];
      const fee = numberFrom(env[`${key}_FEE`], defaults.fee, `${key}_FEE`);
      return [
        carrier,
        {
          source:
            env[`${key}_SOURCE`] ||
            path.join(__dirname, 'services', 'pickup-points', 'samples', SAMPLE_FILES[carrier]),
          fee: Math.round(fee),
          maxWeightKg: numberFrom(env[`${key}_MAX_KG`], defaults.maxWeightKg, `${key}_MAX_KG`),
        },
      ];
    }),
  ) as PickupConfig['carriers'];
  return {
    refreshHours: numberFrom(env.PICKUP_REFRESH_HOURS, 24, 'PICKUP_REFRESH_HOURS'),
    carriers,
  };
}

export interface AccountsConfig {
  /** scrypt cost parameters; maxmem must exceed 128 * N * r bytes. */
  scrypt: { N: number; r: number; p: number; maxmem: number };
  /** Extra wait per wrong login beyond the free ones, so guessing gets slow before it is refused. */
  loginSlowdownStepMs: number;
  /** scrypt hashes running at once in one process, and how many more may wait (then 503). */
  hashConcurrency: number;
  hashQueue: number;
}

/**
 * OWASP's minimum for scrypt (N = 2^17, r = 8, p = 1): 128 MiB per hash, above scrypt's 32 MiB
 * default maxmem. Hashes at once: one core is always left to serve requests (1 on 2 cores, at most 2).
 */
export const PRODUCTION_ACCOUNTS: AccountsConfig = {
  scrypt: { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 },
  loginSlowdownStepMs: 500,
  hashConcurrency: Math.min(2, Math.max(1, os.availableParallelism() - 1)),
  hashQueue: 8,
};

function parseSocialLinks(raw: string | undefined): { name: string; url: string }[] {
  if (!raw) {
    return [
      { name: 'Facebook', url: 'https://www.facebook.com/' },
      { name: 'Instagram', url: 'https://www.instagram.com/' },
      { name: 'YouTube', url: 'https://www.youtube.com/' },
    ];
  }
  // "Facebook=https://...,Instagram=https://..."
  return raw
    .split(',')
    .map((pair) => pair.split('='))
    .filter(
      (parts): parts is [string, string] =>
        parts.length === 2 && /^https:\/\//.test(parts[1] ?? ''),
    )
    .map(([name, url]) => ({ name: name.trim(), url: url.trim() }));
}

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  return n;
}

/** SESSION_MAX_DAYS when unset: the absolute lifetime of a customer's session (docs/accounts.md). */
export const DEFAULT_SESSION_MAX_DAYS = 30;

/** false, a number of proxy hops, or the trusted proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

const PROXY_ADDRESS = /^[0-9a-fA-F:.]+(\/\d{1,3})?$/;

/**
 * TRUST_PROXY: unset, '0' or 'false' trust nothing; a whole number N trusts the N proxies nearest the
 * shop ('true' means one, the nginx of docs/deploy.md); otherwise a comma-separated list of the proxies'
 * addresses or CIDR ranges. 'Trust everything' is not offered: then the client's own first
 * X-Forwarded-For entry would count as its address, and any per-address limit could be dodged.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text.split(',').map((entry) => entry.trim());
  const bad = addresses.filter((entry) => !PROXY_ADDRESS.test(entry));
  if (bad.length > 0)
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops or proxy addresses/CIDRs, not: ${bad.join(', ')}`,
    );
  return addresses;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    brandName: env.SHOP_NAME ?? 'MotoPont',
    phone: env.SHOP_PHONE ?? '+36 1 234 5678',
    shopEmail: env.SHOP_EMAIL ?? 'bolt@motopont.hu',
    socialLinks: parseSocialLinks(env.SHOP_SOCIAL_LINKS),
    smtpUrl: env.SMTP_URL || null,
    smtpTimeoutMs: positiveInt(env.SMTP_TIMEOUT_MS, 10_000, 'SMTP_TIMEOUT_MS'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    mapEmbedUrl:
      env.MAP_EMBED_URL ??
      'https://www.openstreetmap.org/export/embed.html?bbox=19.0402%2C47.4979%2C19.0602%2C47.5079&layer=mapnik&marker=47.5029%2C19.0502',
    legalPrivacyUrl: env.LEGAL_PRIVACY_URL || '/api/legal/adatvedelmi-nyilatkozat',
    legalTermsUrls: env.LEGAL_TERMS_URLS
      ? env.LEGAL_TERMS_URLS.split(',')
          .map((url) => url.trim())
          .filter(Boolean)
      : ['/api/legal/altalanos-szerzodesi-feltetelek', '/api/legal/elallasi-tajekoztato'],
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    pickup: loadPickupConfig(env),
    clearanceHoldMinutes: positiveInt(env.CLEARANCE_HOLD_MINUTES, 15, 'CLEARANCE_HOLD_MINUTES'),
    cartPurgeDays: numberFrom(env.CART_PURGE_DAYS, 30, 'CART_PURGE_DAYS'),
    gaMeasurementId: parseMeasurementId(env.GA_MEASUREMENT_ID),
    accounts: PRODUCTION_ACCOUNTS,
    sessionMaxDays: positiveInt(env.SESSION_MAX_DAYS, DEFAULT_SESSION_MAX_DAYS, 'SESSION_MAX_DAYS'),
    bankAccount: {
      holder: env.SHOP_BANK_HOLDER ?? 'MotoPont Kft.',
      bank: env.SHOP_BANK_NAME ?? 'OTP Bank',
      number: env.SHOP_BANK_ACCOUNT ?? '11700000-12345678-00000000',
    },
  };
}

/** A GA4 measurement id; anything else stops the start rather than loading a broken tag. */
function parseMeasurementId(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (!/^G-[A-Z0-9]{4,20}$/.test(value))
    throw new Error(`GA_MEASUREMENT_ID must look like G-XXXXXXXXXX, got "${value}"`);
  return value;
}

/** A config for tests: in-memory database, a temporary data folder, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      PORT: '0',
      DATA_DIR:
        overrides.dataDir ?? path.join(require('node:os').tmpdir(), `shop-test-${process.pid}`),
    }),
    databaseUrl: ':memory:',
    logLevel: 'silent',
    // No schedule in tests: a test loads the lists it needs (refreshPickupLists).
    pickup: { ...loadPickupConfig({}), refreshHours: 0 },
    // A cheap hash keeps the suite fast; accounts tests check that production uses PRODUCTION_ACCOUNTS.
    accounts: {
      scrypt: { N: 2 ** 10, r: 8, p: 1, maxmem: 32 * 1024 * 1024 },
      loginSlowdownStepMs: 0,
      hashConcurrency: 2,
      hashQueue: 8,
    },
    ...overrides,
  };
}
