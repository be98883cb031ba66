import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { QaRecorder } from './qa/qa-recorder';
import type { AppStore } from './store';
import { Layout } from './layout';

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
      <Layout recorder={recorder} />
    </BrowserRouter>
  );
  return (
    <Provider store={store}>
      {persistor ? <PersistGate persistor={persistor}>{shell}</PersistGate> : shell}
    </Provider>
  );
}
