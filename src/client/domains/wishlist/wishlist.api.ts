import type { Product } from '@common/api/catalogue.schema';
import type { WishlistResponse } from '@common/api/wishlist.schema';
import { baseApi } from '@client/api/base-api';

/**
 * 'Kedvencek' (issue 20). base-query.ts sends the bearer token on every `account*` endpoint; the
 * account calls' answers are the whole list, which wishlist.slice.ts takes over. Only
 * wishlist.saga.ts calls them; the screens dispatch `wishlist/productToggled`.
 */
export const wishlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountWishlistMerge: build.mutation<WishlistResponse, number[]>({
      query: (products) => ({ url: '/account/wishlist/merge', method: 'POST', body: { products } }),
    }),
    accountWishlistAdd: build.mutation<WishlistResponse, number>({
      query: (product) => ({ url: '/account/wishlist/items', method: 'POST', body: { product } }),
    }),
    accountWishlistRemove: build.mutation<WishlistResponse, number>({
      query: (product) => ({ url: `/account/wishlist/items/${product}`, method: 'DELETE' }),
    }),
    /** The products of the list (guests' and customers' alike), in its order. */
    wishlistProducts: build.query<Product[], number[]>({
      query: (ids) => `/wishlistProducts?ids=${ids.join(',')}`,
      providesTags: (products = []) => [
        ...products.map((p) => ({ type: 'Product' as const, id: p.id })),
        { type: 'Product', id: 'LIST' },
      ],
    }),
  }),
});

export const { useWishlistProductsQuery } = wishlistApi;
