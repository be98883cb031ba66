import {
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { setShopRequestHeaders } from '@client/api/request-headers';
import { currentStaff, staffLoggedOut } from './staff-session';

const staffFetch = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'same-origin',
  prepareHeaders: (headers) => {
    setShopRequestHeaders(headers);
    const session = currentStaff();
    if (session) headers.set('Authorization', `Bearer ${session.token}`);
    return headers;
  },
});

/**
 * The base query of every back-office call: the shop's request headers and the staff member's
 * bearer token. An ended or revoked staff session answers 401: the staff member is logged out,
 * which takes every screen back to the login (admin-app.tsx renders it without a session).
 */
export const staffBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await staffFetch(args, api, extraOptions);
  if (result.error?.status === 401 && currentStaff()) staffLoggedOut();
  return result;
};
