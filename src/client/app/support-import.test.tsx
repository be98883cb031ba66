import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import CartScreen from '@client/features/cart/cart-screen';
import { CART_ID, makeCart, makeLine } from '@client/testing/cart-test-data';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import { Header } from './header';
import { LocationSync } from './location-sync';
import { sanitizeState } from './devtools-sanitizers';
import { supportStateImported } from './support-import';
import { stateFromExportFile } from './qa/support-file';

/** What a customer's 'Állapot letöltése' file holds: their sanitized state, as the QA panel saves it. */
const customerExport = JSON.stringify(
  sanitizeState({
    auth: { token: 'customer-secret-token', username: 'Kovács Anna' },
    cart: { cartId: CART_ID, cart: null, edits: {}, finished: false, ordering: false },
    motorom: {
      mode: 'select',
      gyarto: 3,
      felepites: 2,
      hengerurtartalom: 600,
      tipus: 41,
      motorInput: '',
      tipusName: 'Yamaha MT-07',
    },
    search: { text: 'kesztyű' },
    navigation: { pathname: '/kosar', search: '' },
    api: { queries: {}, mutations: {} },
  }),
);

describe('support loading a customer state', () => {
  it("shows the customer's cart page with their cart and bike, fetched by their cart id", async () => {
    const cart = makeCart({ goods: [makeLine({ id: 1, quantity: 2 }), makeLine({ id: 2 })] });
    const asked: unknown[] = [];
    server.use(
      http.post('/api/getCart', async ({ request }) => {
        const body = (await request.json()) as { cart_id: string };
        asked.push(body.cart_id);
        return HttpResponse.json({ status: 1, cart });
      }),
    );
    const { store } = renderWithProviders(
      <>
        <Header />
        <LocationSync />
        <Routes>
          <Route path="/" element={<p>Kezdőlap</p>} />
          <Route path="/kosar" element={<CartScreen />} />
        </Routes>
      </>,
      { route: '/' },
    );
    expect(screen.getByText('Kezdőlap')).toBeInTheDocument();

    act(() => {
      store.dispatch(supportStateImported(stateFromExportFile(customerExport)));
    });

    const table = await screen.findByRole('table', { name: 'A kosárban lévő termékek' });
    expect(within(table).getByRole('row', { name: /Bőr kesztyű 1/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Bőr kesztyű 2/ })).toBeInTheDocument();
    expect(asked).toContain(CART_ID);
    expect(screen.getByRole('link', { name: /Motorom\s*: Yamaha MT-07/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Kosár 3/ })).toBeInTheDocument();
    // Support stays itself: the customer's login is neither shown nor usable.
    expect(screen.getByRole('link', { name: 'Belépés' })).toBeInTheDocument();
    expect(store.getState().auth.token).toBeNull();
    expect(customerExport).not.toContain('customer-secret-token');
  });
});
