import { type PayloadAction, createSlice } from '@reduxjs/toolkit';
import { dataEntryAccepted, orderPlaced } from '@client/domains/cart/cart.slice';

/**
 * Where the shopper is. Kept in the store so a state export tells support which screen the customer
 * was on (e.g. the checkout step), and an imported state takes the app there. The router's moves come
 * in as `locationChanged` (app/location-sync.tsx); the cart's events that lead elsewhere set the
 * location here, and LocationSync takes the router there.
 */
export interface NavigationState {
  pathname: string;
  search: string;
}

const initialState: NavigationState = { pathname: '/', search: '' };

export const navigationSlice = createSlice({
  name: 'navigation',
  initialState,
  reducers: {
    /** The router is at a new address. */
    locationChanged(_state, action: PayloadAction<NavigationState>) {
      return action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      // Step 2's data is valid: on to the summary (spec section 4).
      .addCase(dataEntryAccepted, () => ({ pathname: '/megrendeles', search: '' }))
      // The order is placed: back to the home page, where its popup shows.
      .addCase(orderPlaced, () => ({ pathname: '/', search: '' }));
  },
  selectors: {
    selectLocation: (state) => state,
  },
});

export const { locationChanged } = navigationSlice.actions;
export const { selectLocation } = navigationSlice.selectors;
