import { type PayloadAction, createSlice } from '@reduxjs/toolkit';

/**
 * The list a product was opened from (the spec's `product_prev` storage key): its address (section,
 * category, page, sort, search text and filters all live in the path and the query string) and its
 * name for the product page's way back. Kept for that product only, also over a reload.
 * The catalogue writes it and the product page reads it, so it is a domain of its own.
 */
export interface ProductPrevState {
  /** The product opened from the list. */
  alias: string | null;
  /** The list's address: pathname and query string. */
  path: string | null;
  /** The list's name as the shopper saw it ('Bukósisakok, 2. oldal'). */
  label: string | null;
}

const initialState: ProductPrevState = { alias: null, path: null, label: null };

/** An address inside the shop: one leading slash, never a protocol-relative `//host`. */
export const isShopPath = (path: unknown): path is string =>
  typeof path === 'string' && /^\/(?![/\\])/.test(path) && path.length <= 2000;

export const productPrevSlice = createSlice({
  name: 'productPrev',
  initialState,
  reducers: {
    productOpenedFromList(
      _state,
      action: PayloadAction<{ alias: string; path: string; label: string }>,
    ) {
      const { alias, path, label } = action.payload;
      if (!alias || !isShopPath(path)) return initialState;
      return { alias, path, label: label.slice(0, 200) };
    },
  },
});

export const { productOpenedFromList } = productPrevSlice.actions;

/** Where the product page's 'Vissza a listához' leads: only for the product opened from that list. */
export function selectListToReturnTo(
  state: { productPrev?: ProductPrevState },
  alias: string,
): { path: string; label: string } | null {
  const prev = state.productPrev;
  if (!prev || prev.alias !== alias || !isShopPath(prev.path)) return null;
  return { path: prev.path, label: typeof prev.label === 'string' ? prev.label : '' };
}
