import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route } from 'react-router-dom';
import { REDACTED } from '@client/api/token-vault';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import RegisterScreen from './register-screen';

function renderRegister() {
  return renderWithProviders(<RegisterScreen />, {
    route: '/regisztracio',
    path: '/regisztracio',
    extraRoutes: <Route path="/" element={<p>Kezdőlap</p>} />,
  });
}

async function fillForm(user: ReturnType<typeof renderRegister>['user']) {
  await user.type(screen.getByLabelText(/Vezetéknév/), 'Kiss');
  await user.type(screen.getByLabelText(/Keresztnév/), 'Anna');
  await user.type(screen.getByLabelText(/E-mail-cím/), 'kiss.anna@example.hu');
  await user.type(screen.getByLabelText(/^Jelszó\W*$/), 'Titkos-jelszo-1');
  await user.type(screen.getByLabelText(/Jelszó még egyszer/), 'Titkos-jelszo-1');
  await user.click(screen.getByRole('checkbox', { name: /elfogadom/ }));
}

describe('RegisterScreen', () => {
  it('has every required field with a label, the terms links, and a button disabled until something changes', async () => {
    const { user } = renderRegister();
    for (const label of [
      /Vezetéknév/,
      /Keresztnév/,
      /E-mail-cím/,
      /^Jelszó\W*$/,
      /Jelszó még egyszer/,
    ]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    const terms = screen.getByRole('checkbox', { name: /elfogadom/ });
    expect(terms).toBeRequired();
    expect(screen.getByRole('link', { name: 'felhasználási feltételeket' })).toHaveAttribute(
      'href',
      '/felhasznalasi-feltetelek',
    );
    expect(screen.getByRole('link', { name: 'adatvédelmi nyilatkozatot' })).toHaveAttribute(
      'href',
      '/adatvedelmi-nyilatkozat',
    );
    const button = screen.getByRole('button', { name: 'Regisztrálok' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/Vezetéknév/), 'K');
    expect(button).toBeEnabled();
  });

  it('sends the composed name, logs in, shows the success popup and goes to /', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/register', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token: 'tok-9', name: 'Kiss Anna' });
      }),
    );
    const { user, store } = renderRegister();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Regisztrálok' }));
    expect(
      await screen.findByRole('dialog', { name: 'Sikeres regisztráció!' }),
    ).toBeInTheDocument();
    // The redirect follows the stored login in an effect, so it may land a moment after the popup.
    expect(await screen.findByText('Kezdőlap')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Kiss Anna',
      email: 'kiss.anna@example.hu',
      password: 'Titkos-jelszo-1',
      password_confirmation: 'Titkos-jelszo-1',
    });
    expect(store.getState().auth).toEqual({ token: REDACTED, username: 'Kiss Anna' });
    expect(JSON.stringify(store.getState())).not.toMatch(/tok-9|Titkos-jelszo-1/);
  });

  it('attaches the server errors to the e-mail and password fields, with the failure popup', async () => {
    server.use(
      http.post('*/api/register', () =>
        HttpResponse.json(
          [
            'email: Ezzel az e-mail-címmel már regisztráltak. Elfelejtette a jelszavát?',
            'password: A két jelszó nem egyezik.',
          ],
          { status: 422 },
        ),
      ),
    );
    const { user, store } = renderRegister();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Regisztrálok' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sikertelen regisztráció!' });
    expect(dialog).toHaveTextContent('A beviteli mezőknél olvashatja a problémát.');
    await user.click(screen.getByRole('button', { name: 'Javítom' }));
    expect(screen.getByLabelText(/E-mail-cím/)).toHaveAccessibleDescription(
      'Ezzel az e-mail-címmel már regisztráltak. Elfelejtette a jelszavát?',
    );
    expect(screen.getByLabelText(/E-mail-cím/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Jelszó\W*$/)).toHaveAccessibleDescription(
      'A két jelszó nem egyezik.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sikertelen regisztráció!');
    expect(store.getState().auth.token).toBeNull();
  });

  it('sends a logged-in user to /', () => {
    renderWithProviders(<RegisterScreen />, {
      route: '/regisztracio',
      path: '/regisztracio',
      extraRoutes: <Route path="/" element={<p>Kezdőlap</p>} />,
      preloadedState: { auth: { token: 't', username: 'Kiss Anna' } },
    });
    expect(screen.getByText('Kezdőlap')).toBeInTheDocument();
  });
});
