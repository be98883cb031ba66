import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
import type { Storage as PersistStorage } from 'redux-persist';
import { baseApi } from '@client/api/base-api';
import { sanitizeAction, sanitizeState } from './devtools-sanitizers';
import { persistConfig } from './persist-config';
import { QaRecorder, qaRecorderMiddleware } from './qa/qa-recorder';
import { type RootState, rootReducer } from './root-reducer';
import { rootSaga } from './root-saga';

export type { RootState } from './root-reducer';

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Persist to this storage (browser: localStorage under the spec's keys); none in most tests. */
  persistStorage?: PersistStorage;
  runSagas?: boolean;
  /** Record the action log for QA from the start (the page was opened with ?qa=1). */
  qa?: boolean;
}

/** A fresh store: the app calls it once, each test calls it again. */
export function setupStore({
  preloadedState,
  persistStorage,
  runSagas = true,
  qa = false,
}: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const recorder: { current: QaRecorder | null } = { current: null };
  const reducer = persistStorage
    ? persistReducer<RootState>(persistConfig<RootState>(persistStorage), rootReducer)
    : rootReducer;
  const store = configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware, sagaMiddleware, qaRecorderMiddleware(recorder)),
    // DevTools stay on in production for support staff, with secrets and the api cache sanitized.
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
  if (runSagas) sagaMiddleware.run(rootSaga);
  const persistor = persistStorage ? persistStore(store) : null;
  return { store, persistor, recorder: recorder.current };
}

export type AppStore = ReturnType<typeof setupStore>['store'];
export type AppDispatch = AppStore['dispatch'];
