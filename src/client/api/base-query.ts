import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { readCsrfToken } from './csrf-token';

/** The calls that carry the bearer token when one is stored (spec section 6), and only those. */
export const BEARER_ENDPOINTS: ReadonlySet<string> = new Set([
  'addToCart',
  'login',
  'logout',
  'getUserData',
  'saveUserData',
  'getPopup',
]);

interface StateWithToken {
  auth?: { token?: string | null };
}

export const baseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'same-origin',
  prepareHeaders: (headers, { getState, endpoint }) => {
    headers.set('X-Requested-With', 'XMLHttpRequest');
    const csrf = readCsrfToken();
    if (csrf) headers.set('X-CSRF-TOKEN', csrf);
    const token = (getState() as StateWithToken).auth?.token;
    if (token && BEARER_ENDPOINTS.has(endpoint)) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});
