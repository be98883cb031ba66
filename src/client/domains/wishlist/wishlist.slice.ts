import { type PayloadAction, createSlice, isAnyOf } from '@reduxjs/toolkit';
import { WISHLIST_MAX_ITEMS } from '@common/api/wishlist.constants';
import { loggedOut } from '@client/domains/session/auth.slice';
import { wishlistApi } from './wishlist.api';

/**
 * 'Kedvencek' (issue 20): product ids, the last added first, kept in the browser under the
 * 'kedvencek' storage key. Like the garage: a guest's list is the browser's own ('guest'); once a
 * customer session merged it into the account, it mirrors the account's answers ('account') until
 * logout, which forgets it. Shared: the cards, the product page and the
 * 'Kedvencek' page all toggle it.
 */
export interface WishlistState {
  products: number[];
  owner: 'guest' | 'account';
}

export const initialWishlistState: WishlistState = { products: [], owner: 'guest' };

const { accountWishlistMerge, accountWishlistAdd, accountWishlistRemove } = wishlistApi.endpoints;
/** An answer of the account's wishlist calls: the account's whole list. */
const isWishlistAnswer = isAnyOf(
  accountWishlistMerge.matchFulfilled,
  accountWishlistAdd.matchFulfilled,
  accountWishlistRemove.matchFulfilled,
);

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    /** The heart: on the list (first) when it was not, off it when it was. */
    productToggled(state, action: PayloadAction<number>) {
      const at = state.products.indexOf(action.payload);
      if (at >= 0) state.products.splice(at, 1);
      else if (state.products.length < WISHLIST_MAX_ITEMS) state.products.unshift(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      // Logging out forgets the account's favourites.
      .addCase(loggedOut, () => initialWishlistState)
      .addMatcher(isWishlistAnswer, (state, action) => {
        state.products = action.payload.products;
        state.owner = 'account';
      });
  },
  selectors: {
    selectWishlist: (state): number[] => state.products,
    selectIsWished: (state, productId: number): boolean => state.products.includes(productId),
  },
});

export const { productToggled } = wishlistSlice.actions;
export const { selectWishlist, selectIsWished } = wishlistSlice.selectors;

/** The stored 'kedvencek' value, when it still reads as a list (a hand-edited one drops bad ids). */
export function wishlistFromStorage(value: unknown): WishlistState | undefined {
  const stored = value as Partial<Record<keyof WishlistState, unknown>> | undefined;
  if (!Array.isArray(stored?.products)) return undefined;
  const products = stored.products.filter((id) => Number.isInteger(id) && id > 0) as number[];
  return {
    products: products.slice(0, WISHLIST_MAX_ITEMS),
    owner: stored.owner === 'account' ? 'account' : 'guest',
  };
}
