import { type PayloadAction, createSlice } from '@reduxjs/toolkit';

/**
 * Where the shopper is. Kept in the store so a state export tells support which screen the customer
 * was on (e.g. the checkout step), and an imported state takes the app there.
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
    locationChanged(_state, action: PayloadAction<NavigationState>) {
      return action.payload;
    },
  },
  selectors: {
    selectLocation: (state) => state,
  },
});

export const { locationChanged } = navigationSlice.actions;
export const { selectLocation } = navigationSlice.selectors;
