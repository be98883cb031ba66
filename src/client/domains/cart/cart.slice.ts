import { type PayloadAction, createSelector, createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { Cart } from '@common/api/cart.schema';
import type { CartField } from '@common/api/cart.constants';
import { CART_CHANGING_ENDPOINTS, type CartFieldValue, cartApi } from './cart.api';
import type { OrderChanges } from './order-changes';
import { loggedOut } from '@client/domains/session/auth.slice';
import { reorderApi } from './reorder.api';

/** MPL carries at most this much (API.md). */
export const MPL_MAX_KG = 40;

/**
 * The cart, on purpose copied out of the RTK Query cache (STYLE.md): a Redux DevTools state export
 * alone then shows support the customer's whole cart.
 */
export interface CartState {
  /** The cart id ('cart_id' storage key): stored on the first successful cart answer, removed after an order. */
  cartId: string | null;
  cart: Cart | null;
  /**
   * Field edits the server has not confirmed yet (the debounce is still waiting, or the request is in
   * flight). A server answer never overwrites them, so a keystroke made while an answer travels stays.
   */
  edits: Partial<Record<CartField, CartFieldValue>>;
  /** Set after an order was placed; cleared by every cart change. */
  finished: boolean;
  /** True while a finishCart request is in flight (single flight). */
  ordering: boolean;
  /**
   * The server refused the order because its total differs from the summary's: what changed, shown
   * there. Absent otherwise (so state exports and recorded replays of ordinary sessions are unchanged).
   */
  orderChanges?: OrderChanges;
}

const initialState: CartState = {
  cartId: null,
  cart: null,
  edits: {},
  finished: false,
  ordering: false,
};

function withEdits(cart: Cart, edits: CartState['edits']): Cart {
  return { ...cart, ...edits } as Cart;
}

// Újrarendelem (reorder.api.ts) answers a whole cart too.
const cartAnswered = isAnyOf(
  ...CART_CHANGING_ENDPOINTS.map((endpoint) => endpoint.matchFulfilled),
  reorderApi.endpoints.accountReorder.matchFulfilled,
);
// A change the shopper makes after a refused order: the list of what changed no longer describes the cart.
// (Loading the cart and the summary's clearance hold are no changes of the shopper's.)
const cartEdited = isAnyOf(
  ...CART_CHANGING_ENDPOINTS.filter(
    (endpoint) => endpoint !== cartApi.endpoints.getCart && endpoint !== cartApi.endpoints.holdCart,
  ).map((endpoint) => endpoint.matchFulfilled),
);

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    /** The shopper changed a checkout field (step 1 delivery method, step 2 data): shown at once, sent by a saga. */
    fieldChanged(state, action: PayloadAction<{ name: CartField; value: CartFieldValue }>) {
      const { name, value } = action.payload;
      state.edits[name] = value;
      if (state.cart) state.cart = withEdits(state.cart, { [name]: value });
    },
    /**
     * 'Kosárba' without a chosen variant or quantity (spec section 5): nothing is sent; the popup
     * (messages domain) says what is missing.
     */
    addRefused(_state, _action: PayloadAction<{ missing: 'variant' | 'quantity' }>) {},
    /** 'Tovább' on step 2: a saga sends what is pending, then the server's verdict follows. */
    dataEntrySubmitted() {},
    /** The server found step 2's data valid: the navigation domain goes on to the summary. */
    dataEntryAccepted() {},
    /** The server found step 2's data invalid: the messages domain warns. */
    dataEntryRefused() {},
    /** 'Megrendelés elküldése' with the grand total the summary showed (finishCart sends it). */
    orderRequested(state, _action: PayloadAction<{ total: number }>) {
      if (state.cartId && !state.finished) state.ordering = true;
    },
    /** The order was recorded: the messages and navigation domains answer it too (popup, home page). */
    orderPlaced(state, action: PayloadAction<{ cart: Cart; orderNumber: string }>) {
      state.cart = action.payload.cart;
      state.cartId = null;
      state.edits = {};
      state.finished = true;
      state.ordering = false;
      delete state.orderChanges;
    },
    /** finishCart answered 409 changed: nothing was ordered; the summary shows the new cart and the changes. */
    orderTotalChanged(state, action: PayloadAction<{ cart: Cart; changes: OrderChanges }>) {
      state.cart = withEdits(action.payload.cart, state.edits);
      state.ordering = false;
      state.orderChanges = action.payload.changes;
    },
    orderFailed(state) {
      state.ordering = false;
    },
  },
  extraReducers: (builder) => {
    builder
      // Logging out forgets the cart: the account's cart (pre-filled from the profile) must not stay
      // readable to the next person at this browser.
      .addCase(loggedOut, () => initialState)
      .addMatcher(cartApi.endpoints.modifyCart.matchFulfilled, (state, action) => {
        const { name, value } = action.meta.arg.originalArgs;
        if (state.edits[name] === value) delete state.edits[name];
      })
      // A refused value is the server's to judge: its cart wins from the next answer on.
      .addMatcher(cartApi.endpoints.modifyCart.matchRejected, (state, action) => {
        const { name, value } = action.meta.arg.originalArgs;
        if (state.edits[name] === value) delete state.edits[name];
      })
      // The stored cart is gone on the server (deleted with the account, or purged after CART_PURGE_DAYS):
      // forget its id, so the next add starts a new cart instead of asking for the old one on every load.
      .addMatcher(cartApi.endpoints.getCart.matchRejected, (state, action) => {
        const status = (action.payload as { status?: unknown } | undefined)?.status;
        if (status === 404 && state.cartId === action.meta.arg.originalArgs) {
          state.cartId = null;
          state.cart = null;
          state.edits = {};
        }
      })
      .addMatcher(cartEdited, (state) => {
        delete state.orderChanges;
      })
      .addMatcher(cartAnswered, (state, action) => {
        const cart = action.payload.cart;
        if (action.payload.status !== 1 || !cart) return;
        if (cart.finish) {
          // Ordered meanwhile (e.g. in another tab): this id can take no more changes.
          if (state.cartId === cart.id) state.cartId = null;
          return;
        }
        // An answer the server gave before one already here (answers may arrive in any order):
        // taking it would undo the later changes on screen, typed fields included.
        if (state.cart?.id === cart.id && cart.revision < state.cart.revision) return;
        state.cartId = cart.id;
        state.cart = withEdits(cart, state.edits);
        state.finished = false;
      });
  },
  selectors: {
    selectCartId: (state) => state.cartId,
    selectCartState: (state) => state,
    selectIsOrdering: (state) => state.ordering,
    selectIsOrderFinished: (state) => state.finished,
    selectPendingEdits: (state) => state.edits,
    selectOrderChanges: (state) => state.orderChanges ?? null,
  },
});

export const {
  fieldChanged,
  addRefused,
  dataEntrySubmitted,
  dataEntryAccepted,
  dataEntryRefused,
  orderRequested,
  orderPlaced,
  orderFailed,
  orderTotalChanged,
} = cartSlice.actions;
export const {
  selectCartId,
  selectCartState,
  selectIsOrdering,
  selectIsOrderFinished,
  selectPendingEdits,
  selectOrderChanges,
} = cartSlice.selectors;

/** The cart the shopper is filling: none before the first add, none once it was ordered. */
export const selectCart = createSelector([selectCartState], (state) =>
  state.finished || !state.cartId ? null : state.cart,
);

export const selectCartItemCount = createSelector(
  [selectCart],
  (cart) => cart?.goods.reduce((sum, line) => sum + line.quantity, 0) ?? 0,
);
