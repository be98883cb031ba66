import './styles/main.css';
import { yieldToBrowser } from './app/yield-to-browser';

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

/**
 * The shop starts in a few short tasks instead of one long one (total blocking time,
 * docs/performance.md): the store's code, the store itself, then React and the shell's code, then
 * the first render, with the browser let in between. The imports are `eager`: their code is part of
 * the first-load scripts (no extra request), only run later.
 */
async function startShop(root: HTMLElement | null): Promise<void> {
  // An eager import runs its module in a microtask of the current task: yield first, each time.
  await yieldToBrowser();
  const routes = root ? await import(/* webpackMode: "eager" */ './app/routes') : null;
  if (routes) {
    // The screen's chunk is requested now, not when React first renders the route.
    routes.preloadScreen(window.location.pathname);
    await yieldToBrowser();
  }
  // The store's code in three tasks: Redux Toolkit with the API's base, the reducers with their
  // API endpoints, then the rest.
  await import(/* webpackMode: "eager" */ './api/base-api');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './app/root-reducer');
  await yieldToBrowser();
  const [{ setupStoreInSteps }, { createSpecKeyStorage }, { qaRecordingWanted }] =
    await Promise.all([
      import(/* webpackMode: "eager" */ './app/store'),
      import(/* webpackMode: "eager" */ './app/persist-storage'),
      import(/* webpackMode: "eager" */ './app/qa/qa-recorder'),
    ]);
  await yieldToBrowser();
  const { store, persistor, recorder } = await setupStoreInSteps(
    { persistStorage: createSpecKeyStorage(), qa: qaRecordingWanted() },
    yieldToBrowser,
  );
  // redux-persist writes with a 100 ms throttle; a reload or a closed tab must not lose the last change.
  window.addEventListener('pagehide', () => {
    void persistor?.flush();
  });
  if (!root || !routes) return;
  // The saved state is waited for here, not by <PersistGate>, whose own re-render after mounting
  // would be one blocking task again.
  if (persistor && !persistor.getState().bootstrapped) {
    await new Promise<void>((resolve) => {
      const stop = persistor.subscribe(() => {
        if (!persistor.getState().bootstrapped) return;
        stop();
        resolve();
      });
    });
  }
  // The rehydration was a task of its own; each request below starts in one too.
  await yieldToBrowser();
  // Every page asks for the announcement (with the stored login, hence after the rehydration above),
  // and for the sanitizer of its text when it will show (the HTML preloads that chunk then).
  const [{ contentApi }, { loadHtmlContent }, { selectDismissedPopup }] = await Promise.all([
    import(/* webpackMode: "eager" */ './features/content/content.api'),
    import(/* webpackMode: "eager" */ './components/html-content-loader'),
    import(/* webpackMode: "eager" */ './domains/messages/ui.slice'),
  ]);
  const announcementReady = store
    .dispatch(contentApi.endpoints.getPopup.initiate(undefined, { subscribe: false }))
    .then(({ data }) =>
      data?.active && data.alias !== selectDismissedPopup(store.getState())
        ? loadHtmlContent().then(() => undefined)
        : undefined,
    )
    .catch(() => undefined);
  await yieldToBrowser();
  // And the screen's own first requests, as soon as its chunk is in (routes.tsx; the page's HTML
  // preloads the chunk). React's first render waits for them: a store update while React renders
  // the first time makes it start over at once, in one long task (docs/performance.md). It waits
  // for the announcement too, so that it is drawn in the page's first frame instead of forcing a
  // second layout of the whole page a moment later; never more than a second for it.
  await Promise.all([
    routes.prefetchScreenData(window.location, store),
    Promise.race([announcementReady, new Promise((resolve) => setTimeout(resolve, 1000))]),
  ]);
  await yieldToBrowser();
  const [{ startTransition }, { createRoot }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
  ]);
  await yieldToBrowser();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await yieldToBrowser();
  // The first render of the whole shop, as a transition: React renders it in slices of a few ms
  // and lets the browser in between, instead of one long task that blocks input.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(<App store={store} persistor={null} recorder={recorder} />),
  );
}

if (container && isAdmin) {
  // The back office is a chunk of its own with its own store, loaded only here (docs/back-office.md).
  void import(/* webpackChunkName: "admin" */ './admin/admin-root').then(({ mountAdmin }) =>
    mountAdmin(container),
  );
} else if (container && supportView) {
  // Its own store, without this browser's saved state, in a chunk of its own.
  void import(/* webpackChunkName: "support-view" */ './app/support-view/support-view-root').then(
    ({ mountSupportView }) => mountSupportView(container),
  );
} else {
  void startShop(container);
}
