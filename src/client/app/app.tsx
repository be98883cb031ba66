import { Suspense, lazy } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Loader } from '@client/components/loader';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { QaRecorder } from './qa/qa-recorder';
import type { AppStore } from './store';
import { Layout } from './layout';

// The back office is a part of its own: a shopper never downloads it (docs/back-office.md).
const AdminApp = lazy(() => import(/* webpackChunkName: "admin" */ '@client/admin/admin-app'));

/** The whole SPA: store, persisted state (rendered once it is back from localStorage), router and shell. */
export function App({
  store,
  persistor,
  recorder = null,
}: {
  store: AppStore;
  persistor: Persistor | null;
  recorder?: QaRecorder | null;
}) {
  const shell = (
    <BrowserRouter>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Suspense fallback={<Loader />}>
              <AdminApp />
            </Suspense>
          }
        />
        <Route path="*" element={<Layout recorder={recorder} />} />
      </Routes>
    </BrowserRouter>
  );
  return (
    <Provider store={store}>
      {persistor ? <PersistGate persistor={persistor}>{shell}</PersistGate> : shell}
    </Provider>
  );
}
