import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '@client/api/base-api';
import { uiSlice } from '@client/components/message-popup/ui.slice';
import { authSlice } from '@client/features/auth/auth.slice';
import { cartSlice } from '@client/features/cart/cart.slice';
import { searchSlice } from '@client/features/catalog/search.slice';
import { motoromSlice } from '@client/features/motorom/motorom.slice';

/** Every slice of the store; also used by `npm run replay` to run action logs through the real reducers. */
export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: authSlice.reducer,
  cart: cartSlice.reducer,
  motorom: motoromSlice.reducer,
  search: searchSlice.reducer,
  ui: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
