import { HttpResponse, http } from 'msw';
import type { Cart } from '@common/api/cart.schema';
import { setupStore } from '@client/app/store';
import { server } from '@client/testing/test-server';
import { fieldChanged, selectCart } from './cart.slice';
import { CART_ID, cartState, makeCart } from '@client/testing/cart-test-data';

interface Sent {
  name: string;
  value: unknown;
  at: number;
}

/** A modifyCart server that applies each field and records when it arrived (fake time). */
function serveModifyCart(start: Cart = makeCart()) {
  const sent: Sent[] = [];
  let cart = start;
  server.use(
    http.post('/api/modifyCart', async ({ request }) => {
      const body = (await request.json()) as { cart_id: string; name: keyof Cart; value: unknown };
      sent.push({ name: body.name, value: body.value, at: Date.now() });
      cart = { ...cart, [body.name]: body.value };
      return HttpResponse.json({ status: 1, cart });
    }),
  );
  return sent;
}

const tick = (ms: number) => jest.advanceTimersByTimeAsync(ms);

describe('cart field sync saga', () => {
  let t0: number;
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    t0 = Date.now();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows a typed change at once and sends only the last value 400 ms after the last keystroke', async () => {
    const sent = serveModifyCart();
    const { store } = setupStore({ preloadedState: cartState() });

    store.dispatch(fieldChanged({ name: 'szallitas_vnev', value: 'K' }));
    expect(selectCart(store.getState())?.szallitas_vnev).toBe('K');
    await tick(200);
    store.dispatch(fieldChanged({ name: 'szallitas_vnev', value: 'Ki' }));
    await tick(300);
    store.dispatch(fieldChanged({ name: 'szallitas_vnev', value: 'Kis' }));
    expect(selectCart(store.getState())?.szallitas_vnev).toBe('Kis');
    await tick(399);
    expect(sent).toEqual([]);
    await tick(1);
    await tick(0);
    expect(sent).toEqual([{ name: 'szallitas_vnev', value: 'Kis', at: t0 + 900 }]);
    await tick(2000);
    expect(sent).toHaveLength(1);
    expect(store.getState().cart.edits).toEqual({});
    expect(store.getState().cart.cart?.szallitas_vnev).toBe('Kis');
  });

  it('debounces each field on its own: a change to one field does not delay another', async () => {
    const sent = serveModifyCart();
    const { store } = setupStore({ preloadedState: cartState() });

    store.dispatch(fieldChanged({ name: 'szallitas_varos', value: 'Győr' }));
    await tick(200);
    store.dispatch(fieldChanged({ name: 'email', value: 'kis.anna@example.hu' }));
    await tick(100);
    store.dispatch(fieldChanged({ name: 'szallitas_varos', value: 'Győrújbarát' }));
    await tick(300);
    // email's last change was 400 ms ago; the city changed 300 ms ago.
    expect(sent).toEqual([{ name: 'email', value: 'kis.anna@example.hu', at: t0 + 600 }]);
    await tick(100);
    expect(sent).toEqual([
      { name: 'email', value: 'kis.anna@example.hu', at: t0 + 600 },
      { name: 'szallitas_varos', value: 'Győrújbarát', at: t0 + 700 },
    ]);
  });

  it('sends checkboxes and selects without waiting', async () => {
    const sent = serveModifyCart();
    const { store } = setupStore({ preloadedState: cartState() });

    store.dispatch(fieldChanged({ name: 'szallitas', value: 1 }));
    store.dispatch(fieldChanged({ name: 'szamla_megegyezik', value: true }));
    await tick(0);
    expect(sent).toEqual([
      { name: 'szallitas', value: 1, at: t0 },
      { name: 'szamla_megegyezik', value: true, at: t0 },
    ]);
    expect(store.getState().cart.cart?.szallitas).toBe(1);
    expect(store.getState().cart.cart?.szamla_megegyezik).toBe(true);
  });

  it('keeps a newer local value when an older answer of the same field arrives', async () => {
    const sent: string[] = [];
    let release: () => void = () => {};
    server.use(
      http.post('/api/modifyCart', async ({ request }) => {
        const body = (await request.json()) as { value: string };
        sent.push(body.value);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ status: 1, cart: makeCart({ megjegyzes: body.value }) });
      }),
    );
    const { store } = setupStore({ preloadedState: cartState() });

    store.dispatch(fieldChanged({ name: 'megjegyzes', value: 'Hívjon' }));
    await tick(400);
    expect(sent).toEqual(['Hívjon']);
    store.dispatch(fieldChanged({ name: 'megjegyzes', value: 'Hívjon előtte' }));
    release();
    await tick(0);
    // The answer for 'Hívjon' came back, but the shopper already typed on.
    expect(store.getState().cart.cart?.megjegyzes).toBe('Hívjon előtte');
    await tick(400);
    expect(sent).toEqual(['Hívjon', 'Hívjon előtte']);
    release();
    await tick(0);
    expect(store.getState().cart.cart?.megjegyzes).toBe('Hívjon előtte');
    expect(store.getState().cart.edits).toEqual({});
  });

  it('sends nothing and logs nothing when there is no cart yet', async () => {
    const sent = serveModifyCart();
    const { store } = setupStore({ preloadedState: cartState(null) });
    store.dispatch(fieldChanged({ name: 'email', value: 'a@b.hu' }));
    await tick(1000);
    expect(sent).toEqual([]);
    expect(store.getState().cart.cartId).toBeNull();
  });

  it('uses the stored cart id', async () => {
    let cartId: unknown;
    server.use(
      http.post('/api/modifyCart', async ({ request }) => {
        cartId = ((await request.json()) as { cart_id: string }).cart_id;
        return HttpResponse.json({ status: 1, cart: makeCart() });
      }),
    );
    const { store } = setupStore({ preloadedState: cartState() });
    store.dispatch(fieldChanged({ name: 'szallitas', value: 0 }));
    await tick(0);
    expect(cartId).toBe(CART_ID);
  });
});
