import { screen, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { Route } from 'react-router-dom';
import type { Cart } from '@common/api/cart.schema';
import { Header } from '@client/app/header';
import { LocationSync } from '@client/app/location-sync';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import { selectCartItemCount } from '@client/domains/cart/cart.slice';
import { CART_ID, cartState, makeCart, makeLine } from '@client/testing/cart-test-data';
import OrderSummaryScreen from './order-summary-screen';

const ready = makeCart({
  goods: [makeLine({ id: 1, quantity: 2 })],
  szallitas: 2,
  shippingcost: 1990,
  isValid: true,
  szallitas_vnev: 'Kis',
  szallitas_knev: 'Anna',
  szallitas_irsz: '9021',
  szallitas_varos: 'Győr',
  szallitas_utca: 'Baross út 1.',
  email: 'kis.anna@example.hu',
  szallitas_telefonszam: '+36 30 123 4567',
  megjegyzes: 'Délután legyen.',
  szamla_megegyezik: true,
  szamla_nev: 'Anna Motor Kft.',
  adoszam: '12345678-2-08',
  szamla_irsz: '1051',
  szamla_varos: 'Budapest',
  szamla_utca: 'Nádor utca 5.',
});

function renderSummary(cart: Cart | null) {
  return renderWithProviders(
    <>
      <Header />
      <OrderSummaryScreen />
      <LocationSync />
    </>,
    {
      route: '/megrendeles',
      path: '/megrendeles',
      preloadedState: { ...cartState(cart), navigation: { pathname: '/megrendeles', search: '' } },
      extraRoutes: (
        <>
          <Route path="/" element={<p>Kezdőlap</p>} />
          <Route path="/kosar" element={<p>Kosár oldal</p>} />
          <Route path="/adatok-szallitas" element={<p>Adatok oldal</p>} />
        </>
      ),
    },
  );
}

function serveFinishCart(answer: () => Response | Promise<Response>) {
  const calls: unknown[] = [];
  server.use(
    http.post('/api/finishCart', async ({ request }) => {
      calls.push(await request.json());
      await delay(100);
      return answer();
    }),
  );
  return calls;
}

describe('OrderSummaryScreen', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('shows both addresses, delivery and payment, the note, the goods, the delivery cost and the grand total', () => {
    renderSummary(ready);
    expect(document.title).toBe('Megrendelés - MotoPont');
    const billing = screen.getByRole('region', { name: 'Számlázási cím' });
    expect(billing).toHaveTextContent(
      'Anna Motor Kft.1051 BudapestNádor utca 5.Adószám: 12345678-2-08',
    );
    const shippingBlock = screen.getByRole('region', { name: 'Szállítási cím' });
    expect(shippingBlock).toHaveTextContent(
      'Kis Anna9021 GyőrBaross út 1.kis.anna@example.hu+36 30 123 4567',
    );
    const delivery = screen.getByRole('region', { name: 'Szállítás és fizetés' });
    expect(delivery).toHaveTextContent('MPL futárszolgálat');
    expect(delivery).toHaveTextContent('Fizetési módElőre utalás');
    expect(delivery).toHaveTextContent('Délután legyen.');
    const goods = screen.getByRole('region', { name: 'Termékek' });
    expect(goods).toHaveTextContent('Bőr kesztyű 1XL, fekete2 x 12 990 Ft25 980 Ft');
    const totals = screen.getByRole('region', { name: 'Összesítés' });
    expect(within(totals).getByText('Szállítási költség').nextSibling).toHaveTextContent(
      '1 990 Ft',
    );
    expect(within(totals).getByText('Végösszeg').nextSibling).toHaveTextContent('27 970 Ft');
    expect(screen.getByRole('link', { name: 'Vissza' })).toHaveAttribute(
      'href',
      '/adatok-szallitas',
    );
  });

  it('shows the shipping name and address as billing address when billing does not differ', () => {
    renderSummary({ ...ready, szamla_megegyezik: false, szallitas: 0, shippingcost: 0 });
    expect(screen.getByRole('region', { name: 'Számlázási cím' })).toHaveTextContent(
      'Kis Anna9021 GyőrBaross út 1.',
    );
    expect(screen.getByRole('region', { name: 'Szállítás és fizetés' })).toHaveTextContent(
      'Fizetés az üzletben készpénzzel vagy bankkártyával',
    );
  });

  it('marks a company purchase and prints its tax number with dashes', () => {
    renderSummary({ ...ready, szamla_megegyezik: false, cegkent: true, adoszam: '12345676206' });
    expect(screen.getByRole('region', { name: 'Számlázási cím' })).toHaveTextContent(
      'Céges vásárlásAnna Motor Kft.1051 BudapestNádor utca 5.Adószám: 12345676-2-06',
    );
  });

  it('sends the cart back to its step when it is empty or not valid', () => {
    renderSummary(makeCart({ goods: [] }));
    expect(screen.getByText('Kosár oldal')).toBeInTheDocument();
  });

  it('sends an unfinished form back to step 2', () => {
    renderSummary({ ...ready, isValid: false });
    expect(screen.getByText('Adatok oldal')).toBeInTheDocument();
  });

  it("places the order once however often it is clicked, shows 'Sikeres rendelés!' and goes home with an empty cart", async () => {
    const calls = serveFinishCart(() =>
      HttpResponse.json({
        status: 1,
        cart: { ...ready, finish: true },
        order: { order_number: 'MP-2026-000001', grand_total: 27970 },
      }),
    );
    const { user, store } = renderSummary(ready);
    const send = screen.getByRole('button', { name: 'Megrendelés elküldése' });
    await user.click(send);
    await user.click(send);
    await user.dblClick(send);
    const dialog = await screen.findByRole('dialog', { name: 'Sikeres rendelés!' });
    expect(within(dialog).getByText('Rendelésszám: MP-2026-000001')).toBeInTheDocument();
    expect(calls).toEqual([{ cart_id: CART_ID, total: ready.vegosszeg + 1990 }]);
    expect(await screen.findByText('Kezdőlap')).toBeInTheDocument();
    expect(selectCartItemCount(store.getState())).toBe(0);
    expect(store.getState().cart.cartId).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Rendben' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'purchase',
        ecommerce: expect.objectContaining({ transaction_id: 'MP-2026-000001' }),
      }),
    );
  });

  it("shows 'Hiba a rendelés közben!' / 'Próbálja újra.' on failure and lets the shopper try again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const calls = serveFinishCart(() =>
      HttpResponse.json({ status: 0, message: 'Elfogyott.' }, { status: 409 }),
    );
    const { user } = renderSummary(ready);
    await user.click(screen.getByRole('button', { name: 'Megrendelés elküldése' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hiba a rendelés közben!' });
    expect(dialog).toHaveTextContent('Próbálja újra.');
    await user.click(within(dialog).getByRole('button'));
    expect(screen.getByRole('button', { name: 'Megrendelés elküldése' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Megrendelés elküldése' }));
    await screen.findByRole('alertdialog');
    expect(calls).toHaveLength(2);
    jest.restoreAllMocks();
  });
});
