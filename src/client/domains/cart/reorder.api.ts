import type { ReorderResponse } from '@common/api/customer-orders.schema';
import { baseApi } from '@client/api/base-api';

/**
 * Újrarendelem (issue 19): one of the customer's orders' still orderable lines into this cart (or a new
 * one). Its answer carries the whole cart, which cart.slice.ts takes like any cart answer. The name
 * keeps the `account` prefix: base-query.ts sends the bearer token on every `account*` endpoint.
 */
export const reorderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountReorder: build.mutation<
      ReorderResponse,
      { orderNumber: string; cart_id: string | null }
    >({
      query: ({ orderNumber, cart_id }) => ({
        url: `/account/orders/${encodeURIComponent(orderNumber)}/reorder`,
        method: 'POST',
        body: cart_id ? { cart_id } : {},
      }),
    }),
  }),
});

export const { useAccountReorderMutation } = reorderApi;
