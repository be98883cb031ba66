import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { Product } from '@common/api/catalogue.schema';
import { makeCart, makeLine, makeVariant as makeCartVariant } from '@client/testing/cart-test-data';
import { makeProduct, makeVariant } from '@client/testing/product-test-data';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import WishlistScreen from './wishlist-screen';

const gloves = makeProduct({
  id: 42,
  alias: 'fekete-bor-kesztyu',
  fullname_hu: 'Fekete bőr kesztyű',
  variants: [
    makeVariant({ id: 1, name_hu: 'M' }),
    makeVariant({ id: 2, name_hu: 'L', availabilityText: 'Rendelhető' }),
  ],
});
const pads = makeProduct({
  id: 7,
  alias: 'fekbetet',
  fullname_hu: 'Fékbetét',
  variants: [makeVariant({ id: 70, name_hu: 'Első', bikesArray: [101] })],
});

function serve(products: Product[]) {
  const asked: string[] = [];
  const added: unknown[] = [];
  server.use(
    http.get('/api/wishlistProducts', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('ids') ?? '');
      return HttpResponse.json(products);
    }),
    http.post('/api/addToCart', async ({ request }) => {
      const body = (await request.json()) as { id: number };
      added.push(body);
      const variant = makeCartVariant({ id: body.id });
      const line = makeLine({ id: 1, variant, quantity: 1, price: 10000 });
      return HttpResponse.json({
        status: 1,
        cart: makeCart({ goods: [line] }),
        product: line.product,
        variant,
        quantity: 1,
      });
    }),
  );
  return { asked, added };
}

const guestList = (products: number[]) => ({ wishlist: { products, owner: 'guest' as const } });

describe('Kedvencek', () => {
  it('says so when the list is empty', () => {
    renderWithProviders(<WishlistScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kedvencek' })).toBeInTheDocument();
    expect(screen.getByText(/Még nincs kedvenc terméked/)).toBeInTheDocument();
  });

  it('lists the products in the order of the list; one variant goes to the cart in one click', async () => {
    const { asked, added } = serve([pads, gloves]);
    const { user } = renderWithProviders(<WishlistScreen />, {
      preloadedState: guestList([7, 42]),
    });
    const rows = await screen.findAllByRole('listitem');
    expect(asked).toEqual(['7,42']);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Fékbetét',
      'Fekete bőr kesztyű',
    ]);
    await user.click(screen.getByRole('button', { name: 'Kosárba: Fékbetét' }));
    await waitFor(() => expect(added).toEqual([expect.objectContaining({ id: 70, quantity: 1 })]));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('asks for the variant where there are several, then adds the chosen one', async () => {
    const { added } = serve([gloves]);
    const { user } = renderWithProviders(<WishlistScreen />, { preloadedState: guestList([42]) });
    const buy = await screen.findByRole('button', { name: 'Kosárba: Fekete bőr kesztyű' });
    const select = screen.getByRole('combobox', { name: 'Változat' });
    expect(select).toHaveValue('');
    await user.click(buy);
    // No variant yet: asked beside the select, which takes the focus; nothing is sent.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Kérlek, válassz a termékváltozatok közül!',
    );
    expect(select).toHaveFocus();
    expect(select).toHaveAccessibleDescription('Kérlek, válassz a termékváltozatok közül!');
    expect(added).toEqual([]);

    await user.selectOptions(select, 'L – Rendelhető');
    await user.click(buy);
    await waitFor(() => expect(added).toEqual([expect.objectContaining({ id: 2 })]));
  });

  it('takes a product off the list', async () => {
    serve([pads, gloves]);
    const { user, store } = renderWithProviders(<WishlistScreen />, {
      preloadedState: guestList([7, 42]),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Fékbetét törlése a kedvencek közül' }),
    );
    expect(store.getState().wishlist.products).toEqual([42]);
    expect(screen.queryByRole('link', { name: 'Fékbetét' })).not.toBeInTheDocument();
  });
});
