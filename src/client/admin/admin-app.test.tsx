import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '@client/testing/test-server';
import AdminApp from './admin-app';
import { staffLoggedIn, staffLoggedOut } from './staff-session';
import { renderAdmin } from './testing/render-admin';

afterEach(() => staffLoggedOut());

describe('the back office', () => {
  it('goes back to the login when a call answers 401 (an ended or revoked staff session)', async () => {
    server.use(
      http.get('/api/admin/orders', () =>
        HttpResponse.json({ message: 'A munkamenet lejárt.' }, { status: 401 }),
      ),
    );
    staffLoggedIn({ token: 'revoked', role: 'support', email: 'ugyfel@motopont.hu' });
    renderAdmin(<AdminApp />, { route: '/admin/rendelesek', path: '/admin/*' });
    expect(
      await screen.findByRole('heading', { name: 'Háttériroda – belépés' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Háttériroda' })).not.toBeInTheDocument();
  });
});
