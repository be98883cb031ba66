import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { Cart } from '@common/api/cart.schema';
import { Header } from '@client/app/header';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import CartScreen from './cart-screen';
import { CART_ID, makeCart, makeLine, makeVariant } from '../../testing/cart-test-data';

/** A small cart server: getCart, incCart, decCart, removeFromCart and modifyCart over one cart. */
function serveCart(initial: Cart) {
  let cart = initial;
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const answer = (next: Cart, extra: object = {}) => {
    cart = next;
    return HttpResponse.json({ status: 1, cart, ...extra });
  };
  const total = (goods: Cart['goods']) =>
    goods.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const withGoods = (goods: Cart['goods']) => ({ ...cart, goods, vegosszeg: total(goods) });
  server.use(
    http.post('/api/:call', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ path: String(params.call), body });
      switch (params.call) {
        case 'getCart':
          return body.cart_id === cart.id
            ? answer(cart)
            : HttpResponse.json({ status: 0, message: 'Nincs ilyen kosár.' }, { status: 404 });
        case 'incCart':
        case 'decCart': {
          const step = params.call === 'incCart' ? 1 : -1;
          return answer(
            withGoods(
              cart.goods.map((l) =>
                l.id === body.id ? { ...l, quantity: Math.max(1, l.quantity + step) } : l,
              ),
            ),
          );
        }
        case 'removeFromCart': {
          const line = cart.goods.find((l) => l.id === body.id)!;
          return answer(withGoods(cart.goods.filter((l) => l.id !== body.id)), {
            product: line.product,
            variant: line.variant,
            quantity: line.quantity,
          });
        }
        case 'modifyCart': {
          const fees: Record<number, number> = { 0: 0, 1: 1890, 2: 1990 };
          return answer({
            ...cart,
            szallitas: body.value as number,
            shippingcost: fees[body.value as number] ?? null,
          });
        }
        default:
          return HttpResponse.json({ message: 'ismeretlen' }, { status: 404 });
      }
    }),
  );
  return calls;
}

const storedId = {
  cart: { cartId: CART_ID, cart: null, edits: {}, finished: false, ordering: false },
};

function renderCart(cart: Cart) {
  const calls = serveCart(cart);
  const result = renderWithProviders(
    <>
      <Header />
      <CartScreen />
    </>,
    { route: '/kosar', preloadedState: storedId },
  );
  return { calls, ...result };
}

const twoLines = makeCart({
  goods: [
    makeLine({ id: 1, quantity: 2 }),
    makeLine({
      id: 2,
      price: 4500,
      variant: makeVariant({
        id: 202,
        name_hu: 'Egy méret',
        effectivePrice: 4500,
        availability: 'vegkiarusitas',
        stock: 1,
      }),
    }),
  ],
});

