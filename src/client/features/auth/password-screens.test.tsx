import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route } from 'react-router-dom';
import { sanitizeState } from '@client/app/devtools-sanitizers';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import ForgotPasswordScreen from './forgot-password-screen';
import PasswordResetScreen from './password-reset-screen';

const home = <Route path="/" element={<p>Kezdőlap</p>} />;

describe('ForgotPasswordScreen', () => {
  const renderForgot = () =>
    renderWithProviders(<ForgotPasswordScreen />, {
      route: '/elfelejtett_jelszo',
      path: '/elfelejtett_jelszo',
      extraRoutes: home,
    });

  it("keeps 'Mehet' disabled until the e-mail is touched, then shows the server's message", async () => {
    server.use(
      http.post('*/api/password/create', () =>
        HttpResponse.json({
          message:
            'A jelszó-visszaállító linket elküldtük a megadott e-mail-címre. A link 60 percig érvényes.',
        }),
      ),
    );
    const { user } = renderForgot();
    const button = screen.getByRole('button', { name: 'Mehet' });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText(/E-mail-cím/)).toBeRequired();
    await user.type(screen.getByLabelText(/E-mail-cím/), 'kiss.anna@example.hu');
    expect(button).toBeEnabled();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Üzenet' });
    expect(dialog).toHaveTextContent('A jelszó-visszaállító linket elküldtük');
  });

  it("shows 'Hiba!' with the spec text for an unknown e-mail", async () => {
    server.use(
      http.post('*/api/password/create', () =>
        HttpResponse.json(
          { message: 'A megadott email cím nem található a rendszerünkben.' },
          { status: 404 },
        ),
      ),
    );
    const { user } = renderForgot();
    await user.type(screen.getByLabelText(/E-mail-cím/), 'senki@example.hu');
    await user.click(screen.getByRole('button', { name: 'Mehet' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hiba!' });
    expect(dialog).toHaveTextContent('A megadott email cím nem található a rendszerünkben.');
  });

  it('sends a logged-in user to /', () => {
    renderWithProviders(<ForgotPasswordScreen />, {
      route: '/elfelejtett_jelszo',
      path: '/elfelejtett_jelszo',
      extraRoutes: home,
      preloadedState: { auth: { token: 't', username: 'Kiss Anna' } },
    });
    expect(screen.getByText('Kezdőlap')).toBeInTheDocument();
  });
});

describe('PasswordResetScreen', () => {
  const renderReset = (token = 'jo-token') =>
    renderWithProviders(<PasswordResetScreen />, {
      route: `/password_reset/${token}`,
      path: '/password_reset/:token',
      extraRoutes: <Route path="/belepes" element={<p>Belépés oldal</p>} />,
    });

  it('checks the token, then sets the new password and leads to /belepes', async () => {
    let sent: unknown;
    server.use(
      http.get('*/api/password/find/jo-token', () =>
        HttpResponse.json({ email: 'kiss.anna@example.hu' }),
      ),
      http.post('*/api/password/reset', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 7 });
      }),
    );
    const { user } = renderReset();
    expect(screen.getByRole('status')).toHaveTextContent('A link ellenőrzése…');
    await user.type(await screen.findByLabelText('Új jelszó'), 'Uj-jelszo-2026');
    await user.type(screen.getByLabelText('Új jelszó még egyszer'), 'Uj-jelszo-2026');
    await user.click(screen.getByRole('button', { name: 'Mehet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Üzenet' });
    expect(dialog).toHaveTextContent('Sikeresen módosítottad a jelszavad.');
    expect(sent).toEqual({
      email: 'kiss.anna@example.hu',
      token: 'jo-token',
      password: 'Uj-jelszo-2026',
      password_confirmation: 'Uj-jelszo-2026',
    });
    await user.click(screen.getByRole('button', { name: 'Értem' }));
    expect(await screen.findByText('Belépés oldal')).toBeInTheDocument();
  });

  it('keeps the reset token out of what Redux DevTools and QA exports show', async () => {
    server.use(
      http.get('*/api/password/find/titkos-token', () =>
        HttpResponse.json({ email: 'kiss.anna@example.hu' }),
      ),
    );
    const { store } = renderReset('titkos-token');
    await screen.findByLabelText('Új jelszó');
    // Not even in the raw state: the Redux DevTools extension's own Export writes that unsanitized.
    expect(JSON.stringify(store.getState())).not.toContain('titkos-token');
    expect(JSON.stringify(sanitizeState(store.getState()))).not.toContain('titkos-token');
  });

  it("shows the server's message for a bad link", async () => {
    server.use(
      http.get('*/api/password/find/rossz', () =>
        HttpResponse.json(
          {
            message:
              'Ez a jelszó-visszaállító link érvénytelen, már felhasználták, vagy lejárt. Kérjen új linket.',
          },
          { status: 404 },
        ),
      ),
    );
    renderReset('rossz');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ez a jelszó-visszaállító link érvénytelen',
    );
    expect(screen.queryByLabelText('Új jelszó')).not.toBeInTheDocument();
  });

  it("shows 'Hibás próbálkozás.' when the server does not answer", async () => {
    server.use(http.get('*/api/password/find/nincs-valasz', () => HttpResponse.error()));
    renderReset('nincs-valasz');
    expect(await screen.findByRole('alert')).toHaveTextContent('Hibás próbálkozás.');
  });

  it('shows a refused new password as an alert and a network error as Hiba!', async () => {
    let fail: 'message' | 'network' = 'message';
    server.use(
      http.get('*/api/password/find/jo-token', () =>
        HttpResponse.json({ email: 'kiss.anna@example.hu' }),
      ),
      http.post('*/api/password/reset', () =>
        fail === 'message'
          ? HttpResponse.json({ message: 'A két jelszó nem egyezik.' }, { status: 422 })
          : HttpResponse.error(),
      ),
    );
    const { user } = renderReset();
    await user.type(await screen.findByLabelText('Új jelszó'), 'Uj-jelszo-2026');
    await user.click(screen.getByRole('button', { name: 'Mehet' }));
    expect(await screen.findByRole('alertdialog', { name: 'Hiba!' })).toHaveTextContent(
      'A két jelszó nem egyezik.',
    );
    await user.click(screen.getByRole('button', { name: 'Rendben' }));
    fail = 'network';
    await user.click(screen.getByRole('button', { name: 'Mehet' }));
    expect(await screen.findByRole('alertdialog', { name: 'Hiba!' })).toHaveTextContent(
      'Kérjük, próbálja újra.',
    );
  });

  it('sends a logged-in user to /', () => {
    renderWithProviders(<PasswordResetScreen />, {
      route: '/password_reset/x',
      path: '/password_reset/:token',
      extraRoutes: home,
      preloadedState: { auth: { token: 't', username: 'Kiss Anna' } },
    });
    expect(screen.getByText('Kezdőlap')).toBeInTheDocument();
  });
});
