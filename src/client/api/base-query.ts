import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { readCsrfToken } from './csrf-token';
import { REDACTED, type StoreExtra } from './token-vault';

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

const fetchQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'same-origin',
  prepareHeaders: (headers, { getState, endpoint, extra }) => {
    headers.set('X-Requested-With', 'XMLHttpRequest');
    const csrf = readCsrfToken();
    if (csrf) headers.set('X-CSRF-TOKEN', csrf);
    // The store holds a placeholder; the store's vault has the real token (token-vault.ts).
    const stored = (getState() as StateWithToken).auth?.token;
    const vault = (extra as Partial<StoreExtra> | undefined)?.tokenVault;
    const token = vault ? vault.reveal(stored) : stored;
    if (token && token !== REDACTED && BEARER_ENDPOINTS.has(endpoint))
      headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

export const READ_ONLY_MESSAGE =
  'Csak olvasható támogatói nézet: a kosár itt nem módosítható, semmi sem mentődik.';

/**
 * The shop's base query. In support's read-only view of a customer's cart (docs/back-office.md,
 * "Support") it refuses every call but GET before anything leaves the browser.
 */
export const baseQuery: typeof fetchQuery = (args, api, extraOptions) => {
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
  if ((api.extra as Partial<StoreExtra> | undefined)?.readOnly && method !== 'GET')
    return { error: { status: 'CUSTOM_ERROR', error: READ_ONLY_MESSAGE } };
  return fetchQuery(args, api, extraOptions);
};
