import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createSpecKeyStorage } from './app/persist-storage';
import { qaRecordingWanted } from './app/qa/qa-recorder';
import { setupStore } from './app/store';
import { supportViewTicket } from './app/support-view/support-view-ticket';
import './styles/main.css';

const container = document.getElementById('root');
const isAdmin = /^\/admin(\/|$)/.test(window.location.pathname);
const ticket = isAdmin ? null : supportViewTicket();

if (container && ticket) {
  // Support's read-only view of a customer's cart: its own store, without this browser's saved state.
  void import(/* webpackChunkName: "support-view" */ './app/support-view/support-view-root').then(
    ({ mountSupportView }) => mountSupportView(container, ticket),
  );
} else {
  const { store, persistor, recorder } = setupStore({
    persistStorage: createSpecKeyStorage(),
    qa: qaRecordingWanted(),
  });
  if (container && isAdmin) {
    // The back office is a chunk of its own, loaded only here (docs/back-office.md).
    void import(/* webpackChunkName: "admin" */ './admin/admin-root').then(({ mountAdmin }) =>
      mountAdmin(container, store),
    );
  } else if (container)
    createRoot(container).render(<App store={store} persistor={persistor} recorder={recorder} />);

  // redux-persist writes with a 100 ms throttle; a reload or a closed tab must not lose the last change.
  window.addEventListener('pagehide', () => {
    void persistor?.flush();
  });
}
