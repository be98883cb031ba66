import { type PayloadAction, createSlice } from '@reduxjs/toolkit';

export interface SearchState {
  /** The last search text ('search' storage key), shared by the header box and the result list. */
  text: string;
}

const initialState: SearchState = { text: '' };

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    searchSubmitted(state, action: PayloadAction<string>) {
      state.text = action.payload.trim().slice(0, 200);
    },
  },
  selectors: {
    selectSearchText: (state) => state.text,
  },
});

export const { searchSubmitted } = searchSlice.actions;
export const { selectSearchText } = searchSlice.selectors;
