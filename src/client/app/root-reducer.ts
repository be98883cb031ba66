import { type UnknownAction, combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '@client/api/base-api';
import { uiSlice } from '@client/domains/messages/ui.slice';
import { authSlice } from '@client/domains/session/auth.slice';
import { cartSlice } from '@client/domains/cart/cart.slice';
import { searchSlice } from '@client/domains/browsing/search.slice';
import { garageSlice } from '@client/domains/bike/garage.slice';
import { motoromSlice } from '@client/domains/bike/motorom.slice';
import { productPrevSlice } from '@client/domains/browsing/product-prev.slice';
import { wishlistSlice } from '@client/domains/wishlist/wishlist.slice';
import { navigationSlice } from '@client/domains/navigation/navigation.slice';
import { mergeRehydrated, storageRehydrated } from './persistence';
import type { ActionRegistry } from './qa/replay';
import { supportStateImported } from './support-import';

/** Every slice of the store. `npm run replay` runs action logs through these same reducers. */
const slices = [
  authSlice,
  cartSlice,
  motoromSlice,
  garageSlice,
  searchSlice,
  uiSlice,
  navigationSlice,
  productPrevSlice,
  wishlistSlice,
];

/**
 * RTK Query's reducer, leaving alone the request actions of an endpoint this page has not injected.
 * Each feature injects its endpoints when its screen's chunk loads, and RTK Query's reducer throws on
 * a request of an endpoint it does not know (it reads the endpoint's definition). A live page never
 * sends one, but an action log replayed through the page's reducer (the Redux DevTools extension's
 * Import, on whatever page it is opened) does: measured with the real extension in Chromium, the
 * checkout log's Import on the home page failed with "Cannot read properties of undefined (reading
 * 'type')". Such an action now leaves the request cache as it is (the screens fetch what they show);
 * every other slice still sees it, and those are what a replay compares.
 */
export const apiReducer: typeof baseApi.reducer = (state, action) => {
  const endpoint = (action as { meta?: { arg?: { endpointName?: unknown } } }).meta?.arg
    ?.endpointName;
  if (
    state !== undefined &&
    typeof endpoint === 'string' &&
    action.type.startsWith(`${baseApi.reducerPath}/`) &&
    !(endpoint in baseApi.endpoints)
  )
    return state;
  return baseApi.reducer(state, action);
};

const combinedReducer = combineReducers({
  [baseApi.reducerPath]: apiReducer,
  auth: authSlice.reducer,
  cart: cartSlice.reducer,
  motorom: motoromSlice.reducer,
  garage: garageSlice.reducer,
  search: searchSlice.reducer,
  ui: uiSlice.reducer,
  navigation: navigationSlice.reducer,
  productPrev: productPrevSlice.reducer,
  wishlist: wishlistSlice.reducer,
});

export type RootState = ReturnType<typeof combinedReducer>;

/**
 * Support loads a customer's state: each slice from the file over a fresh one, except the login: support
 * keeps its own (the customer's token is redacted in every export anyway, and support must not appear
 * logged in as the customer).
 */
function importedState(
  current: RootState | undefined,
  imported: Record<string, unknown>,
): RootState {
  const fresh = combinedReducer(undefined, { type: '@@INIT' });
  const next: Record<string, unknown> = {
    ...fresh,
    [baseApi.reducerPath]: current?.api ?? fresh.api,
  };
  for (const key of Object.keys(fresh)) {
    const value = imported[key];
    if (key === baseApi.reducerPath || !value || typeof value !== 'object' || Array.isArray(value))
      continue;
    next[key] = { ...(fresh[key as keyof RootState] as object), ...(value as object) };
  }
  next.auth = current?.auth ?? fresh.auth;
  return next as RootState;
}

export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (supportStateImported.match(action)) return importedState(state, action.payload);
  const next = combinedReducer(state, action);
  if (storageRehydrated.match(action)) return mergeRehydrated(next, action.payload);
  return next;
}

/** The action types the reducers know, for the replay tool's report of unknown actions. */
export const actionRegistry: ActionRegistry = {
  types: new Set([
    ...slices.flatMap((slice) => Object.values(slice.actions).map((creator) => creator.type)),
    supportStateImported.type,
    storageRehydrated.type,
  ]),
  prefixes: [`${baseApi.reducerPath}/`, '@@'],
};
