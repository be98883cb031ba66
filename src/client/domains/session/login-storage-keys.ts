/**
 * The browser storage keys of the login (spec section 4): app/persist-storage.ts writes them, and
 * another tab's change of them logs this tab in or out (auth.saga.ts).
 */
export const LOGIN_STORAGE_KEYS = { token: 'token', username: 'username' } as const;
