import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { apiErrorMessage } from '@client/api/api-error';
import { Loader } from '@client/components/loader';
import { usePageTitle } from '@client/components/use-page-title';
import { useAppSelector } from '@client/domains/store-hooks';
import { useConfirmEmailMutation } from './account.api';
import { selectIsLoggedIn } from '@client/domains/session/auth.slice';
import './auth.css';

/**
 * /email-megerosites/{token}: the link of the confirmation e-mail. It confirms the address at once, with
 * or without a login (it may be opened on another device). The secret stays in this component: the
 * location and the request's arguments reach the store redacted (secret-guard.ts).
 */
export default function EmailConfirmScreen() {
  usePageTitle('E-mail-cím megerősítése');
  const { token = '' } = useParams();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [confirm, { data, error, isUninitialized, isLoading }] = useConfirmEmailMutation();
  // A link is spent by its first use: a second effect run (StrictMode, a re-render) must not resend it.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    void confirm({ token });
  }, [confirm, token]);

  let body;
  if (isUninitialized || isLoading) body = <Loader label="A link ellenőrzése…" />;
  else if (data)
    body = (
      <>
        <p role="status">{data.message}</p>
        <p>
          <Link to={loggedIn ? '/profil' : '/belepes'}>
            {loggedIn ? 'Rendeléseim megtekintése' : 'Belépés'}
          </Link>
        </p>
      </>
    );
  else
    body = (
      <p role="alert" className="account-form__error">
        {apiErrorMessage(error) ?? 'Hibás próbálkozás.'}
      </p>
    );

  return (
    <section className="container account-screen">
      <div className="card narrow">
        <h1>E-mail-cím megerősítése</h1>
        {body}
      </div>
    </section>
  );
}
