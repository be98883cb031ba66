import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route } from 'react-router-dom';
import type { Cart } from '@common/api/cart.schema';
import { LocationSync } from '@client/app/location-sync';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import { CART_ID, cartState, makeCart } from '@client/testing/cart-test-data';
import DataEntryScreen from './data-entry-screen';

/** A cart that reached step 2: a delivery method is chosen. */
const entryCart = (overrides: Partial<Cart> = {}) => makeCart({ szallitas: 1, ...overrides });

const REQUIRED = [
  'szallitas_vnev',
  'szallitas_knev',
  'szallitas_irsz',
  'szallitas_varos',
  'szallitas_utca',
  'email',
  'szallitas_telefonszam',
];

/** modifyCart applying each field; valid once every required shipping field is filled. */
function serveModifyCart(start: Cart) {
  let cart = start;
  const sent: { name: string; value: unknown }[] = [];
  server.use(
    http.post('/api/modifyCart', async ({ request }) => {
      const { name, value } = (await request.json()) as { name: string; value: unknown };
      sent.push({ name, value });
      cart = { ...cart, [name]: value };
      const filled = REQUIRED.every((field) => String(cart[field as keyof Cart]).trim() !== '');
      cart = { ...cart, isValid: filled };
      return HttpResponse.json({ status: 1, cart });
    }),
  );
  return sent;
}

function renderDataEntry(cart: Cart | null) {
  return renderWithProviders(
    <>
      <DataEntryScreen />
      <LocationSync />
    </>,
    {
      route: '/adatok-szallitas',
      path: '/adatok-szallitas',
      preloadedState: {
        ...cartState(cart),
        navigation: { pathname: '/adatok-szallitas', search: '' },
      },
      extraRoutes: (
        <>
          <Route path="/kosar" element={<p>Kosár oldal</p>} />
          <Route path="/megrendeles" element={<p>Megrendelés oldal</p>} />
        </>
      ),
    },
  );
}

const shipping = () => screen.getByRole('group', { name: 'Szállítási adatok' });

