import type {
  BackInStockAnswer,
  BackInStockRequest,
  BackInStockUnsubscribe,
  BackInStockUnsubscribeAnswer,
} from '@common/api/back-in-stock.schema';
import { baseApi } from '@client/api/base-api';

interface UserData {
  status: number;
  user?: { email?: string };
}

/** "Értesítést kérek" (docs/discovery.md, "Back-in-stock e-mails"). */
export const backInStockApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestBackInStock: build.mutation<BackInStockAnswer, BackInStockRequest>({
      query: (body) => ({ url: '/backInStock', method: 'POST', body }),
    }),
    /**
     * The restock e-mail's unsubscribe link. Its secret travels under the key `token`, which the
     * secret guard redacts in every action (app/secret-guard.ts); the request uses the real one.
     */
    unsubscribeBackInStock: build.mutation<BackInStockUnsubscribeAnswer, BackInStockUnsubscribe>({
      query: (body) => ({ url: '/backInStock/unsubscribe', method: 'POST', body }),
    }),
    /**
     * The logged-in customer's e-mail, to fill in the field. An `account*` endpoint, so it carries
     * the bearer token (api/base-query.ts) like the customer's other own-data calls.
     */
    accountNoticeEmail: build.query<string, void>({
      query: () => '/getUserData',
      transformResponse: (data: UserData) => data.user?.email ?? '',
    }),
  }),
});

export const {
  useRequestBackInStockMutation,
  useAccountNoticeEmailQuery,
  useUnsubscribeBackInStockMutation,
} = backInStockApi;
