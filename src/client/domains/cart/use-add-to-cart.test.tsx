import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import {
  CART_ID,
  cartState,
  makeCart,
  makeLine,
  makeVariant,
} from '@client/testing/cart-test-data';
import { useAddToCart } from './use-add-to-cart';

/** A stand-in for the product page: one button adding the given variant and quantity. */
function AddButton({ variantId, quantity }: { variantId: number; quantity: number }) {
  const { addToCart, isAdding } = useAddToCart();
  return (
    <button
      type="button"
      disabled={isAdding}
      onClick={() => addToCart({ variantId, quantity, productAlias: 'kesztyu' })}
    >
      Kosárba
    </button>
  );
}

const variant = makeVariant({ id: 101, name_hu: 'XL, fekete', effectivePrice: 12990 });
const line = makeLine({ id: 1, variant, quantity: 2, price: 12990 });
const cart = makeCart({ goods: [line] });

function serveAddToCart() {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/addToCart', async ({ request }) => {
      bodies.push({
        body: await request.json(),
        authorization: request.headers.get('authorization'),
      });
      return HttpResponse.json({ status: 1, cart, product: line.product, variant, quantity: 2 });
    }),
  );
  return bodies;
}

describe('useAddToCart', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('blocks variant 0 with the variant popup and sends nothing', async () => {
    const bodies = serveAddToCart();
    const { user } = renderWithProviders(<AddButton variantId={0} quantity={1} />);
    await user.click(screen.getByRole('button', { name: 'Kosárba' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Kérlek, válassz a termékváltozatok közül!',
    });
    expect(dialog).toHaveTextContent('fotó melletti legördülő listából');
    await user.click(within(dialog).getByRole('button', { name: 'Értem' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('blocks quantity 0 with the quantity popup and sends nothing', async () => {
    const bodies = serveAddToCart();
    const { user } = renderWithProviders(<AddButton variantId={101} quantity={0} />);
    await user.click(screen.getByRole('button', { name: 'Kosárba' }));
    const dialog = screen.getByRole('dialog', { name: 'Kérlek, add meg a mennyiséget!' });
    expect(dialog).toHaveTextContent('A mennyiséget az ár alatti + gombbal állíthatod be.');
    expect(within(dialog).getByRole('button', { name: 'Értem' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('adds with a new cart, stores the cart id and shows image, names and quantity x price', async () => {
    const bodies = serveAddToCart();
    const { user, store } = renderWithProviders(<AddButton variantId={101} quantity={2} />, {
      preloadedState: { auth: { token: 'secret-token', username: 'Kis Anna' } },
    });
    await user.click(screen.getByRole('button', { name: 'Kosárba' }));

    const dialog = await screen.findByRole('dialog', { name: 'A termék a kosárba került' });
    expect(within(dialog).getByText('Bőr kesztyű 1')).toBeInTheDocument();
    expect(within(dialog).getByText('XL, fekete')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('2 x 12 990 Ft');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/media/w/640/kesztyu-1.jpg.jpg');
    expect(bodies).toEqual([
      { body: { id: 101, quantity: 2 }, authorization: 'Bearer secret-token' },
    ]);
    expect(store.getState().cart.cartId).toBe(CART_ID);
    expect(store.getState().cart.cart?.goods).toHaveLength(1);
    expect(window.dataLayer).toContainEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'HUF',
        value: 25980,
        items: [
          {
            item_id: '41',
            item_name: 'Bőr kesztyű 1',
            item_variant: 'XL, fekete',
            price: 12990,
            quantity: 2,
          },
        ],
      },
    });
  });

  it('sends the stored cart id', async () => {
    const bodies = serveAddToCart();
    const { user } = renderWithProviders(<AddButton variantId={101} quantity={1} />, {
      preloadedState: cartState(),
    });
    await user.click(screen.getByRole('button', { name: 'Kosárba' }));
    await screen.findByRole('dialog');
    expect(bodies).toEqual([
      { body: { id: 101, quantity: 1, cart_id: CART_ID }, authorization: null },
    ]);
  });

  it('only logs a refused add: no popup, no cart change', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('/api/addToCart', () =>
        HttpResponse.json({ status: 0, message: 'Nincs készleten.' }, { status: 422 }),
      ),
    );
    const { user, store } = renderWithProviders(<AddButton variantId={101} quantity={1} />);
    await user.click(screen.getByRole('button', { name: 'Kosárba' }));
    await screen.findByRole('button', { name: 'Kosárba' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).toHaveBeenCalledWith(
      'A(z) addToCart kosárhívás sikertelen:',
      expect.objectContaining({ status: 422 }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().cart.cartId).toBeNull();
    errors.mockRestore();
  });
});
