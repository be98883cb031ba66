import { type FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { apiErrorMessage, apiErrorText } from '@client/api/api-error';
import { messageShown } from '@client/domains/messages/ui.slice';
import { usePageTitle } from '@client/components/use-page-title';
import { TextField } from '@client/components/text-field';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { useLoginMutation } from '@client/domains/session/auth.api';
import { selectIsLoggedIn } from '@client/domains/session/auth.slice';
import { OLD_SITE_DATA_MESSAGE, loginFailedMessage } from './auth-messages';
import './auth.css';

/** /belepes: e-mail and password; a logged-in user goes to / (spec section 2). */
export default function LoginScreen() {
  usePageTitle('Belépés');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [login, { isLoading }] = useLoginMutation();
  const [form, setForm] = useState({ email: '', password: '' });

  if (loggedIn) return <Navigate to="/" replace />;

  const change = (name: string, value: string) => setForm((prev) => ({ ...prev, [name]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await login(form);
    if (!result.error) return;
    // The auth slice has already cleared the stored login; the shopper is told why.
    dispatch(
      messageShown(
        apiErrorText(result.error) === 'Old site data'
          ? OLD_SITE_DATA_MESSAGE
          : loginFailedMessage(apiErrorMessage(result.error)),
      ),
    );
  };

  return (
    <section className="container account-screen">
      <div className="card narrow">
        <h1>Belépés</h1>
        <form className="account-form" onSubmit={submit} aria-label="Belépés">
          <TextField
            id="login-email"
            name="email"
            label="E-mail-cím"
            type="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={change}
          />
          <TextField
            id="login-password"
            name="password"
            label="Jelszó"
            type="password"
            autoComplete="current-password"
            required
            value={form.password}
            onChange={change}
          />
          <div className="account-form__actions">
            <button type="submit" className="button button--primary" disabled={isLoading}>
              Belépek
            </button>
            <Link to="/elfelejtett_jelszo">Elfelejtettem a jelszavam</Link>
          </div>
        </form>
        <p className="account-form__note muted">
          Még nincs fiókja? <Link to="/regisztracio">Regisztráljon itt.</Link>
        </p>
      </div>
    </section>
  );
}
