import type { MessageResponse, StatusResponse } from '@common/api/accounts.schema';
import type {
  CustomerOrderResponse,
  CustomerOrdersResponse,
} from '@common/api/customer-orders.schema';
import { baseApi } from '@client/api/base-api';
import { saveResponseAsFile } from '@client/components/save-file';

/**
 * The customer's own orders and data (issue 19). base-query.ts sends the bearer token on every
 * `account*` endpoint, so the names keep that prefix. Personal data: never kept after the screen goes.
 */
export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountOrders: build.query<CustomerOrdersResponse, void>({
      query: () => '/account/orders',
      providesTags: [{ type: 'Order', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    accountOrder: build.query<CustomerOrderResponse, string>({
      query: (orderNumber) => `/account/orders/${encodeURIComponent(orderNumber)}`,
      providesTags: (_result, _error, orderNumber) => [{ type: 'Order', id: orderNumber }],
      keepUnusedDataFor: 0,
    }),
    accountEmailConfirmation: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/account/email-confirmation', method: 'POST' }),
    }),
    /**
     * The link's secret travels in the body under the key `token`, which the secret guard redacts in
     * every action (the store, DevTools and QA logs never hold it); the request uses the real one.
     */
    confirmEmail: build.mutation<MessageResponse, { token: string }>({
      query: (body) => ({ url: '/account/email-confirmation/confirm', method: 'POST', body }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    /**
     * Adataim letöltése: the JSON file goes straight to the browser's save from the response handler;
     * the store keeps only its name (the data is personal, and no state export may carry it).
     */
    accountExport: build.mutation<{ file: string }, void>({
      query: () => ({
        url: '/account/export',
        responseHandler: async (response: Response) =>
          response.ok
            ? { file: await saveResponseAsFile(response, 'adataim.json') }
            : ((await response.json()) as unknown),
      }),
    }),
    /** Fiók törlése: the account and its personal data; every session ends. */
    accountDelete: build.mutation<StatusResponse, void>({
      query: () => ({ url: '/account/delete', method: 'POST' }),
    }),
  }),
});

export const {
  useAccountOrdersQuery,
  useAccountOrderQuery,
  useAccountEmailConfirmationMutation,
  useConfirmEmailMutation,
  useAccountExportMutation,
  useAccountDeleteMutation,
} = accountApi;
