import { createRoot } from 'react-dom/client';
import type { SupportView } from '@common/api/admin-support.schema';
import { contentApi } from '@client/features/content/content.api';
import { App } from '../app';
import { setupStore } from '../store';
import { supportStateImported } from '../support-import';
import { readOnlyFetch } from './read-only-fetch';
import { supportViewEnded, supportViewTicket } from './support-view-ticket';
import { supportViewApi } from './support-view.api';
import './support-view.css';

function SupportViewBar({ view }: { view: SupportView }) {
  const who = view.cart.email || 'vendég';
  return (
    <div className="support-view-bar" role="region" aria-label="Támogatói nézet">
      <strong>Támogatói nézet, csak olvasható:</strong> {who} kosara. A módosítások nem mentődnek.
      <button
        type="button"
        onClick={() => {
          supportViewEnded();
          window.location.assign('/');
        }}
      >
        Kilépés a nézetből
      </button>
    </div>
  );
}

function Ended({ message }: { message: string }) {
  return (
    <main className="support-view-ended">
      <h1>Támogatói nézet</h1>
      <p role="alert">{message}</p>
      <p>
        <a
          href="/"
          onClick={() => {
            supportViewEnded();
          }}
        >
          Tovább a boltba
        </a>
      </p>
    </main>
  );
}

/**
 * The shop in support's read-only view of a customer's cart (docs/back-office.md, "Support"): the
 * same state support's file import gives (the cart slice and the location replaced), loaded by the
 * ticket. The store has no persistence (support's own saved cart and login stay untouched), no
 * cross-tab sync and no login; its fetch sends nothing but GETs (read-only-fetch.ts).
 */
export async function mountSupportView(container: HTMLElement): Promise<void> {
  const ticket = supportViewTicket() ?? '';
  // Before the store exists: nothing but GETs ever leaves this tab.
  window.fetch = readOnlyFetch(window.fetch.bind(window));
  const { store } = setupStore();
  const root = createRoot(container);
  const [view, popup] = await Promise.all([
    store.dispatch(supportViewApi.endpoints.supportView.initiate(ticket)),
    store.dispatch(contentApi.endpoints.getPopup.initiate()),
  ]);
  if (!view.data) {
    const data = (view.error as { data?: { message?: unknown } } | undefined)?.data;
    root.render(
      <Ended
        message={
          typeof data?.message === 'string'
            ? data.message
            : 'A támogatói nézet nem tölthető be. Nyissa meg újra a háttérirodából.'
        }
      />,
    );
    return;
  }
  store.dispatch(
    supportStateImported({
      cart: {
        cartId: view.data.cart.id,
        cart: view.data.cart,
        edits: {},
        finished: false,
        ordering: false,
      },
      navigation: { pathname: view.data.path, search: '' },
      // The shop's announcement would cover the customer's page: support is not the one to read it.
      ui: { message: null, dismissedPopup: popup.data?.alias ?? null },
    }),
  );
  root.render(
    <>
      <SupportViewBar view={view.data} />
      <App store={store} persistor={null} />
    </>,
  );
}
