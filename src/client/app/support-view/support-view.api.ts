import type { SupportView } from '@common/api/admin-support.schema';
import { baseApi } from '@client/api/base-api';

export const SUPPORT_VIEW_HEADER = 'X-Support-View';

/** The read-only view's one call: the customer's cart by the ticket (never by its id). */
export const supportViewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    supportView: build.query<SupportView, string>({
      query: (ticket) => ({
        url: '/admin/support-view',
        headers: { [SUPPORT_VIEW_HEADER]: ticket },
      }),
      keepUnusedDataFor: 0,
    }),
  }),
});
