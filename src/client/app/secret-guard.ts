import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { TokenVault } from '@client/api/token-vault';
import { authApi } from '@client/domains/session/auth.api';
import { loggedIn } from '@client/domains/session/auth.slice';
import { containsSecret, redactSecrets } from './devtools-sanitizers';
import { storageRehydrated } from './persistence';

const { login, register } = authApi.endpoints;

function withSealedToken(action: UnknownAction, vault: TokenVault): UnknownAction {
  if (loggedIn.match(action) || login.matchFulfilled(action) || register.matchFulfilled(action)) {
    return { ...action, payload: { ...action.payload, token: vault.seal(action.payload.token) } };
  }
  if (storageRehydrated.match(action)) {
    const auth = action.payload.auth as { token?: unknown } | undefined;
    if (auth?.token === undefined) return action;
    return {
      ...action,
      payload: { ...action.payload, auth: { ...auth, token: vault.seal(auth.token) } },
    };
  }
  return action;
}

/**
 * The first middleware: no password, token or reset-link secret gets into the store. The Redux DevTools
 * extension records the store's raw actions and states and its Export writes them without any sanitizer,
 * so sanitizing only what it displays is not enough. The login token arrives in exactly the actions
 * above and goes into the vault (requests and the storage still use it); every other secret (a
 * password in a mutation's arguments, a reset token in a query's arguments or in the location) is
 * replaced, since the app reads those only from the component that sent them, never from the store.
 */
export function secretGuard(vault: TokenVault): Middleware {
  return () => (next) => (action) => {
    if (!action || typeof action !== 'object' || Array.isArray(action)) return next(action);
    const sealed = withSealedToken(action as UnknownAction, vault);
    return next(containsSecret(sealed) ? redactSecrets(sealed) : sealed);
  };
}
