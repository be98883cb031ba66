import type {
  AddToCartResponse,
  CartResponse,
  FinishCartResponse,
  RemoveFromCartResponse,
} from '@common/api/cart.schema';
import type { CartField } from '@common/api/cart.constants';
import { baseApi } from '@client/api/base-api';

/** A value modifyCart takes: text fields a string, szamla_megegyezik a boolean, szallitas a method or null. */
export type CartFieldValue = string | boolean | number | null;

export interface AddToCartArgs {
  /** Variant id. */
  id: number;
  quantity: number;
  /** Absent for a shopper without a cart: the server then creates one. */
  cart_id: string | null;
  /** Not sent: the product page it was added from, so a DevTools export shows where the shopper was. */
  productAlias?: string;
}

export interface CartLineArgs {
  /** Cart line id. */
  id: number;
  cart_id: string;
}

export interface ModifyCartArgs {
  cart_id: string;
  name: CartField;
  value: CartFieldValue;
}

const post = (path: string, body: object) => ({ url: path, method: 'POST', body });

/**
 * The cart calls of API.md. Every answer carries the whole cart; the cart slice copies it out of the
 * cache (so a DevTools state export shows the cart), so these endpoints provide or invalidate no tags.
 * They live in the cart domain because the add-to-cart hook, the cart screens and the header all
 * need them.
 */
export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartResponse, string>({
      query: (cartId) => post('/getCart', { cart_id: cartId }),
    }),
    addToCart: build.mutation<AddToCartResponse, AddToCartArgs>({
      query: ({ id, quantity, cart_id }) =>
        post('/addToCart', cart_id ? { id, quantity, cart_id } : { id, quantity }),
    }),
    removeFromCart: build.mutation<RemoveFromCartResponse, CartLineArgs>({
      query: (args) => post('/removeFromCart', args),
    }),
    incCart: build.mutation<CartResponse, CartLineArgs>({
      query: (args) => post('/incCart', args),
    }),
    decCart: build.mutation<CartResponse, CartLineArgs>({
      query: (args) => post('/decCart', args),
    }),
    modifyCart: build.mutation<CartResponse, ModifyCartArgs>({
      query: (args) => post('/modifyCart', args),
    }),
    /** The order summary opened: holds the cart's clearance pieces for a while (docs/cart.md, Holds). */
    holdCart: build.mutation<CartResponse, string>({
      query: (cartId) => post('/holdCart', { cart_id: cartId }),
    }),
    /** `total`: the grand total the order summary showed; a differing server total answers 409 changed. */
    finishCart: build.mutation<FinishCartResponse, { cart_id: string; total: number }>({
      query: (args) => post('/finishCart', args),
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useRemoveFromCartMutation,
  useIncCartMutation,
  useDecCartMutation,
  useHoldCartMutation,
} = cartApi;

/** Every endpoint whose answer replaces the cart (all but finishCart, which ends it). */
export const CART_CHANGING_ENDPOINTS = [
  cartApi.endpoints.getCart,
  cartApi.endpoints.addToCart,
  cartApi.endpoints.removeFromCart,
  cartApi.endpoints.incCart,
  cartApi.endpoints.decCart,
  cartApi.endpoints.modifyCart,
  cartApi.endpoints.holdCart,
] as const;
