import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route } from 'react-router-dom';
import { REDACTED } from '@client/api/token-vault';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import LoginScreen from './login-screen';

const home = <Route path="/" element={<p>Kezdőlap</p>} />;
const forgot = <Route path="/elfelejtett_jelszo" element={<p>Elfelejtett jelszó oldal</p>} />;

function renderLogin() {
  return renderWithProviders(<LoginScreen />, {
    route: '/belepes',
    path: '/belepes',
    extraRoutes: (
      <>
        {home}
        {forgot}
      </>
    ),
  });
}

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user'], password: string) {
  await user.type(screen.getByLabelText(/E-mail-cím/), 'kiss.anna@example.hu');
  await user.type(screen.getByLabelText(/Jelszó/), password);
  await user.click(screen.getByRole('button', { name: 'Belépek' }));
}

describe('LoginScreen', () => {
  it('shows both required fields, the button and the forgotten-password link', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Belépés' })).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail-cím/)).toBeRequired();
    expect(screen.getByLabelText(/Jelszó/)).toBeRequired();
    expect(screen.getByLabelText(/Jelszó/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Elfelejtettem a jelszavam' })).toHaveAttribute(
      'href',
      '/elfelejtett_jelszo',
    );
    expect(document.title).toBe('Belépés - MotoPont');
  });

  it('logs in, stores token and name, and goes to /', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token: 'tok-1', name: 'Kiss Anna' });
      }),
    );
    const { user, store } = renderLogin();
    await fillAndSubmit(user, 'Titkos-jelszo-1');
    expect(await screen.findByText('Kezdőlap')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'kiss.anna@example.hu', password: 'Titkos-jelszo-1' });
    // The store holds a placeholder: the token and the password never enter it (secret-guard.ts).
    expect(store.getState().auth).toEqual({ token: REDACTED, username: 'Kiss Anna' });
    expect(JSON.stringify(store.getState())).not.toMatch(/tok-1|Titkos-jelszo-1/);
  });

  it('shows the spec popup for a wrong pair and clears the stored login', async () => {
    server.use(
      http.post('*/api/login', () =>
        HttpResponse.json({ message: 'Hibás e-mail-cím vagy jelszó.' }, { status: 401 }),
      ),
    );
    const { user, store } = renderLogin();
    await fillAndSubmit(user, 'rossz');
    const dialog = await screen.findByRole('alertdialog', { name: 'Sikertelen bejelentkezés!' });
    expect(dialog).toHaveTextContent('Hibás felhasználónév vagy jelszó.');
    expect(store.getState().auth).toEqual({ token: null, username: null });
  });

  it("explains 'Az oldalunk megújult' for an account from the old site and leads to the forgotten password", async () => {
    server.use(
      http.post(
        '*/api/login',
        () =>
          new HttpResponse('Old site data', {
            status: 403,
            headers: { 'content-type': 'text/plain; charset=utf-8' },
          }),
      ),
    );
    const { user } = renderLogin();
    await fillAndSubmit(user, 'regi-jelszo');
    const dialog = await screen.findByRole('dialog', { name: 'Az oldalunk megújult' });
    expect(dialog).toHaveTextContent(/régi oldalon használt jelszavakat nem tudtuk átvenni/);
    await user.click(screen.getByRole('button', { name: 'Új jelszót kérek' }));
    expect(await screen.findByText('Elfelejtett jelszó oldal')).toBeInTheDocument();
  });

  it('tells a shopper refused for too many attempts so', async () => {
    server.use(
      http.post('*/api/login', () =>
        HttpResponse.json(
          { message: 'Túl sok sikertelen belépési kísérlet. Kérjük, próbálja újra 15 perc múlva.' },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderLogin();
    await fillAndSubmit(user, 'rossz');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Túl sok sikertelen belépési kísérlet.',
    );
  });

  it('sends a logged-in user to /', () => {
    renderWithProviders(<LoginScreen />, {
      route: '/belepes',
      path: '/belepes',
      extraRoutes: home,
      preloadedState: { auth: { token: 't', username: 'Kiss Anna' } },
    });
    expect(screen.getByText('Kezdőlap')).toBeInTheDocument();
  });
});
