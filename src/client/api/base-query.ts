import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { pageAnswers } from './inlined-answers';
import { setShopRequestHeaders } from './request-headers';
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

/** The customer's own orders and data (features/auth/account.api.ts): every `account*` endpoint. */
const isAccountEndpoint = (endpoint: string) => endpoint.startsWith('account');

interface StateWithToken {
  auth?: { token?: string | null };
}

export const baseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'same-origin',
  // The page's first answers came with its HTML (inlined-answers.ts); every other request goes out.
  fetchFn: async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return (await pageAnswers.take(request)) ?? fetch(request);
  },
  prepareHeaders: (headers, { getState, endpoint, extra }) => {
    setShopRequestHeaders(headers);
    // The store holds a placeholder; the store's vault has the real token (token-vault.ts).
    const stored = (getState() as StateWithToken).auth?.token;
    const vault = (extra as Partial<StoreExtra> | undefined)?.tokenVault;
    const token = vault ? vault.reveal(stored) : stored;
    if (
      token &&
      token !== REDACTED &&
      (BEARER_ENDPOINTS.has(endpoint) || isAccountEndpoint(endpoint))
    )
      headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});
