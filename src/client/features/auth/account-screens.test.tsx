import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { User } from '@common/api/accounts.schema';
import { PROFILE_FIELDS } from '@common/api/accounts.constants';
import type { CustomerOrder } from '@common/api/customer-orders.schema';
import { makeCart } from '@client/testing/cart-test-data';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import EmailConfirmScreen from './email-confirm-screen';
import OrderDetailScreen from './order-detail-screen';
import ProfileScreen from './profile-screen';

const loggedIn = { auth: { token: 'tok-1', username: 'Kiss Anna' } };
const user = {
  ...Object.fromEntries(PROFILE_FIELDS.map((f) => [f, ''])),
  name: 'Kiss Anna',
  email: 'kiss.anna@example.hu',
} as User;

const shipped = {
  order_number: '2026-000042',
  // 23:30 UTC on 22 November is 23 November in Budapest.
  created_at: '2026-11-22T23:30:00.000Z',
  grand_total: 13890,
  status: 'feladva',
  status_label: 'Feladva',
  tracking_url: 'https://gls-group.com/HU/hu/csomagkovetes?match=GLS1',
};

function serveProfile(emailConfirmed: boolean) {
  const calls: string[] = [];
  server.use(
    http.get('*/api/getUserData', () => HttpResponse.json({ status: 1, user })),
    http.get('*/api/account/orders', ({ request }) => {
      calls.push(`orders ${request.headers.get('authorization')}`);
      return HttpResponse.json({ status: 1, orders: [shipped], email_confirmed: emailConfirmed });
    }),
    http.post('*/api/account/email-confirmation', () => {
      calls.push('confirmation');
      return HttpResponse.json({ message: 'A megerősítő linket elküldtük az e-mail-címére.' });
    }),
    http.post('*/api/account/delete', ({ request }) => {
      calls.push(`delete ${request.headers.get('authorization')}`);
      return HttpResponse.json({ status: 1 });
    }),
    http.get('*/api/logout', () => HttpResponse.json({ status: 1 })),
  );
  return calls;
}

