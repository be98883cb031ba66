import crypto from 'node:crypto';
import type { Db } from '../../db/database';

/**
 * A per-process cache of catalogue query results (filtered, ordered product ids; category counts).
 * The catalogue changes only when it is loaded or imported, while shoppers ask the same lists over and
 * over, so a list call can skip the expensive filtering and counting.
 *
 * Freshness: writers call bumpCatalogueVersion (indexProductsForSearch does it), which stores a new
 * version in server_settings; every process re-reads it at most once a second and drops its cache when
 * it changed. As a safety net for writers that forget, no entry lives longer than ENTRY_TTL_MS.
 */
const VERSION_SETTING = 'catalogue_version';
const VERSION_CHECK_MS = 1000;
const ENTRY_TTL_MS = 60_000;
const MAX_ENTRIES = 5000;
/**
 * Per-product values (list cards) are kept apart with room for a large catalogue's every product: in
 * the shared 5 000 entries, filtered lists (issue 20: each choice shows other products) pushed each
 * other's cards out and nearly every page went back to the database (bench: 40 req/s). A card is
 * about 1-2 KB, so 40 000 of them stay well under 100 MB.
 */
const MAX_PER_ID_ENTRIES = 40_000;

interface Entry {
  at: number;
  value: unknown;
}

class ResultCache {
  readonly entries = new Map<string, Entry>();
  readonly perId = new Map<string, Entry>();
  /** Computations under way, so concurrent requests for one missing key wait for one query. */
  readonly computing = new Map<string, Promise<unknown>>();
  version: string | null = null;
  checkedAt = 0;
  checking: Promise<void> | null = null;
}

// Keyed by the database handle, so test apps (each with its own database) never share entries.
const caches = new WeakMap<Db, ResultCache>();

function cacheOf(db: Db): ResultCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ResultCache();
    caches.set(db, cache);
  }
  return cache;
}

async function readVersion(db: Db): Promise<string> {
  const row = await db
    .selectFrom('server_settings')
    .select('value')
    .where('name', '=', VERSION_SETTING)
    .executeTakeFirst();
  return row?.value ?? '';
}

async function checkVersion(db: Db, cache: ResultCache): Promise<void> {
  const now = Date.now();
  if (now - cache.checkedAt < VERSION_CHECK_MS) return;
  // One read at a time, however many requests arrive meanwhile.
  cache.checking ??= readVersion(db)
    .then((version) => {
      if (version !== cache.version) {
        cache.entries.clear();
        cache.perId.clear();
        cache.computing.clear();
      }
      cache.version = version;
      cache.checkedAt = Date.now();
    })
    .finally(() => {
      cache.checking = null;
    });
  await cache.checking;
}

/** The catalogue's current version (re-read at most once a second): for caches kept outside this one. */
export async function catalogueVersion(db: Db): Promise<string> {
  const cache = cacheOf(db);
  await checkVersion(db, cache);
  return cache.version ?? '';
}

/** The cached value for the key, computed (and kept) when missing, expired or the catalogue changed. */
export async function cachedResult<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  await checkVersion(db, cache);
  const entry = cache.entries.get(key);
  if (entry && Date.now() - entry.at < ENTRY_TTL_MS) {
    // Most recently used last: the oldest entries are the ones dropped when the cache is full.
    cache.entries.delete(key);
    cache.entries.set(key, entry);
    return entry.value as T;
  }
  // Without this, 50 shoppers asking for the same uncached list at once would run 50 identical queries
  // (on PostgreSQL they queue for the pool's connections and every one of them waits for all).
  const running = cache.computing.get(key);
  if (running) return running as Promise<T>;
  const computation = compute().then((value) => {
    remember(cache, key, value);
    return value;
  });
  cache.computing.set(key, computation);
  try {
    return await computation;
  } finally {
    cache.computing.delete(key);
  }
}

function remember(
  cache: ResultCache,
  key: string,
  value: unknown,
  entries = cache.entries,
  max = MAX_ENTRIES,
): void {
  entries.delete(key);
  entries.set(key, { at: Date.now(), value });
  if (entries.size > max) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
}

/** Cached values for many keys at once; the missing ones are computed together in one call. */
export async function cachedMany<T>(
  db: Db,
  prefix: string,
  ids: number[],
  computeMissing: (ids: number[]) => Promise<Map<number, T>>,
): Promise<Map<number, T>> {
  const cache = cacheOf(db);
  await checkVersion(db, cache);
  const found = new Map<number, T>();
  const missing: number[] = [];
  const now = Date.now();
  for (const id of ids) {
    const entry = cache.perId.get(`${prefix}:${id}`);
    if (entry && now - entry.at < ENTRY_TTL_MS) found.set(id, entry.value as T);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  for (const [id, value] of await computeMissing(missing)) {
    found.set(id, value);
    remember(cache, `${prefix}:${id}`, value, cache.perId, MAX_PER_ID_ENTRIES);
  }
  return found;
}

/** Tells every process that the catalogue changed: call after writing products, prices or categories. */
export async function bumpCatalogueVersion(db: Db): Promise<void> {
  const version = crypto.randomUUID();
  await db
    .insertInto('server_settings')
    .values({ name: VERSION_SETTING, value: version })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: version }))
    .execute();
  const cache = cacheOf(db);
  cache.entries.clear();
  cache.perId.clear();
  cache.version = version;
  cache.checkedAt = Date.now();
}
