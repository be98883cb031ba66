import type { UnknownAction } from '@reduxjs/toolkit';
import type { Cart } from '@common/api/cart.schema';
import { setupStore } from '@client/app/store';
import {
  cartSlice,
  fieldChanged,
  orderFailed,
  orderPlaced,
  orderRequested,
  selectCart,
  selectCartItemCount,
} from './cart.slice';
import { CART_ID, cartState, makeCart, makeLine } from '../../testing/cart-test-data';

/** What RTK Query dispatches when a cart call answers (or fails); getCart is a query, the rest mutations. */
function answered(
  endpointName: string,
  originalArgs: unknown,
  payload: unknown,
  failed = false,
): UnknownAction {
  const kind = endpointName === 'getCart' ? 'query' : 'mutation';
  const thunk = kind === 'query' ? 'executeQuery' : 'executeMutation';
  return {
    type: `api/${thunk}/${failed ? 'rejected' : 'fulfilled'}`,
    payload,
    meta: {
      arg: {
        type: kind,
        endpointName,
        originalArgs,
        track: false,
        queryCacheKey: `${endpointName}(x)`,
      },
      requestId: 'r1',
      requestStatus: failed ? 'rejected' : 'fulfilled',
      ...(failed
        ? { rejectedWithValue: true, aborted: false, condition: false }
        : { fulfilledTimeStamp: 1 }),
    },
    ...(failed ? { error: { message: 'Rejected' } } : {}),
  };
}

const reduce = (state: ReturnType<typeof cartSlice.reducer>, ...actions: UnknownAction[]) =>
  actions.reduce(cartSlice.reducer, state);
const empty = cartSlice.reducer(undefined, { type: '@@INIT' });

describe('cart slice', () => {
  it('stores the id and the cart of the first answer and clears the finished flag', () => {
    const cart = makeCart();
    const state = reduce(
      { ...empty, finished: true },
      answered('addToCart', { id: 101, quantity: 1, cart_id: null }, { status: 1, cart }),
    );
    expect(state.cartId).toBe(CART_ID);
    expect(state.cart).toEqual(cart);
    expect(state.finished).toBe(false);
  });

  it('drops the id when an answer shows the cart was ordered meanwhile', () => {
    const state = reduce(
      cartState().cart,
      answered('getCart', CART_ID, { status: 1, cart: makeCart({ finish: true }) }),
    );
    expect(state.cartId).toBeNull();
  });

  it('keeps a pending edit over an answer, and lets it go once that value is confirmed or refused', () => {
    const server = (fields: Partial<Cart>) => ({ status: 1, cart: makeCart(fields) });
    let state = reduce(cartState().cart, fieldChanged({ name: 'email', value: 'anna@example.hu' }));
    expect(state.cart?.email).toBe('anna@example.hu');
    expect(state.edits).toEqual({ email: 'anna@example.hu' });

    state = reduce(state, answered('incCart', { id: 1, cart_id: CART_ID }, server({ email: '' })));
    expect(state.cart?.email).toBe('anna@example.hu');

    state = reduce(
      state,
      answered(
        'modifyCart',
        { cart_id: CART_ID, name: 'email', value: 'anna@example.hu' },
        server({ email: 'anna@example.hu' }),
      ),
    );
    expect(state.edits).toEqual({});

    state = reduce(
      state,
      fieldChanged({ name: 'szallitas_irsz', value: '12' }),
      answered(
        'modifyCart',
        { cart_id: CART_ID, name: 'szallitas_irsz', value: '12' },
        { status: 0 },
        true,
      ),
    );
    expect(state.edits).toEqual({});
  });

  it('ignores an answer given before one already here, whatever order they arrive in', () => {
    const answer = (revision: number, fields: Partial<Cart>) => ({
      status: 1,
      cart: makeCart({ revision, ...fields }),
    });
    const typed = { szallitas_vnev: 'Teszt', szallitas_telefonszam: '+36 30 123 4567' };
    // The phone's answer (revision 3, both fields) arrives before the name's (revision 2, name only).
    const state = reduce(
      cartState().cart,
      fieldChanged({ name: 'szallitas_vnev', value: 'Teszt' }),
      fieldChanged({ name: 'szallitas_telefonszam', value: '+36 30 123 4567' }),
      answered(
        'modifyCart',
        { cart_id: CART_ID, name: 'szallitas_telefonszam', value: '+36 30 123 4567' },
        answer(3, typed),
      ),
      answered(
        'modifyCart',
        { cart_id: CART_ID, name: 'szallitas_vnev', value: 'Teszt' },
        answer(2, { szallitas_vnev: 'Teszt' }),
      ),
    );
    expect(state.edits).toEqual({});
    expect(state.cart).toMatchObject({ revision: 3, ...typed });

    // A read at the same revision is the same cart, with today's prices: it is taken.
    const read = reduce(
      state,
      answered('getCart', CART_ID, answer(3, { ...typed, vegosszeg: 99990 })),
    );
    expect(read.cart?.vegosszeg).toBe(99990);
    // Another cart (a new one after an order) is taken whatever its revision.
    const other = makeCart({ id: 'a2b3c4d5-0000-4000-8000-000000000000', revision: 0 });
    expect(
      reduce(
        state,
        answered(
          'addToCart',
          { id: 101, quantity: 1, cart_id: null },
          {
            status: 1,
            cart: other,
          },
        ),
      ).cart,
    ).toEqual(other);
  });

  it('sets the ordering guard only for a cart that can be ordered, and clears it on success or failure', () => {
    expect(reduce(empty, orderRequested({ total: 1000 })).ordering).toBe(false);
    const ordering = reduce(cartState().cart, orderRequested({ total: 1000 }));
    expect(ordering.ordering).toBe(true);
    expect(reduce(ordering, orderFailed())).toMatchObject({
      ordering: false,
      cartId: CART_ID,
      finished: false,
    });
    const placed = reduce(
      ordering,
      orderPlaced({ cart: makeCart({ finish: true }), orderNumber: 'WEB-000001' }),
    );
    expect(placed).toMatchObject({ ordering: false, cartId: null, finished: true, edits: {} });
    expect(placed.cart?.goods).toHaveLength(1);
  });

  it('counts pieces for the header, and nothing once the cart was ordered', () => {
    const cart = makeCart({
      goods: [makeLine({ id: 1, quantity: 2 }), makeLine({ id: 2, quantity: 3 })],
    });
    const { store } = setupStore({ preloadedState: cartState(cart), runSagas: false });
    expect(selectCartItemCount(store.getState())).toBe(5);
    store.dispatch(orderPlaced({ cart: { ...cart, finish: true }, orderNumber: 'WEB-000001' }));
    expect(selectCartItemCount(store.getState())).toBe(0);
    expect(selectCart(store.getState())).toBeNull();
  });
});
