import { type PersistConfig, createMigrate, createTransform } from 'redux-persist';
import { createSpecKeyStorage } from './persist-storage';

/**
 * Exactly the fields the spec keeps in the browser, plus issue 20's guest garage (and wishlist); never
 * the api cache or the cart contents.
 */
const PERSISTED_FIELDS: Record<string, readonly string[]> = {
  auth: ['token', 'username'],
  cart: ['cartId'],
  ui: ['dismissedPopup'],
  motorom: ['mode', 'gyarto', 'felepites', 'hengerurtartalom', 'tipus', 'motorInput', 'tipusName'],
  garage: ['bikes', 'owner'],
  wishlist: ['products', 'owner'],
  search: ['text'],
  productPrev: ['alias', 'path', 'label'],
};

const pickPersistedFields = createTransform<Record<string, unknown>, Record<string, unknown>>(
  (inbound, key) => {
    const fields = PERSISTED_FIELDS[String(key)] ?? [];
    return Object.fromEntries(fields.filter((f) => f in inbound).map((f) => [f, inbound[f]]));
  },
  (outbound, key) => {
    const fields = PERSISTED_FIELDS[String(key)] ?? [];
    // Drop anything else found in storage (hand-edited or from an older version).
    return Object.fromEntries(
      fields
        .filter((f) => outbound[f] !== undefined && outbound[f] !== null)
        .map((f) => [f, outbound[f]]),
    );
  },
);

/**
 * Version 1 is the first layout; later layouts add steps here. persistence.ts reads and writes with this
 * config through redux-persist's getStoredState and persistoid; the stored values are merged over the
 * state as autoMergeLevel2 does (mergeRehydrated).
 */
const migrations = {
  1: (state: unknown) => state as never,
};

export function persistConfig<S>(storage = createSpecKeyStorage()): PersistConfig<S> {
  return {
    key: 'root',
    version: 1,
    storage,
    whitelist: Object.keys(PERSISTED_FIELDS),
    transforms: [pickPersistedFields],
    migrate: createMigrate(migrations, { debug: false }),
    // The engine stores each value under its own spec key, so redux-persist must not stringify.
    serialize: false,
    deserialize: false,
    throttle: 100,
  } as PersistConfig<S>;
}