describe('DataEntryScreen', () => {
  it('sends an empty cart back to /kosar', () => {
    renderDataEntry(entryCart({ goods: [] }));
    expect(screen.getByText('Kosár oldal')).toBeInTheDocument();
  });

  it('sends a cart without a delivery method back to /kosar', () => {
    renderDataEntry(entryCart({ szallitas: null }));
    expect(screen.getByText('Kosár oldal')).toBeInTheDocument();
  });

  it('sends a shopper without a cart back to /kosar', () => {
    renderDataEntry(null);
    expect(screen.getByText('Kosár oldal')).toBeInTheDocument();
  });

  it('labels every field, marks the required ones and shows the stored values', () => {
    renderDataEntry(entryCart({ szallitas_varos: 'Győr' }));
    expect(document.title).toBe('Adatok, szállítás - MotoPont');
    const group = shipping();
    for (const label of [
      'Vezetéknév',
      'Keresztnév',
      'Irányítószám',
      'Város',
      'Utca, házszám',
      'E-mail cím',
      'Telefonszám',
    ]) {
      const input = within(group).getByLabelText(new RegExp(`^${label}`));
      expect(input).toBeRequired();
      expect(input.closest('.field')).toHaveTextContent('*');
    }
    expect(within(group).getByLabelText('Megjegyzés')).not.toBeRequired();
    expect(within(group).getByLabelText(/^Város/)).toHaveValue('Győr');
    expect(within(group).getByLabelText(/^E-mail cím/)).toHaveAttribute('type', 'email');
    expect(screen.queryByRole('group', { name: 'Számlázási adatok' })).not.toBeInTheDocument();
  });

  it('shows a keystroke at once and sends the field after the shopper stops typing', async () => {
    const sent = serveModifyCart(entryCart());
    const { user, store } = renderDataEntry(entryCart());
    await user.type(within(shipping()).getByLabelText(/^Város/), 'Pécs');
    expect(within(shipping()).getByLabelText(/^Város/)).toHaveValue('Pécs');
    expect(sent).toEqual([]);
    await waitFor(() => expect(sent).toEqual([{ name: 'szallitas_varos', value: 'Pécs' }]));
    await waitFor(() => expect(store.getState().cart.edits).toEqual({}));
  });

  it("reveals the billing block when 'billing address differs' is ticked and sends that at once", async () => {
    const sent = serveModifyCart(entryCart());
    const { user } = renderDataEntry(entryCart());
    await user.click(
      screen.getByRole('checkbox', { name: 'A számlázási cím eltér a szállítási címtől' }),
    );
    expect(sent).toEqual([{ name: 'szamla_megegyezik', value: true }]);
    const billing = screen.getByRole('group', { name: 'Számlázási adatok' });
    for (const label of ['Számlázási név', 'Irányítószám', 'Város', 'Utca, házszám']) {
      expect(within(billing).getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    }
    expect(within(billing).getByLabelText('Adószám')).not.toBeRequired();
  });

  it('asks a company for its name, tax number and billing address, and says what is wrong with the tax number', async () => {
    const sent = serveModifyCart(entryCart());
    const { user } = renderDataEntry(entryCart());
    await user.click(screen.getByRole('checkbox', { name: 'Cégként vásárolok' }));
    expect(sent).toEqual([{ name: 'cegkent', value: true }]);
    expect(
      screen.queryByRole('checkbox', { name: 'A számlázási cím eltér a szállítási címtől' }),
    ).not.toBeInTheDocument();
    const billing = screen.getByRole('group', { name: 'Számlázási adatok' });
    for (const label of ['Cégnév', 'Adószám', 'Irányítószám', 'Város', 'Utca, házszám']) {
      expect(within(billing).getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    }
    const taxNumber = within(billing).getByLabelText(/^Adószám/);
    await user.type(taxNumber, '12345678-1-1');
    expect(taxNumber).not.toHaveAccessibleDescription(/ellenőrző/);
    await user.type(taxNumber, '2');
    expect(taxNumber).toBeInvalid();
    expect(taxNumber).toHaveAccessibleDescription(
      'Formátum: 12345678-1-12 Az adószám hibás: az első nyolc számjegy ellenőrző számjegye nem stimmel.',
    );
    await user.clear(taxNumber);
    await user.type(taxNumber, '12345676-2-06');
    expect(taxNumber).toBeValid();
    await waitFor(() => expect(sent).toContainEqual({ name: 'adoszam', value: '12345676-2-06' }));
  });

  it("warns 'Hibás űrlap kitöltés' with 'Javítom' when the server says the form is not valid", async () => {
    serveModifyCart(entryCart());
    const { user } = renderDataEntry(entryCart({ szallitas_vnev: 'Kis' }));
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hibás űrlap kitöltés' });
    expect(dialog).toHaveTextContent('Kérjük, minden mezőt megfelelően töltsön ki!');
    await user.click(within(dialog).getByRole('button', { name: 'Javítom' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(shipping()).getByLabelText(/^Keresztnév/)).toHaveAccessibleDescription(
      'Kötelező mező.',
    );
    expect(within(shipping()).getByLabelText(/^Vezetéknév/)).not.toHaveAccessibleDescription(
      'Kötelező mező.',
    );
    expect(screen.queryByText('Megrendelés oldal')).not.toBeInTheDocument();
  });

  it('continues to /megrendeles once the last change has reached the server and it says valid', async () => {
    const nearlyDone = entryCart({
      szallitas: 1,
      szallitas_vnev: 'Kis',
      szallitas_knev: 'Anna',
      szallitas_irsz: '9021',
      szallitas_varos: 'Győr',
      szallitas_utca: 'Baross út 1.',
      email: 'kis.anna@example.hu',
    });
    const sent = serveModifyCart(nearlyDone);
    const { user } = renderDataEntry(nearlyDone);
    await user.type(within(shipping()).getByLabelText(/^Telefonszám/), '+36301234567');
    // 'Tovább' right after typing: the waiting change is sent first, then the server's answer decides.
    await user.click(screen.getByRole('button', { name: 'Tovább' }));
    expect(await screen.findByText('Megrendelés oldal')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([{ name: 'szallitas_telefonszam', value: '+36301234567' }]);
  });

  it('uses the stored cart id for every change', async () => {
    let body: unknown;
    server.use(
      http.post('/api/modifyCart', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: 1, cart: entryCart({ megjegyzes: 'x' }) });
      }),
    );
    const { user } = renderDataEntry(entryCart());
    await user.type(within(shipping()).getByLabelText('Megjegyzés'), 'x');
    await waitFor(() => expect(body).toEqual({ cart_id: CART_ID, name: 'megjegyzes', value: 'x' }));
  });
});
