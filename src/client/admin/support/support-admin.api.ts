import type { CartLookup, SupportCart, SupportViewTicket } from '@common/api/admin-support.schema';
import { baseApi } from '@client/api/base-api';
import { staffHeaders } from '../staff-session';

/** Support's cart calls (docs/back-office.md, "Support"): every lookup is audited on the server. */
export const supportAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    findCarts: build.query<CartLookup, string>({
      query: (q) => ({
        url: `/admin/carts?q=${encodeURIComponent(q)}`,
        headers: staffHeaders(),
      }),
      keepUnusedDataFor: 0,
    }),
    supportCart: build.query<SupportCart, string>({
      query: (id) => ({ url: `/admin/carts/${encodeURIComponent(id)}`, headers: staffHeaders() }),
      keepUnusedDataFor: 0,
    }),
    openSupportView: build.mutation<SupportViewTicket, string>({
      query: (id) => ({
        url: `/admin/carts/${encodeURIComponent(id)}/view`,
        method: 'POST',
        body: {},
        headers: staffHeaders(),
      }),
    }),
  }),
});

export const { useFindCartsQuery, useSupportCartQuery, useOpenSupportViewMutation } =
  supportAdminApi;