describe('CartScreen', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it("shows 'A kosár üres.' without a stored cart", () => {
    renderWithProviders(<CartScreen />, { route: '/kosar' });
    expect(screen.getByText('A kosár üres.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tovább' })).not.toBeInTheDocument();
    expect(document.title).toBe('Kosár - MotoPont');
  });

  it('loads the stored cart: image, name, unit price, quantity, line sum, clearance notice and the header count', async () => {
    renderCart(twoLines);
    const table = await screen.findByRole('table', { name: 'A kosárban lévő termékek' });
    const first = within(table).getByRole('row', { name: /Bőr kesztyű 1/ });
    expect(within(first).getByRole('link', { name: 'Bőr kesztyű 1' })).toHaveAttribute(
      'href',
      '/termek/termek-1',
    );
    expect(first.querySelector('img')).toHaveAttribute('src', '/media/w/640/kesztyu-1.jpg.jpg');
    expect(within(first).getByText('12 990 Ft')).toBeInTheDocument();
    expect(
      within(first).getByRole('status', { name: 'Mennyiség: Bőr kesztyű 1 (XL, fekete)' }),
    ).toHaveTextContent('2');
    expect(first).toHaveTextContent('25 980 Ft');
    expect(within(first).queryByText(/Végkiárusítás!/)).not.toBeInTheDocument();
    const second = within(table).getByRole('row', { name: /Bőr kesztyű 2/ });
    expect(
      within(second).getByText(
        'Végkiárusítás! Rendelést csak a készlet erejéig tudjuk teljesíteni.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Kosár 3/ })).toBeInTheDocument();
    // The clearance line already holds the whole stock.
    expect(within(second).getByRole('button', { name: /^Egy darabbal több/ })).toBeDisabled();
    expect(within(first).getByRole('button', { name: /^Egy darabbal több/ })).toBeEnabled();
    expect(screen.getByText('Termékek összesen').nextSibling).toHaveTextContent('30 480 Ft');
  });

  it('says on each line whether it fits the active bike, and nothing on lines without fitment data', async () => {
    serveCart(
      makeCart({
        goods: [
          makeLine({ id: 1, variant: makeVariant({ id: 101, bikesArray: [7, 9] }) }),
          makeLine({ id: 2, variant: makeVariant({ id: 202, bikesArray: [8] }) }),
          makeLine({ id: 3, variant: makeVariant({ id: 303, bikesArray: [] }) }),
        ],
      }),
    );
    renderWithProviders(<CartScreen />, {
      route: '/kosar',
      preloadedState: {
        ...storedId,
        motorom: {
          mode: 'select',
          gyarto: 1,
          felepites: 2,
          hengerurtartalom: 600,
          tipus: 7,
          motorInput: '',
          tipusName: 'Honda CBR600RR',
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'A kosárban lévő termékek' });
    const [fits, misfit, clothing] = within(table).getAllByRole('rowheader');
    expect(within(fits!).getByText('Illik a motorodhoz')).toBeInTheDocument();
    expect(within(misfit!).getByText('Nem illik')).toBeInTheDocument();
    expect(within(clothing!).queryByText('Nem illik')).not.toBeInTheDocument();
    expect(within(clothing!).queryByText('Illik a motorodhoz')).not.toBeInTheDocument();
  });

  it('plus and minus change the quantity through the server; minus stops at 1', async () => {
    const { user, calls } = renderCart(makeCart({ goods: [makeLine({ id: 1, quantity: 1 })] }));
    const minus = await screen.findByRole('button', {
      name: 'Egy darabbal kevesebb: Bőr kesztyű 1 (XL, fekete)',
    });
    expect(minus).toBeDisabled();
    await user.click(
      screen.getByRole('button', { name: 'Egy darabbal több: Bőr kesztyű 1 (XL, fekete)' }),
    );
    expect(await screen.findByRole('link', { name: /Kosár 2/ })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: /Mennyiség/ })).toHaveTextContent('2');
    expect(minus).toBeEnabled();
    await user.click(minus);
    expect(await screen.findByRole('link', { name: /Kosár 1/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.path !== 'getCart')).toEqual([
      { path: 'incCart', body: { id: 1, cart_id: CART_ID } },
      { path: 'decCart', body: { id: 1, cart_id: CART_ID } },
    ]);
  });

  it("'Eltávolítás' removes the line, sends remove_from_cart and leaves an empty cart", async () => {
    const { user } = renderCart(makeCart({ goods: [makeLine({ id: 1, quantity: 2 })] }));
    await user.click(
      await screen.findByRole('button', { name: 'Eltávolítás: Bőr kesztyű 1 (XL, fekete)' }),
    );
    expect(await screen.findByText('A kosár üres.')).toBeInTheDocument();
    expect(window.dataLayer).toContainEqual({
      event: 'remove_from_cart',
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

  it("offers the three methods with fees and shows 'Tovább' only once one is chosen", async () => {
    const { user, calls } = renderCart(makeCart({ goods: [makeLine({ id: 1, quantity: 2 })] }));
    const group = await screen.findByRole('group', { name: /Szállítási mód/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getByText('Ingyenes')).toBeInTheDocument();
    expect(group).toHaveTextContent('GLS futárszolgálat1 890 Ft');
    expect(group).toHaveTextContent('MPL futárszolgálat1 990 Ft');
    expect(screen.queryByRole('link', { name: 'Tovább' })).not.toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: /GLS futárszolgálat/ }));
    expect(within(group).getByRole('radio', { name: /GLS futárszolgálat/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Tovább' })).toHaveAttribute(
      'href',
      '/adatok-szallitas',
    );
    expect(await screen.findByText('Végösszeg')).toBeInTheDocument();
    expect(screen.getByText('Végösszeg').nextSibling).toHaveTextContent('27 870 Ft');
    expect(calls).toContainEqual({
      path: 'modifyCart',
      body: { cart_id: CART_ID, name: 'szallitas', value: 1 },
    });
  });

  it('does not offer MPL above 40 kg, and GLS is free above 50 000 Ft', async () => {
    renderCart(
      makeCart({
        goods: [
          makeLine({
            id: 1,
            quantity: 5,
            price: 12000,
            variant: makeVariant({ id: 101, weight_kg: 8.5 }),
          }),
        ],
      }),
    );
    const group = await screen.findByRole('group', { name: /Szállítási mód/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).queryByRole('radio', { name: /MPL/ })).not.toBeInTheDocument();
    expect(group).toHaveTextContent('40 kg-ot');
    expect(within(group).getAllByText('Ingyenes')).toHaveLength(2);
  });
});
