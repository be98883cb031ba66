import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { apiErrorMessage } from '@client/api/api-error';
import { cartApi } from '@client/domains/cart/cart.api';
import {
  addRefused,
  dataEntryRefused,
  orderFailed,
  orderPlaced,
} from '@client/domains/cart/cart.slice';
import { reorderApi } from '@client/domains/cart/reorder.api';
import {
  QUANTITY_MISSING_MESSAGE,
  VARIANT_MISSING_MESSAGE,
  addedToCartMessage,
} from './add-to-cart-messages';
import {
  INVALID_FORM_MESSAGE,
  ORDER_FAILURE_MESSAGE,
  orderSuccessMessage,
} from './checkout-messages';
import type { Message } from './message';
import { reorderFailedMessage, reorderedMessage } from './reorder-messages';

export type { Message, MessageClass } from './message';

export interface UiState {
  message: Message | null;
  /** Alias of the announcement popup the shopper closed ('popup' storage key). */
  dismissedPopup: string | null;
}

const initialState: UiState = { message: null, dismissedPopup: null };

const { addToCart } = cartApi.endpoints;
const { accountReorder } = reorderApi.endpoints;

/**
 * The popups. The cart's events show theirs here (the slice answers them: no saga tells it to), a
 * screen shows the outcome of its own form with `messageShown`.
 */
export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    /** A screen's own outcome (a saved profile, a failed login): the popup shows it. */
    messageShown(state, action: PayloadAction<Message>) {
      state.message = action.payload;
    },
    messageClosed(state) {
      state.message = null;
    },
    announcementDismissed(state, action: PayloadAction<string>) {
      state.dismissedPopup = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(addRefused, (state, action) => {
        state.message =
          action.payload.missing === 'variant' ? VARIANT_MISSING_MESSAGE : QUANTITY_MISSING_MESSAGE;
      })
      .addCase(dataEntryRefused, (state) => {
        state.message = INVALID_FORM_MESSAGE;
      })
      .addCase(orderPlaced, (state, action) => {
        state.message = orderSuccessMessage(action.payload.orderNumber);
      })
      .addCase(orderFailed, (state) => {
        state.message = ORDER_FAILURE_MESSAGE;
      })
      // Spec section 7: the success popup from what the server says it added.
      .addMatcher(addToCart.matchFulfilled, (state, action) => {
        if (action.payload.status === 1) state.message = addedToCartMessage(action.payload);
      })
      .addMatcher(accountReorder.matchFulfilled, (state, action) => {
        state.message = reorderedMessage(action.payload.skipped);
      })
      .addMatcher(accountReorder.matchRejected, (state, action) => {
        state.message = reorderFailedMessage(apiErrorMessage(action.payload));
      });
  },
  selectors: {
    selectMessage: (state) => state.message,
    selectDismissedPopup: (state) => state.dismissedPopup,
  },
});

export const { messageShown, messageClosed, announcementDismissed } = uiSlice.actions;
export const { selectMessage, selectDismissedPopup } = uiSlice.selectors;
