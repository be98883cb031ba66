import { type FormEvent, useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { Profile, User } from '@common/api/accounts.schema';
import { PROFILE_FIELDS } from '@common/api/accounts.constants';
import { apiErrorMessage } from '@client/api/api-error';
import { Loader } from '@client/components/loader';
import { messageShown } from '@client/domains/messages/ui.slice';
import { usePageTitle } from '@client/components/use-page-title';
import { TextField } from '@client/components/text-field';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { useGetUserDataQuery, useSaveUserDataMutation } from '@client/domains/session/auth.api';
import { CustomerOrders } from './customer-orders';
import { PersonalData } from './personal-data';
import { logoutRequested, selectIsLoggedIn } from '@client/domains/session/auth.slice';
import { PROFILE_SAVED_MESSAGE, profileSaveFailedMessage } from './auth-messages';
import './auth.css';

/** /profil: the saved shipping and billing data; anonymous visitors go to /belepes (spec section 6). */
export default function ProfileScreen() {
  usePageTitle('Profil');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  // A falsy status logs out in the auth slice, and the redirect below follows from that.
  const { data, isLoading, isError, refetch } = useGetUserDataQuery(undefined, { skip: !loggedIn });

  if (!loggedIn) return <Navigate to="/belepes" replace />;

  let body;
  if (isLoading) body = <Loader label="Adatok betöltése…" />;
  else if (isError || !data?.user)
    body = (
      <div role="alert" className="account-form__error">
        <p>Nem sikerült betölteni az adatait.</p>
        <button type="button" className="button" onClick={() => refetch()}>
          Újra
        </button>
      </div>
    );
  // Keyed by the saved data, so after a save the form starts again from what the server holds.
  else body = <ProfileForm key={JSON.stringify(data.user)} user={data.user} />;

  return (
    <section className="container account-screen">
      <div className="card">
        <div className="page-heading">
          <h1>Profil</h1>
          <button type="button" className="link-button" onClick={() => dispatch(logoutRequested())}>
            Kilépés
          </button>
        </div>
        {body}
      </div>
      {data?.user ? (
        <>
          <div className="card">
            <CustomerOrders />
          </div>
          <div className="card">
            <PersonalData />
          </div>
        </>
      ) : null}
    </section>
  );
}

const LABELS: Record<keyof Profile, string> = {
  szallitas_vnev: 'Vezetéknév',
  szallitas_knev: 'Keresztnév',
  szallitas_irsz: 'Irányítószám',
  szallitas_varos: 'Város',
  szallitas_utca: 'Utca, házszám',
  telefonszam: 'Telefonszám',
  megjegyzes: 'Megjegyzés a futárnak',
  szamla_nev: 'Számlázási név',
  szamla_irsz: 'Irányítószám',
  szamla_varos: 'Város',
  szamla_utca: 'Utca, házszám',
  adoszam: 'Adószám (cégeknek)',
};

const AUTOCOMPLETE: Partial<Record<keyof Profile, string>> = {
  szallitas_vnev: 'shipping family-name',
  szallitas_knev: 'shipping given-name',
  szallitas_irsz: 'shipping postal-code',
  szallitas_varos: 'shipping address-level2',
  szallitas_utca: 'shipping street-address',
  telefonszam: 'tel',
  szamla_nev: 'billing name',
  szamla_irsz: 'billing postal-code',
  szamla_varos: 'billing address-level2',
  szamla_utca: 'billing street-address',
};

function pickProfile(user: User): Profile {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [field, user[field] ?? ''])) as Profile;
}

function ProfileForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [saveUserData, { isLoading }] = useSaveUserDataMutation();
  const [saved] = useState(() => pickProfile(user));
  const [form, setForm] = useState(saved);
  const unchanged = PROFILE_FIELDS.every((field) => form[field] === saved[field]);
  const change = (name: string, value: string) => setForm((prev) => ({ ...prev, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await saveUserData(form);
    dispatch(
      messageShown(
        !result.error && result.data.status
          ? PROFILE_SAVED_MESSAGE
          : profileSaveFailedMessage(apiErrorMessage(result.error)),
      ),
    );
  };

  const field = (
    name: keyof Profile,
    extra: { type?: string; inputMode?: 'numeric' | 'tel'; multiline?: boolean } = {},
  ) => (
    <TextField
      id={`profile-${name}`}
      name={name}
      label={LABELS[name]}
      value={form[name]}
      onChange={change}
      autoComplete={AUTOCOMPLETE[name]}
      maxLength={500}
      {...extra}
    />
  );

  return (
    <form className="account-form profile-form" onSubmit={submit} aria-label="Profil adatai">
      <p className="profile-screen__who">
        <strong>{user.name}</strong> <span className="muted">({user.email})</span>
      </p>
      <div className="profile-form__blocks">
        <fieldset>
          <legend>Szállítási adatok</legend>
          <div className="profile-form__pair">
            {field('szallitas_vnev')}
            {field('szallitas_knev')}
          </div>
          <div className="profile-form__pair profile-form__pair--zip">
            {field('szallitas_irsz', { inputMode: 'numeric' })}
            {field('szallitas_varos')}
          </div>
          {field('szallitas_utca')}
          {field('telefonszam', { type: 'tel', inputMode: 'tel' })}
          {field('megjegyzes', { multiline: true })}
        </fieldset>
        <fieldset>
          <legend>Számlázási adatok</legend>
          {field('szamla_nev')}
          <div className="profile-form__pair profile-form__pair--zip">
            {field('szamla_irsz', { inputMode: 'numeric' })}
            {field('szamla_varos')}
          </div>
          {field('szamla_utca')}
          {field('adoszam')}
        </fieldset>
      </div>
      <div className="account-form__actions">
        <button type="submit" className="button button--primary" disabled={unchanged || isLoading}>
          Adatok mentése
        </button>
      </div>
    </form>
  );
}
