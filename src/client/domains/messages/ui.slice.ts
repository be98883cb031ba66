import { type PayloadAction, createSlice } from '@reduxjs/toolkit';

export type MessageClass = 'success' | 'alert' | 'warning';

/** The generic message popup of the spec: title, content, button text, class and an optional redirect. */
export interface Message {
  title: string;
  /** Plain text paragraphs; never HTML. */
  content: string;
  buttonText: string;
  className: MessageClass;
  /** Where the button leads; without it the button only closes the popup. */
  redirect?: string;
  /** An optional picture (e.g. the product added to the cart). */
  image?: string;
  /** An optional 'quantity x unit price' line (the product added to the cart), formatted by <Price>. */
  price?: { quantity: number; value: number };
}

export interface UiState {
  message: Message | null;
  /** Alias of the announcement popup the shopper closed ('popup' storage key). */
  dismissedPopup: string | null;
}

const initialState: UiState = { message: null, dismissedPopup: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
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
  selectors: {
    selectMessage: (state) => state.message,
    selectDismissedPopup: (state) => state.dismissedPopup,
  },
});

export const { messageShown, messageClosed, announcementDismissed } = uiSlice.actions;
export const { selectMessage, selectDismissedPopup } = uiSlice.selectors;
