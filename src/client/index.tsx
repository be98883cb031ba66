import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createSpecKeyStorage } from './app/persist-storage';
import { qaRecordingWanted } from './app/qa/qa-recorder';
import { setupStore } from './app/store';
import './styles/main.css';

const container = document.getElementById('root');
const isAdmin = /^\/admin(\/|$)/.test(window.location.pathname);
let supportView = false;
try {
  // Support's read-only view of a customer's cart (support-view-ticket.ts reads the ticket).
  supportView =
    /^#tamogatas=/.test(location.hash) || !!sessionStorage.getItem('motopont-support-view');
} catch {
  // No storage: no view kept either.
}

if (container && supportView && !isAdmin) {
  // Its own store, without this browser's saved state, in a chunk of its own.
  void import(/* webpackChunkName: "support-view" */ './app/support-view/support-view-root').then(
    ({ mountSupportView }) => mountSupportView(container),
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
  } else if (container) {
    // The first render of the whole shop, as a transition: React renders it in slices of a few ms
    // and lets the browser in between, instead of one long task that blocks input (total blocking
    // time, docs/performance.md). The saved state is waited for here, not by <PersistGate>, whose
    // own re-render after mounting would be one blocking task again.
    const root = createRoot(container);
    const start = () =>
      startTransition(() =>
        root.render(<App store={store} persistor={null} recorder={recorder} />),
      );
    if (!persistor || persistor.getState().bootstrapped) start();
    else {
      const stop = persistor.subscribe(() => {
        if (!persistor.getState().bootstrapped) return;
        stop();
        start();
      });
    }
  }

  // redux-persist writes with a 100 ms throttle; a reload or a closed tab must not lose the last change.
  window.addEventListener('pagehide', () => {
    void persistor?.flush();
  });
}
