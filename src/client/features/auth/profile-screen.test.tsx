import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route } from 'react-router-dom';
import type { User } from '@common/api/accounts.schema';
import { PROFILE_FIELDS } from '@common/api/accounts.constants';
import type { RootState } from '@client/app/root-reducer';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import ProfileScreen from './profile-screen';

const loggedIn = { auth: { token: 'tok-1', username: 'Kiss Anna' } };
const emptyProfile = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, ''])) as Omit<
  User,
  'name' | 'email'
>;

function serveProfile(initial: Partial<User> = {}) {
  let user: User = {
    ...emptyProfile,
    name: 'Kiss Anna',
    email: 'kiss.anna@example.hu',
    ...initial,
  };
  const saves: unknown[] = [];
  const auth: (string | null)[] = [];
  server.use(
    http.get('*/api/getUserData', ({ request }) => {
      auth.push(request.headers.get('authorization'));
      return HttpResponse.json({ status: 1, user });
    }),
    http.post('*/api/saveUserData', async ({ request }) => {
      const body = (await request.json()) as Partial<User>;
      saves.push(body);
      user = { ...user, ...body };
      return HttpResponse.json({ status: 1 });
    }),
    // The orders below the form (account-screens.test.tsx tests them).
    http.get('*/api/account/orders', () =>
      HttpResponse.json({ status: 1, orders: [], email_confirmed: true }),
    ),
  );
  return { saves, auth };
}

const renderProfile = (preloadedState: Partial<RootState> = loggedIn) =>
  renderWithProviders(<ProfileScreen />, {
    route: '/profil',
    path: '/profil',
    extraRoutes: <Route path="/belepes" element={<p>Belépés oldal</p>} />,
    preloadedState,
  });

describe('ProfileScreen', () => {
  it('sends an anonymous visitor to /belepes', () => {
    renderProfile({});
    expect(screen.getByText('Belépés oldal')).toBeInTheDocument();
  });

  it('loads the profile with the bearer token into labelled shipping and billing blocks', async () => {
    const { auth } = serveProfile({ szallitas_varos: 'Pécs', adoszam: '12345678-1-12' });
    renderProfile();
    expect(await screen.findByRole('group', { name: 'Szállítási adatok' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Számlázási adatok' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Város')[0]).toHaveValue('Pécs');
    expect(screen.getByLabelText('Adószám (cégeknek)')).toHaveValue('12345678-1-12');
    for (const label of [
      'Vezetéknév',
      'Keresztnév',
      'Utca, házszám',
      'Telefonszám',
      'Megjegyzés a futárnak',
      'Számlázási név',
    ]) {
      expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByRole('textbox')).toHaveLength(12);
    expect(auth).toEqual(['Bearer tok-1']);
  });

  it("enables 'Adatok mentése' only when something changed, saves, and shows 'Sikeres mentés!'", async () => {
    const { saves } = serveProfile();
    const { user } = renderProfile();
    const button = await screen.findByRole('button', { name: 'Adatok mentése' });
    expect(button).toBeDisabled();
    const city = screen.getAllByLabelText('Város')[0] as HTMLElement;
    await user.type(city, 'Győr');
    expect(button).toBeEnabled();
    await user.clear(city);
    expect(button).toBeDisabled();
    await user.type(city, 'Győr');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Sikeres mentés!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rendben' }));
    expect(saves).toEqual([expect.objectContaining({ szallitas_varos: 'Győr', szamla_varos: '' })]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Adatok mentése' })).toBeDisabled(),
    );
    expect(screen.getAllByLabelText('Város')[0]).toHaveValue('Győr');
  });

  it("shows 'Sikertelen mentés!' with the server's reason", async () => {
    serveProfile();
    server.use(
      http.post('*/api/saveUserData', () =>
        HttpResponse.json(
          { status: 0, message: 'A szállítási irányítószám 4 számjegy.' },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderProfile();
    await user.type(
      await screen.findByLabelText('Irányítószám', { selector: '#profile-szallitas_irsz' }),
      '12',
    );
    await user.click(screen.getByRole('button', { name: 'Adatok mentése' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sikertelen mentés!' });
    expect(dialog).toHaveTextContent('A szállítási irányítószám 4 számjegy.');
    expect(screen.getByRole('button', { name: 'Újra próbálom' })).toBeInTheDocument();
  });

  it('logs out and goes to /belepes when the profile load answers a falsy status', async () => {
    server.use(
      http.get('*/api/getUserData', () =>
        HttpResponse.json({ status: 0, message: 'Kérjük, jelentkezzen be.' }, { status: 401 }),
      ),
    );
    const { store } = renderProfile();
    expect(await screen.findByText('Belépés oldal')).toBeInTheDocument();
    expect(store.getState().auth).toEqual({ token: null, username: null });
  });
});
