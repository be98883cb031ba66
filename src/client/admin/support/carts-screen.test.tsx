import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { renderAdmin } from '@client/admin/testing/render-admin';
import { server } from '@client/testing/test-server';
import { makeCart } from '@client/testing/cart-test-data';
import { staffLoggedIn, staffLoggedOut } from '../staff-session';
import { CartDetailScreen } from './cart-detail-screen';
import { CartsScreen } from './carts-screen';

const CART_ID = '7b0d2c1e-4a5f-4c3b-9d8e-112233445566';

beforeEach(() =>
  staffLoggedIn({ token: 'staff-token', role: 'support', email: 'ugyfel@motopont.hu' }),
);
afterEach(() => staffLoggedOut());

describe('support cart lookup', () => {
  it('lists the carts found by e-mail with their step and order', async () => {
    let asked = '';
    server.use(
      http.get('/api/admin/carts', ({ request }) => {
        asked = new URL(request.url).searchParams.get('q') ?? '';
        return HttpResponse.json({
          items: [
            {
              id: CART_ID,
              email: 'kiss.eva@example.hu',
              name: 'Kiss Éva',
              createdAt: '2026-11-23T10:00:00.000Z',
              updatedAt: '2026-11-23T10:05:00.000Z',
              items: 3,
              total: 25990,
              step: 'adatok',
              order: null,
            },
            {
              id: '00000000-0000-4000-8000-000000000001',
              email: 'kiss.eva@example.hu',
              name: 'Kiss Éva',
              createdAt: '2026-11-20T10:00:00.000Z',
              updatedAt: '2026-11-20T10:05:00.000Z',
              items: 1,
              total: 990,
              step: 'megrendelve',
              order: { number: 'MP-2026-000123', status: 'feladva' },
            },
          ],
        });
      }),
    );
    const { user } = renderAdmin(<CartsScreen />, { route: '/admin/kosarak' });
    await user.type(
      screen.getByLabelText('Kosárazonosító vagy a vásárló e-mail-címe'),
      'kiss.eva@example.hu',
    );
    await user.click(screen.getByRole('button', { name: 'Keresés' }));
    const table = await screen.findByRole('table');
    expect(asked).toBe('kiss.eva@example.hu');
    expect(table).toHaveTextContent('2 kosár');
    expect(table).toHaveTextContent('2. lépés: adatok és szállítás (hiányos adatok)');
    expect(screen.getByRole('link', { name: 'MP-2026-000123 (Feladva)' })).toHaveAttribute(
      'href',
      '/admin/rendelesek/MP-2026-000123',
    );
    expect(screen.getByText('nem lett rendelés')).toBeInTheDocument();
  });

  it('the cart page shows the lines and opens the read-only view in a new tab without an opener', async () => {
    const cart = {
      ...makeCart(),
      id: CART_ID,
      email: 'kiss.eva@example.hu',
      szallitas: 1,
    };
    server.use(
      http.get(`/api/admin/carts/${CART_ID}`, () =>
        HttpResponse.json({
          id: CART_ID,
          createdAt: '2026-11-23T10:00:00.000Z',
          updatedAt: '2026-11-23T10:05:00.000Z',
          account: null,
          step: 'adatok',
          order: null,
          cart,
        }),
      ),
      http.post(`/api/admin/carts/${CART_ID}/view`, () =>
        HttpResponse.json({
          url: '/adatok-szallitas#tamogatas=abcdefghijklmnopqrstuvwxyz',
          expiresAt: '2026-11-23T11:00:00.000Z',
        }),
      ),
    );
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderAdmin(<CartDetailScreen />, {
      route: `/admin/kosarak/${CART_ID}`,
      path: '/admin/kosarak/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Kosár' })).toBeInTheDocument();
    expect(screen.getByLabelText('Állapot')).toHaveTextContent('2. lépés');
    expect(screen.getByLabelText('Szállítás és adatok')).toHaveTextContent('kiss.eva@example.hu');
    await user.click(screen.getByRole('button', { name: 'Megnyitás a boltban (csak olvasható)' }));
    await screen.findByRole('button', { name: 'Megnyitás a boltban (csak olvasható)' });
    expect(open).toHaveBeenCalledWith(
      '/adatok-szallitas#tamogatas=abcdefghijklmnopqrstuvwxyz',
      '_blank',
      'noopener,noreferrer',
    );
  });
});
