import type { CartLookup, SupportCart, SupportViewTicket } from '@common/api/admin-support.schema';
import { adminBaseApi } from '../admin-base-api';

/** Support's cart calls (docs/back-office.md, "Support"): every lookup is audited on the server. */
export const supportAdminApi = adminBaseApi.injectEndpoints({
  endpoints: (build) => ({
    findCarts: build.query<CartLookup, string>({
      query: (q) => ({
        url: `/admin/carts?q=${encodeURIComponent(q)}`,
      }),
      keepUnusedDataFor: 0,
    }),
    supportCart: build.query<SupportCart, string>({
      query: (id) => ({ url: `/admin/carts/${encodeURIComponent(id)}` }),
      keepUnusedDataFor: 0,
    }),
    openSupportView: build.mutation<SupportViewTicket, string>({
      query: (id) => ({
        url: `/admin/carts/${encodeURIComponent(id)}/view`,
        method: 'POST',
        body: {},
      }),
    }),
  }),
});

export const { useFindCartsQuery, useSupportCartQuery, useOpenSupportViewMutation } =
  supportAdminApi;
