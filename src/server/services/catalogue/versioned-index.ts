import type { Db } from '../../db/database';
import { catalogueVersion } from './catalogue-cache';

/**
 * A per-process, in-memory structure built from the whole catalogue (the suggestion index, the filter
 * data), rebuilt on the first request after the catalogue version changes; concurrent requests wait for
 * the same build. No timed rebuild: a build of 20 000 products keeps the process busy for a while, and
 * writers bump the version (bumpCatalogueVersion) when they change what these hold.
 */
export function versionedIndex<T>(build: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const holders = new WeakMap<Db, { version: string; value: Promise<T> }>();
  return async (db: Db) => {
    const version = await catalogueVersion(db);
    const holder = holders.get(db);
    if (holder && holder.version === version) return holder.value;
    const fresh = { version, value: build(db) };
    holders.set(db, fresh);
    // A failed build must not stay: the next request tries again.
    fresh.value.catch(() => holders.get(db) === fresh && holders.delete(db));
    return fresh.value;
  };
}
