import { type FormEvent, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { apiErrorMessage } from '@client/api/api-error';
import { messageShown } from '@client/domains/messages/ui.slice';
import { usePageTitle } from '@client/components/use-page-title';
import { TextField } from '@client/components/text-field';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { useRequestPasswordResetMutation } from '@client/domains/session/auth.api';
import { selectIsLoggedIn } from '@client/domains/session/auth.slice';
import { resetRequestFailedMessage, resetRequestedMessage } from './auth-messages';
import './auth.css';

/** /elfelejtett_jelszo: asks for a reset link by e-mail (spec sections 2 and 8). */
export default function ForgotPasswordScreen() {
  usePageTitle('Elfelejtett jelszó');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);

  if (loggedIn) return <Navigate to="/" replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await requestReset({ email });
    dispatch(
      messageShown(
        result.error
          ? resetRequestFailedMessage(apiErrorMessage(result.error))
          : resetRequestedMessage(result.data.message),
      ),
    );
  };

  return (
    <section className="container account-screen">
      <div className="card narrow">
        <h1>Elfelejtett jelszó</h1>
        <p>
          Adja meg a regisztrációkor használt e-mail-címét: elküldjük rá az új jelszó beállításához
          szükséges linket.
        </p>
        <form className="account-form" onSubmit={submit} aria-label="Elfelejtett jelszó">
          <TextField
            id="forgot-email"
            name="email"
            label="E-mail-cím"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(_name, value) => {
              setEmail(value);
              setTouched(true);
            }}
          />
          <div className="account-form__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={!touched || isLoading}
            >
              Mehet
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
