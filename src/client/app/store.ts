import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { Storage as PersistStorage } from 'redux-persist';
import { baseApi } from '@client/api/base-api';
import { type StoreExtra, TokenVault } from '@client/api/token-vault';
import { sanitizeAction, sanitizeState } from './devtools-sanitizers';
import { persistConfig } from './persist-config';
import { startPersistence } from './persistence';
import { QaRecorder, qaRecorderMiddleware } from './qa/qa-recorder';
import { type RootState, rootReducer } from './root-reducer';
import { rootSaga } from './root-saga';
import { secretGuard } from './secret-guard';

export type { RootState } from './root-reducer';

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Persist to this storage (browser: localStorage under the spec's keys); none in most tests. */
  persistStorage?: PersistStorage;
  runSagas?: boolean;
  /** Record the action log for QA from the start (the page was opened with ?qa=1). */
  qa?: boolean;
}

/** The state as it is written to the storage: with the real token, which the store never holds. */
function withRealToken(vault: TokenVault) {
  let lastAuth: RootState['auth'] | null = null;
  let lastToken: string | null = null;
  let lastStored: RootState['auth'] | null = null;
  return (state: RootState): RootState => {
    const token = vault.reveal(state.auth.token);
    // A new token under the same placeholder (a login again) is a change to write, too.
    if (state.auth !== lastAuth || token !== lastToken) {
      lastAuth = state.auth;
      lastToken = token;
      lastStored = { ...state.auth, token };
    }
    return { ...state, auth: lastStored ?? state.auth };
  };
}

function createAppStore({ preloadedState, qa = false }: StoreOptions) {
  const tokenVault = new TokenVault();
  const extra: StoreExtra = { tokenVault };
  const sagaMiddleware = createSagaMiddleware({ context: extra });
  const recorder: { current: QaRecorder | null } = { current: null };
  const store = configureStore({
    // The plain root reducer, no persistReducer around it: what Redux DevTools and QA replays run is
    // exactly what the page runs (persistence.ts restores the storage with one plain event).
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(secretGuard(tokenVault))
        .concat(baseApi.middleware, sagaMiddleware, qaRecorderMiddleware(recorder)),
    // DevTools stay on in production for support staff. What they show is sanitized further (the api
    // cache summarized); secrets never reach them at all (secret-guard.ts).
    devTools: {
      name: 'Webáruház',
      stateSanitizer: sanitizeState,
      actionSanitizer: sanitizeAction,
      trace: false,
    },
  });
  if (qa) {
    recorder.current = new QaRecorder(store.getState);
    recorder.current.start();
  }
  const persist = (storage: PersistStorage) =>
    startPersistence(store, persistConfig<RootState>(storage), withRealToken(tokenVault));
  return {
    store,
    recorder: recorder.current,
    runSagas: () => sagaMiddleware.run(rootSaga),
    persist,
  };
}

/** A fresh store: the app calls it once, each test calls it again. */
export function setupStore(options: StoreOptions = {}) {
  const { store, recorder, runSagas, persist } = createAppStore(options);
  if (options.runSagas ?? true) runSagas();
  const persistor = options.persistStorage ? persist(options.persistStorage) : null;
  return { store, persistor, recorder };
}

/**
 * The same store as setupStore's, made in three tasks (`pause` ends a task): the store, its sagas,
 * then the storage. The page's start (index.tsx) uses it so that no step blocks the page long.
 */
export async function setupStoreInSteps(options: StoreOptions, pause: () => Promise<void>) {
  const { store, recorder, runSagas, persist } = createAppStore(options);
  await pause();
  if (options.runSagas ?? true) runSagas();
  await pause();
  const persistor = options.persistStorage ? persist(options.persistStorage) : null;
  return { store, persistor, recorder };
}

export type AppStore = ReturnType<typeof setupStore>['store'];
export type AppDispatch = AppStore['dispatch'];
