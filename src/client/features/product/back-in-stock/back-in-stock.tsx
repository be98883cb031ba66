import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Variant } from '@common/api/catalogue.schema';
import {
  BACK_IN_STOCK_BAD_EMAIL,
  BACK_IN_STOCK_EMAIL_MAX,
  BACK_IN_STOCK_EMAIL_PATTERN,
} from '@common/api/back-in-stock.constants';
import { apiErrorMessage } from '@client/api/api-error';
import { useAppSelector } from '@client/domains/store-hooks';
import { TextField } from '@client/components/text-field';
import { selectIsLoggedIn } from '@client/domains/session/auth.slice';
import { useAccountNoticeEmailQuery, useRequestBackInStockMutation } from './back-in-stock.api';
import './back-in-stock.css';

function NoticeForm({ variant }: { variant: Variant }) {
  const id = useId();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: accountEmail } = useAccountNoticeEmailQuery(undefined, { skip: !loggedIn });
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { data: done, error, isLoading, reset }] = useRequestBackInStockMutation();
  useEffect(() => {
    if (accountEmail && !touched) setEmail(accountEmail);
  }, [accountEmail, touched]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (!BACK_IN_STOCK_EMAIL_PATTERN.test(typed)) {
      setProblem(BACK_IN_STOCK_BAD_EMAIL);
      return;
    }
    setProblem(null);
    void send({ variantId: variant.id, email: typed });
  };

  if (done)
    return (
      <p role="status" className="back-in-stock__done">
        {done.message}
      </p>
    );
  return (
    <form
      className="back-in-stock__form"
      noValidate
      onSubmit={submit}
      aria-label="Értesítés kérése"
    >
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label="E-mail-cím"
        autoComplete="email"
        inputMode="email"
        maxLength={BACK_IN_STOCK_EMAIL_MAX}
        required
        hint="Egyszer írunk, amikor ez a változat újra készleten lesz."
        value={email}
        error={problem ?? apiErrorMessage(error)}
        onChange={(_name, value) => {
          setTouched(true);
          setEmail(value);
          if (error) reset();
        }}
      />
      <button type="submit" className="button" disabled={isLoading}>
        Kérem az értesítést
      </button>
    </form>
  );
}

/** "Értesítést kérek" under the availability of a variant that is out of stock. */
export default function BackInStock({ variant }: { variant: Variant | null }) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  if (!variant || variant.stock > 0) return null;
  return (
    <div className="back-in-stock">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((o) => !o)}
      >
        Értesítést kérek
      </button>
      <div id={formId} hidden={!open}>
        {open ? <NoticeForm key={variant.id} variant={variant} /> : null}
      </div>
    </div>
  );
}
