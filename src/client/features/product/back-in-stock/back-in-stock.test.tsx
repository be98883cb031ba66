import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { RootState } from '@client/app/root-reducer';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import { makeProduct, makeVariant } from '../../../testing/product-test-data';
import ProductScreen from '../product-screen';

const product = makeProduct({
  alias: 'held-kabat',
  variants: [
    makeVariant({ id: 7, name_hu: 'fekete, M', stock: 0, availability: 'rendelheto' }),
    makeVariant({ id: 8, name_hu: 'fekete, L', stock: 3 }),
  ],
});

function serve(sent: unknown[], preloadedState?: Partial<RootState>) {
  server.use(
    http.get('/api/productByAlias/:alias', () => HttpResponse.json(product)),
    http.get('/api/sizeChart/:alias', () => HttpResponse.json({ chart: null })),
    http.get('/api/getUserData', ({ request }) =>
      request.headers.get('authorization') === 'Bearer tok-1'
        ? HttpResponse.json({ status: 1, user: { name: 'Kiss Anna', email: 'kiss.anna@pelda.hu' } })
        : HttpResponse.json({ status: 0 }),
    ),
    http.post('/api/backInStock', async ({ request }) => {
      const body = (await request.json()) as { email: string };
      sent.push(body);
      return HttpResponse.json({
        status: 1,
        message: `Köszönjük! Amint újra lesz készleten, e-mailt küldünk ide: ${body.email}.`,
      });
    }),
  );
  return renderWithProviders(<ProductScreen />, {
    route: `/termek/${product.alias}`,
    path: '/termek/:alias',
    ...(preloadedState ? { preloadedState } : {}),
  });
}

describe('"Értesítést kérek" on an out-of-stock variant', () => {
  it('is offered only for a variant out of stock; checks the address and sends the request', async () => {
    const sent: unknown[] = [];
    const { user } = serve(sent);
    const select = await screen.findByRole('combobox', { name: 'Termékváltozat' });
    await user.selectOptions(select, '8');
    expect(screen.queryByRole('button', { name: 'Értesítést kérek' })).not.toBeInTheDocument();
    await user.selectOptions(select, '7');
    const open = await screen.findByRole('button', { name: 'Értesítést kérek' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const form = screen.getByRole('form', { name: 'Értesítés kérése' });
    const email = within(form).getByRole('textbox', { name: /E-mail-cím/ });
    expect(email).toHaveValue('');
    await user.type(email, 'anna@');
    await user.click(within(form).getByRole('button', { name: 'Kérem az értesítést' }));
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Adj meg érvényes e-mail-címet (például nev@pelda.hu).'),
    );
    expect(sent).toEqual([]);
    await user.type(email, 'pelda.hu');
    await user.click(within(form).getByRole('button', { name: 'Kérem az értesítést' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Köszönjük! Amint újra lesz készleten, e-mailt küldünk ide: anna@pelda.hu.',
      ),
    );
    expect(sent).toEqual([{ variantId: 7, email: 'anna@pelda.hu' }]);
  });

  it("fills in a logged-in customer's e-mail", async () => {
    const sent: unknown[] = [];
    const { user } = serve(sent, { auth: { token: 'tok-1', username: 'Kiss Anna' } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Termékváltozat' }), '7');
    await user.click(await screen.findByRole('button', { name: 'Értesítést kérek' }));
    const email = screen.getByRole('textbox', { name: /E-mail-cím/ });
    await screen.findByDisplayValue('kiss.anna@pelda.hu');
    await user.click(screen.getByRole('button', { name: 'Kérem az értesítést' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('kiss.anna@pelda.hu'));
    expect(email).not.toBeInTheDocument();
    expect(sent).toEqual([{ variantId: 7, email: 'kiss.anna@pelda.hu' }]);
  });
});
