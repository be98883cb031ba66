import { type FormEvent, useEffect, useState } from 'react';
import { apiErrorMessage } from '@client/api/api-error';
import { useStaffLoginMutation } from './admin.api';
import { staffLoggedIn } from './staff-session';

/** /admin without a staff session: e-mail and password. */
export function AdminLoginScreen() {
  const [login, { isLoading, error }] = useStaffLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  useEffect(() => {
    document.title = 'Háttériroda – belépés';
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await login({ email, password });
    if (result.data) staffLoggedIn({ ...result.data, email: email.trim().toLowerCase() });
  };

  return (
    <main className="admin admin--login">
      <form className="admin__card" onSubmit={submit} aria-labelledby="admin-login-title">
        <h1 id="admin-login-title">Háttériroda – belépés</h1>
        <label className="admin__field">
          E-mail-cím
          <input
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label className="admin__field">
          Jelszó
          <input
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {error ? (
          <p role="alert" className="admin__error">
            {apiErrorMessage(error) ?? 'A belépés nem sikerült. Kérjük, próbálja újra.'}
          </p>
        ) : null}
        <button type="submit" className="admin__button admin__button--primary" disabled={isLoading}>
          Belépés
        </button>
      </form>
    </main>
  );
}
