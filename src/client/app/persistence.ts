import { type Store, createAction } from '@reduxjs/toolkit';
import {
  type PersistConfig,
  type Persistor,
  createPersistoid,
  getStoredState,
  purgeStoredState,
} from 'redux-persist';

/**
 * The values read back from the browser storage at start-up (after the config's transforms and
 * migrations), as one plain event. redux-persist's own protocol (`persist/PERSIST` carrying functions,
 * applied by a reducer with hidden state) cannot be replayed from a Redux DevTools file or a QA log:
 * this event replays through the plain root reducer to the same state every time.
 */
export const storageRehydrated = createAction<Record<string, unknown>>('persistence/rehydrated');

/** autoMergeLevel2, as a pure reducer step: each stored slice is merged over the current one. */
export function mergeRehydrated<S extends object>(state: S, stored: Record<string, unknown>): S {
  const next = { ...state } as Record<string, unknown>;
  for (const [key, value] of Object.entries(stored)) {
    const current = next[key];
    if (!(key in next) || !value || typeof value !== 'object' || Array.isArray(value)) continue;
    next[key] = current && typeof current === 'object' ? { ...current, ...value } : value;
  }
  return next as S;
}

/**
 * Reads the stored values once (dispatching `storageRehydrated`), then writes every later state through
 * redux-persist's persistoid (its throttle, whitelist and transforms). `toStored` prepares a state for
 * writing (the real login token in place of the placeholder the store holds). Returns a Persistor, so
 * `PersistGate` and `flush()` work as with `persistStore`.
 */
export function startPersistence<S extends object>(
  store: Store<S>,
  config: PersistConfig<S>,
  toStored: (state: S) => S = (state) => state,
): Persistor {
  const persistoid = createPersistoid(config);
  const version = config.version ?? -1;
  // One object for every write, so the persistoid sees it unchanged and writes the version once.
  const marker = { version, rehydrated: true };
  const listeners = new Set<() => void>();
  let bootstrapped = false;
  let paused = false;
  const write = () => {
    if (!paused) persistoid.update({ ...toStored(store.getState()), _persist: marker });
  };
  const finish = (stored: Record<string, unknown> | undefined) => {
    if (stored) {
      const { _persist: _ignored, ...values } = stored;
      store.dispatch(storageRehydrated(values));
    }
    bootstrapped = true;
    store.subscribe(write);
    write();
    for (const listener of listeners) listener();
  };
  const migrate = config.migrate ?? ((state: unknown) => Promise.resolve(state));
  getStoredState(config as PersistConfig<unknown>)
    .then((stored) => migrate(stored as never, version))
    .then(
      (migrated) => finish(migrated as Record<string, unknown> | undefined),
      // Unreadable storage: start with nothing restored, as redux-persist does.
      () => finish(undefined),
    );

  return {
    pause: () => {
      paused = true;
    },
    persist: () => {
      paused = false;
      write();
    },
    purge: () => purgeStoredState(config as PersistConfig<unknown>),
    flush: () => persistoid.flush(),
    dispatch: (action) => action,
    getState: () => ({ registry: [], bootstrapped }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
