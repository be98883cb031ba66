import { type FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { apiErrorMessage } from '@client/api/api-error';
import { messageShown } from '@client/domains/messages/ui.slice';
import { usePageTitle } from '@client/components/use-page-title';
import { TextField } from '@client/components/text-field';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { useRegisterMutation } from '@client/domains/session/auth.api';
import { selectIsLoggedIn } from '@client/domains/session/auth.slice';
import { REGISTRATION_FAILED_MESSAGE, REGISTRATION_SUCCESS_MESSAGE } from './auth-messages';
import { type FieldErrors, registrationFieldErrors } from './registration-errors';
import './auth.css';

const EMPTY = { last_name: '', first_name: '', email: '', password: '', password_confirmation: '' };

/** /regisztracio (spec sections 2, 5 and 8). The client checks only that everything is filled in. */
export default function RegisterScreen() {
  usePageTitle('Regisztráció');
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [register, { isLoading }] = useRegisterMutation();
  const [form, setForm] = useState(EMPTY);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors | null>(null);

  if (loggedIn) return <Navigate to="/" replace />;

  const unchanged = !accepted && Object.values(form).every((value) => value === '');
  const change = (name: string, value: string) => setForm((prev) => ({ ...prev, [name]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await register({
      name: `${form.last_name.trim()} ${form.first_name.trim()}`,
      email: form.email,
      password: form.password,
      password_confirmation: form.password_confirmation,
    });
    if (!result.error) {
      // The auth slice has stored the login; the redirect to / follows from it.
      dispatch(messageShown(REGISTRATION_SUCCESS_MESSAGE));
      return;
    }
    const data = 'data' in result.error ? result.error.data : undefined;
    setErrors(registrationFieldErrors(data, apiErrorMessage(result.error)));
    dispatch(messageShown(REGISTRATION_FAILED_MESSAGE));
  };

  const field = (name: keyof typeof EMPTY, label: string, type: string, autoComplete: string) => (
    <TextField
      id={`register-${name}`}
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required
      value={form[name]}
      onChange={change}
      error={errors?.[name as keyof FieldErrors] ?? null}
    />
  );

  return (
    <section className="container account-screen">
      <div className="card narrow">
        <h1>Regisztráció</h1>
        <form className="account-form" onSubmit={submit} aria-label="Regisztráció">
          {errors ? (
            <p role="alert" className="account-form__error">
              Sikertelen regisztráció!
              {errors.form ? <span className="field__error"> {errors.form}</span> : null}
            </p>
          ) : null}
          {field('last_name', 'Vezetéknév', 'text', 'family-name')}
          {field('first_name', 'Keresztnév', 'text', 'given-name')}
          {field('email', 'E-mail-cím', 'email', 'email')}
          {field('password', 'Jelszó', 'password', 'new-password')}
          {field('password_confirmation', 'Jelszó még egyszer', 'password', 'new-password')}
          <div className="checkbox">
            <input
              id="register-nyilatkozat"
              name="nyilatkozat"
              type="checkbox"
              required
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
            />
            <label htmlFor="register-nyilatkozat">
              Elolvastam és elfogadom a{' '}
              <Link to="/felhasznalasi-feltetelek" target="_blank">
                felhasználási feltételeket
              </Link>{' '}
              és az{' '}
              <Link to="/adatvedelmi-nyilatkozat" target="_blank">
                adatvédelmi nyilatkozatot
              </Link>
              .
              <span className="required-mark" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
          </div>
          <div className="account-form__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={unchanged || isLoading}
            >
              Regisztrálok
            </button>
          </div>
        </form>
        <p className="account-form__note muted">
          Van már fiókja? <Link to="/belepes">Belépés</Link>
        </p>
      </div>
    </section>
  );
}
