import { HttpResponse, http } from 'msw';
import { parseDevToolsFile } from '@client/app/qa/devtools-file-reader';
import { setupStore } from '@client/app/store';
import { server } from '@client/testing/test-server';
import { dataEntrySubmitted, fieldChanged, orderRequested } from './cart.slice';
import { CART_ID, cartState, makeCart, makeLine } from '@client/testing/cart-test-data';

const tick = (ms: number) => jest.advanceTimersByTimeAsync(ms);

const validCart = makeCart({
  goods: [makeLine({ id: 1, quantity: 2 })],
  szallitas: 1,
  shippingcost: 1890,
  isValid: true,
});

/** finishCart answering after `delayMs` (fake time) with `answer`; counts the requests. */
function serveFinishCart(answer: () => Response, delayMs = 300) {
  const calls: unknown[] = [];
  server.use(
    http.post('/api/finishCart', async ({ request }) => {
      calls.push(await request.json());
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return answer();
    }),
  );
  return calls;
}

/** The grand total the summary shows for validCart. */
const TOTAL = validCart.vegosszeg + 1890;

const success = () =>
  HttpResponse.json({
    status: 1,
    cart: { ...validCart, finish: true },
    order: { order_number: 'MP-2026-000123', grand_total: 27870 },
  });

describe('order placing saga', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.dataLayer = [];
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('sends one finishCart however often the button is pressed, then shows success, goes home and forgets the cart id', async () => {
    const calls = serveFinishCart(success);
    const { store } = setupStore({
      preloadedState: {
        ...cartState(validCart),
        navigation: { pathname: '/megrendeles', search: '' },
      },
    });

    store.dispatch(orderRequested({ total: TOTAL }));
    store.dispatch(orderRequested({ total: TOTAL }));
    await tick(100);
    store.dispatch(orderRequested({ total: TOTAL }));
    expect(store.getState().cart.ordering).toBe(true);
    await tick(300);
    store.dispatch(orderRequested({ total: TOTAL }));
    await tick(1000);

    // The fourth press came after the answer: the cart is ordered, nothing more is sent.
    expect(calls).toEqual([{ cart_id: CART_ID, total: TOTAL }]);
    const state = store.getState();
    expect(state.cart.ordering).toBe(false);
    expect(state.cart.cartId).toBeNull();
    expect(state.cart.finished).toBe(true);
    expect(state.navigation.pathname).toBe('/');
    expect(state.ui.message?.title).toBe('Sikeres rendelés!');
  });

  it('ends the order with one event, cart/orderPlaced, which the popup and the location answer', async () => {
    serveFinishCart(success);
    const { store, recorder } = setupStore({
      preloadedState: {
        ...cartState(validCart),
        navigation: { pathname: '/megrendeles', search: '' },
      },
      qa: true,
    });
    store.dispatch(orderRequested({ total: TOTAL }));
    await tick(500);
    const types = parseDevToolsFile(recorder?.exportDevToolsFile() ?? '')
      .actions.map((action) => action.type)
      .filter((type) => !type.startsWith('api/'));
    expect(types).toEqual(['cart/orderRequested', 'cart/orderPlaced']);
    expect(store.getState().navigation.pathname).toBe('/');
    expect(store.getState().ui.message?.title).toBe('Sikeres rendelés!');
  });

  it('shows the success popup and sends the purchase event', async () => {
    serveFinishCart(success);
    const { store } = setupStore({
      preloadedState: {
        ...cartState(validCart),
        navigation: { pathname: '/megrendeles', search: '' },
      },
    });
    store.dispatch(orderRequested({ total: TOTAL }));
    await tick(500);
    const state = store.getState();
    expect(state.ui.message).toMatchObject({
      title: 'Sikeres rendelés!',
      className: 'success',
      redirect: '/',
    });
    expect(state.navigation.pathname).toBe('/');
    expect(state.cart.cartId).toBeNull();
    expect(window.dataLayer).toContainEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'HUF',
        transaction_id: 'MP-2026-000123',
        value: 27870,
        shipping: 1890,
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

  it.each([
    [
      'a refusal',
      () => HttpResponse.json({ status: 0, message: 'A kosár nem rendelhető.' }, { status: 422 }),
    ],
    ['a server error', () => HttpResponse.json({ message: 'Hiba' }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
  ])(
    'after %s shows the failure popup, keeps the cart and clears the guard for another try',
    async (_name, answer) => {
      const calls = serveFinishCart(answer);
      const { store } = setupStore({ preloadedState: cartState(validCart) });
      store.dispatch(orderRequested({ total: TOTAL }));
      store.dispatch(orderRequested({ total: TOTAL }));
      await tick(500);
      expect(calls).toHaveLength(1);
      const state = store.getState();
      expect(state.ui.message).toMatchObject({
        title: 'Hiba a rendelés közben!',
        content: 'Próbálja újra.',
        className: 'alert',
      });
      expect(state.cart.ordering).toBe(false);
      expect(state.cart.cartId).toBe(CART_ID);
      expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'purchase' }));

      store.dispatch(orderRequested({ total: TOTAL }));
      await tick(500);
      expect(calls).toHaveLength(2);
    },
  );
});

