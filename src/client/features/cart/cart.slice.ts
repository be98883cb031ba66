import { createSlice } from '@reduxjs/toolkit';
import type { Cart } from '@common/api/cart.schema';

/**
 * The cart, on purpose copied out of the RTK Query cache (STYLE.md): a Redux DevTools state export
 * alone then shows support the customer's whole cart.
 */
export interface CartState {
  /** The cart id ('cart_id' storage key): stored on the first successful cart answer, removed after an order. */
  cartId: string | null;
  cart: Cart | null;
  /** Set after an order was placed; cleared by every cart change. */
  finished: boolean;
  /** True while a finishCart request is in flight (single flight). */
  ordering: boolean;
}

const initialState: CartState = { cartId: null, cart: null, finished: false, ordering: false };

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {},
  selectors: {
    selectCartId: (state) => state.cartId,
    selectCart: (state) => state.cart,
    selectCartItemCount: (state) => state.cart?.goods.reduce((sum, line) => sum + line.quantity, 0) ?? 0,
  },
});

export const { selectCartId, selectCart, selectCartItemCount } = cartSlice.selectors;
