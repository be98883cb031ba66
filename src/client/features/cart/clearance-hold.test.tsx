import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route } from 'react-router-dom';
import type { Cart } from '@common/api/cart.schema';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import {
  CART_ID,
  cartState,
  makeCart,
  makeLine,
  makeVariant,
} from '@client/testing/cart-test-data';
import { HOLD_EXPIRED_TEXT } from './clearance-hold';
import OrderSummaryScreen from './order-summary-screen';

const clearanceLine = makeLine({
  id: 1,
  quantity: 2,
  variant: makeVariant({
    id: 101,
    availability: 'vegkiarusitas',
    availabilityText: 'Végkiárusítás',
    stock: 2,
  }),
});

const ready = (overrides: Partial<Cart> = {}) =>
  makeCart({
    goods: [clearanceLine],
    szallitas: 0,
    shippingcost: 0,
    isValid: true,
    szallitas_vnev: 'Kis',
    szallitas_knev: 'Anna',
    szallitas_irsz: '9021',
    szallitas_varos: 'Győr',
    szallitas_utca: 'Baross út 1.',
    email: 'kis.anna@example.hu',
    szallitas_telefonszam: '+36 30 123 4567',
    ...overrides,
  });

function renderSummary(cart: Cart) {
  return renderWithProviders(<OrderSummaryScreen />, {
    route: '/megrendeles',
    path: '/megrendeles',
    preloadedState: cartState(cart),
    extraRoutes: <Route path="/kosar" element={<p>Kosár oldal</p>} />,
  });
}

function serveHold(answer: () => Response) {
  const calls: unknown[] = [];
  server.use(
    http.post('/api/holdCart', async ({ request }) => {
      calls.push(await request.json());
      return answer();
    }),
  );
  return calls;
}

describe('clearance hold on the order summary', () => {
  it('holds the clearance pieces when the summary opens and shows the time left as a quiet timer', async () => {
    const calls = serveHold(() =>
      HttpResponse.json({
        status: 1,
        cart: ready({ hold: { expires_at: '2026-11-23T12:15:00.000Z', seconds_left: 900 } }),
      }),
    );
    renderSummary(ready());
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent(/^(15:00|14:5\d)$/);
    expect(calls).toEqual([{ cart_id: CART_ID }]);
    expect(screen.getByText(/A végkiárusításos termékeket félretettük Önnek/)).toBeInTheDocument();
    // The timer itself is not a live region; the spoken notice is empty until 5 minutes are left.
    expect(timer).not.toHaveAttribute('aria-live');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('');
  });

  it('tells screen readers once under five minutes, and says when the hold ran out', async () => {
    serveHold(() =>
      HttpResponse.json({
        status: 1,
        cart: ready({ hold: { expires_at: '2026-11-23T12:15:00.000Z', seconds_left: 2 } }),
      }),
    );
    renderSummary(ready());
    await screen.findByRole('timer');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Már csak kevesebb mint 1 perc van hátra a foglalásból.',
    );
    expect(
      await screen.findByText(
        HOLD_EXPIRED_TEXT,
        { selector: 'p:not([aria-live])' },
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows the server message and the way back to the cart when the pieces are gone', async () => {
    const message =
      'Sajnos a(z) „Bőr kesztyű 1 – XL, fekete” termék elfogyott: az utolsó darabokat más vásárlók már lefoglalták vagy megrendelték. Kérjük, vegye ki a kosárból.';
    serveHold(() => HttpResponse.json({ status: 0, message }, { status: 409 }));
    renderSummary(ready());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Vissza a kosárhoz' })).toHaveAttribute(
      'href',
      '/kosar',
    );
  });

  it('asks for no hold when the cart has no clearance line', async () => {
    const calls = serveHold(() => HttpResponse.json({ status: 1, cart: ready() }));
    renderSummary(ready({ goods: [makeLine({ id: 2 })] }));
    await screen.findByRole('button', { name: 'Megrendelés elküldése' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
