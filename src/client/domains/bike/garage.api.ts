import type { GarageMergeRequest, GarageResponse } from '@common/api/garage.schema';
import { baseApi } from '@client/api/base-api';

/**
 * A customer's garage (issue 20). base-query.ts sends the bearer token on every `account*` endpoint,
 * so the names keep that prefix. Every answer is the whole garage, which garage.slice.ts takes over.
 * Only garage.saga.ts calls these: the screens dispatch the garage's own events.
 */
export const garageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** At every start of a customer session: the browser's guest bikes join the account's. */
    accountGarageMerge: build.mutation<GarageResponse, GarageMergeRequest>({
      query: (body) => ({ url: '/account/garage/merge', method: 'POST', body }),
    }),
    accountGarageAdd: build.mutation<GarageResponse, number>({
      query: (tipus) => ({ url: '/account/garage/bikes', method: 'POST', body: { tipus } }),
    }),
    accountGarageRemove: build.mutation<GarageResponse, number>({
      query: (tipus) => ({ url: `/account/garage/bikes/${tipus}`, method: 'DELETE' }),
    }),
    accountGarageActivate: build.mutation<GarageResponse, number | null>({
      query: (tipus) => ({ url: '/account/garage/active', method: 'POST', body: { tipus } }),
    }),
  }),
});
