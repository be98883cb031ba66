import { type FormEvent, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { apiErrorMessage } from '@client/api/api-error';
import { Loader } from '@client/components/loader';
import { messageShown } from '@client/domains/messages/ui.slice';
import { usePageTitle } from '@client/components/use-page-title';
import { TextField } from '@client/components/text-field';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import {
  useFindPasswordResetQuery,
  useResetPasswordMutation,
} from '@client/domains/session/auth.api';
import { selectIsLoggedIn } from '@client/domains/session/auth.slice';
import { PASSWORD_CHANGED_MESSAGE, resetFailedMessage } from './auth-messages';
import './auth.css';

/** /password_reset/{token}: checks the link, then sets a new password (spec sections 2, 4 and 8). */
export default function PasswordResetScreen() {
  usePageTitle('Új jelszó beállítása');
  const { token = '' } = useParams();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const lookup = useFindPasswordResetQuery({ token }, { skip: loggedIn || !token });

  if (loggedIn) return <Navigate to="/" replace />;

  let body;
  if (lookup.isFetching || lookup.isUninitialized) body = <Loader label="A link ellenőrzése…" />;
  else if (lookup.isError || !lookup.data)
    body = (
      <p role="alert" className="account-form__error">
        {apiErrorMessage(lookup.error) ?? 'Hibás próbálkozás.'}
      </p>
    );
  else body = <NewPasswordForm email={lookup.data.email} token={token} />;

  return (
    <section className="container account-screen">
      <div className="card narrow">
        <h1>Új jelszó beállítása</h1>
        {body}
      </div>
    </section>
  );
}

/** A 200 answer without an id may still carry the server's reason. */
function answerMessage(data: unknown): string | null {
  const message = (data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : null;
}

function NewPasswordForm({ email, token }: { email: string; token: string }) {
  const dispatch = useAppDispatch();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [form, setForm] = useState({ password: '', password_confirmation: '' });
  const change = (name: string, value: string) => setForm((prev) => ({ ...prev, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // No client rule (spec section 5): the server checks length and the confirmation.
    const result = await resetPassword({ email, token, ...form });
    if (result.data?.id) dispatch(messageShown(PASSWORD_CHANGED_MESSAGE));
    else
      dispatch(
        messageShown(
          resetFailedMessage(apiErrorMessage(result.error) ?? answerMessage(result.data)),
        ),
      );
  };

  return (
    <form className="account-form" onSubmit={submit} aria-label="Új jelszó beállítása">
      <p className="account-form__email">
        Fiók: <strong>{email}</strong>
      </p>
      <TextField
        id="reset-password"
        name="password"
        label="Új jelszó"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={change}
      />
      <TextField
        id="reset-password_confirmation"
        name="password_confirmation"
        label="Új jelszó még egyszer"
        type="password"
        autoComplete="new-password"
        value={form.password_confirmation}
        onChange={change}
      />
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={isLoading}>
          Mehet
        </button>
      </div>
    </form>
  );
}