describe('the profile: Rendeléseim and Adataim', () => {
  it('lists the orders with Budapest date, total, status and tracking link', async () => {
    const calls = serveProfile(true);
    renderWithProviders(<ProfileScreen />, {
      route: '/profil',
      path: '/profil',
      preloadedState: loggedIn,
    });
    const list = await screen.findByRole('list', {}, { timeout: 8000 });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('link', { name: '2026-000042' })).toHaveAttribute(
      'href',
      '/profil/rendelesek/2026-000042',
    );
    expect(item).toHaveTextContent('2026. 11. 23. 00:30');
    expect(item).toHaveTextContent(/13\s890 Ft/);
    expect(item).toHaveTextContent('Feladva');
    expect(within(item).getByRole('link', { name: /Csomagkövetés/ })).toHaveAttribute(
      'href',
      shipped.tracking_url,
    );
    expect(
      screen.queryByRole('button', { name: 'Megerősítő levél küldése' }),
    ).not.toBeInTheDocument();
    expect(calls).toContain('orders Bearer tok-1');
  });

  it('offers the confirmation e-mail while the address is not confirmed', async () => {
    const calls = serveProfile(false);
    const { user: u } = renderWithProviders(<ProfileScreen />, {
      route: '/profil',
      path: '/profil',
      preloadedState: loggedIn,
    });
    await u.click(
      await screen.findByRole('button', { name: 'Megerősítő levél küldése' }, { timeout: 8000 }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('A megerősítő linket elküldtük'),
    );
    expect(calls).toContain('confirmation');
  });

  it("'Fiók törlése' asks first; 'Mégse' keeps the account, confirming deletes it and logs out", async () => {
    const calls = serveProfile(true);
    const { user: u, store } = renderWithProviders(<ProfileScreen />, {
      route: '/profil',
      path: '/profil',
      preloadedState: loggedIn,
    });
    await u.click(await screen.findByRole('button', { name: 'Fiók törlése' }, { timeout: 8000 }));
    const dialog = screen.getByRole('alertdialog', { name: 'Biztosan törli a fiókját?' });
    expect(within(dialog).getByRole('button', { name: 'Mégse' })).toHaveFocus();
    await u.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.startsWith('delete'))).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Fiók törlése' }));
    await u.click(screen.getByRole('button', { name: 'Fiók végleges törlése' }));
    expect(
      await screen.findByRole('dialog', { name: 'Fiókját töröltük' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(calls).toContain('delete Bearer tok-1');
    await waitFor(() => expect(store.getState().auth.token).toBeNull());
  });
});

const order: CustomerOrder = {
  ...shipped,
  delivery_method: 1,
  delivery_label: 'GLS futárszolgálat',
  payment_mode: 'Utánvét',
  goods_total: 12000,
  shipping_cost: 1890,
  shipping_name: 'Kiss Anna',
  shipping_address: '1111 Budapest, Fő utca 1.',
  billing_name: 'Kiss Anna',
  billing_address: '1111 Budapest, Fő utca 1.',
  company_name: '',
  tax_number: '',
  pickup_point: '',
  lines: [
    {
      variant_id: 1,
      name: 'Bőr kesztyű M',
      cikkszam: 'KESZ-M',
      quantity: 1,
      unit_price: 12000,
      line_total: 12000,
      product_alias: 'bor-kesztyu',
    },
    {
      variant_id: 2,
      name: 'Régi sisak',
      cikkszam: 'SISAK',
      quantity: 1,
      unit_price: 30000,
      line_total: 30000,
      product_alias: null,
    },
  ],
};

describe('an order and Újrarendelem', () => {
  it('shows the lines and puts the orderable ones into the cart, naming the others', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/account/orders/:number', () => HttpResponse.json({ status: 1, order })),
      http.post('*/api/account/orders/:number/reorder', async ({ request }) => {
        bodies.push({ body: await request.json(), auth: request.headers.get('authorization') });
        return HttpResponse.json({
          status: 1,
          cart: makeCart({ id: 'c0ffee00-0000-4000-8000-000000000001' }),
          added: 1,
          skipped: [{ name: 'Régi sisak', reason: 'Már nem szerepel a kínálatunkban.' }],
        });
      }),
    );
    const { user: u, store } = renderWithProviders(<OrderDetailScreen />, {
      route: '/profil/rendelesek/2026-000042',
      path: '/profil/rendelesek/:number',
      preloadedState: loggedIn,
    });
    expect(
      await screen.findByRole('heading', { name: 'Rendelés: 2026-000042' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Bőr kesztyű M' }, { timeout: 8000 }),
    ).toHaveAttribute('href', '/termek/bor-kesztyu');
    expect(screen.getByRole('cell', { name: /Régi sisak/ })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Újrarendelem' }));
    const popup = await screen.findByRole('dialog', {
      name: 'A tételek egy része a kosárba került',
    });
    expect(popup).toHaveTextContent('Régi sisak: Már nem szerepel a kínálatunkban.');
    expect(bodies).toEqual([{ body: {}, auth: 'Bearer tok-1' }]);
    expect(store.getState().cart.cartId).toBe('c0ffee00-0000-4000-8000-000000000001');
  });
});

describe('the e-mail confirmation link', () => {
  it('confirms once, and the secret stays out of the store', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/account/email-confirmation/confirm', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Köszönjük, megerősítette az e-mail-címét.' });
      }),
    );
    const secret = 'a'.repeat(43);
    const { store } = renderWithProviders(<EmailConfirmScreen />, {
      route: `/email-megerosites/${secret}`,
      path: '/email-megerosites/:token',
    });
    expect(
      await screen.findByText(/megerősítette az e-mail-címét/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ token: secret }]);
    expect(JSON.stringify(store.getState())).not.toContain(secret);
  });
});
