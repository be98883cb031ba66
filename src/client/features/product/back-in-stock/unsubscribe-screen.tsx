import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { apiErrorMessage } from '@client/api/api-error';
import { Loader } from '@client/components/loader';
import { usePageTitle } from '@client/components/use-page-title';
import { useUnsubscribeBackInStockMutation } from './back-in-stock.api';
import './back-in-stock.css';

const TITLE = 'Leiratkozás a készletértesítésekről';

/**
 * /ertesites-leiratkozas/{token}: the link at the end of a restock e-mail. One click is enough: the page
 * sends the token at once (no login: a guest asked for the notice just as well). The token stays in
 * this component; the location and the request's arguments reach the store redacted (secret-guard.ts).
 */
export default function UnsubscribeScreen() {
  usePageTitle(TITLE);
  const { token = '' } = useParams();
  const [unsubscribe, { data, error, isUninitialized, isLoading }] =
    useUnsubscribeBackInStockMutation();
  // One request per visit, even when StrictMode or a re-render runs the effect again.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    void unsubscribe({ token });
  }, [unsubscribe, token]);

  let body;
  if (isUninitialized || isLoading) body = <Loader label="A link ellenőrzése…" />;
  else if (data)
    body = (
      <>
        <p role="status" className="back-in-stock__email">
          {data.message}
        </p>
        <p>
          Ha később mégis szeretnél értesítést egy termékről, az oldalán újra kérheted az
          „Értesítést kérek” gombbal.
        </p>
      </>
    );
  else
    body = (
      <p role="alert" className="back-in-stock__error">
        {apiErrorMessage(error) ?? 'Váratlan hiba történt. Kérjük, próbálja újra később.'}
      </p>
    );

  return (
    <section className="container back-in-stock__screen">
      <div className="card narrow">
        <h1>{TITLE}</h1>
        {body}
        <p>
          <Link to="/">Tovább a főoldalra</Link>
        </p>
      </div>
    </section>
  );
}