describe('order placing saga when the total changed', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.dataLayer = [];
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('orders nothing on 409 changed: keeps the cart, shows the new one and what changed, sends the new total next', async () => {
    const line = validCart.goods[0]!;
    const raised = makeCart({
      ...validCart,
      goods: [{ ...line, price: line.price + 1000 }],
      vegosszeg: validCart.vegosszeg + 2000,
    });
    let answer = () =>
      HttpResponse.json(
        { status: 0, reason: 'changed', message: 'Időközben megváltozott…', cart: raised },
        { status: 409 },
      );
    const calls = serveFinishCart(() => answer());
    const { store } = setupStore({
      preloadedState: {
        ...cartState(validCart),
        navigation: { pathname: '/megrendeles', search: '' },
      },
    });
    store.dispatch(orderRequested({ total: TOTAL }));
    await tick(500);
    let state = store.getState();
    expect(state.cart).toMatchObject({ cartId: CART_ID, ordering: false, finished: false });
    expect(state.cart.cart?.vegosszeg).toBe(validCart.vegosszeg + 2000);
    expect(state.cart.orderChanges).toEqual({
      totalBefore: TOTAL,
      totalNow: TOTAL + 2000,
      shippingBefore: 1890,
      shippingNow: 1890,
      lines: [
        {
          name: line.name,
          before: { price: line.price, quantity: 2 },
          now: { price: line.price + 1000, quantity: 2 },
        },
      ],
    });
    expect(state.ui.message).toBeNull();
    expect(state.navigation.pathname).toBe('/megrendeles');
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'purchase' }));

    answer = success;
    store.dispatch(orderRequested({ total: TOTAL + 2000 }));
    await tick(500);
    expect(calls).toEqual([
      { cart_id: CART_ID, total: TOTAL },
      { cart_id: CART_ID, total: TOTAL + 2000 },
    ]);
    state = store.getState();
    expect(state.cart.finished).toBe(true);
    expect(state.cart.orderChanges).toBeUndefined();
  });
});

describe('step 2 continue saga', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends a change still waiting for its 400 ms at once, then continues when the server says valid', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/modifyCart', async ({ request }) => {
        const body = (await request.json()) as { name: string; value: string };
        sent.push(body.value);
        return HttpResponse.json({
          status: 1,
          cart: { ...validCart, [body.name]: body.value, isValid: true },
        });
      }),
    );
    const { store } = setupStore({
      preloadedState: {
        ...cartState(makeCart({ isValid: false })),
        navigation: { pathname: '/adatok-szallitas', search: '' },
      },
    });
    store.dispatch(fieldChanged({ name: 'szallitas_telefonszam', value: '+36 30 123 4567' }));
    await tick(50);
    store.dispatch(dataEntrySubmitted());
    await tick(0);
    expect(sent).toEqual(['+36 30 123 4567']);
    expect(store.getState().navigation.pathname).toBe('/megrendeles');
    expect(store.getState().ui.message).toBeNull();
    await tick(1000);
    expect(sent).toHaveLength(1);
  });

  it("warns with 'Hibás űrlap kitöltés' and stays when the server says invalid", async () => {
    const { store } = setupStore({
      preloadedState: {
        ...cartState(makeCart({ isValid: false })),
        navigation: { pathname: '/adatok-szallitas', search: '' },
      },
    });
    store.dispatch(dataEntrySubmitted());
    await tick(0);
    expect(store.getState().ui.message).toEqual({
      title: 'Hibás űrlap kitöltés',
      content: 'Kérjük, minden mezőt megfelelően töltsön ki!',
      buttonText: 'Javítom',
      className: 'warning',
    });
    expect(store.getState().navigation.pathname).toBe('/adatok-szallitas');
  });
});
