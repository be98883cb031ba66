/** What the store, every export and Redux DevTools hold in place of a secret. */
export const REDACTED = '[redacted]';

/**
 * The login token, kept outside Redux: the store holds REDACTED in its place (secret-guard.ts swaps it on
 * the way in), so nothing that reads the store's raw actions or states (the Redux DevTools extension's
 * own Export writes them unsanitized, QA logs, support files) can carry it. One per store; the base query
 * (bearer header), the persistence (the 'token' storage key) and the cross-tab sync read it back here.
 */
export class TokenVault {
  private token: string | null = null;

  /** Keeps a real token and returns what the store holds instead. */
  seal<T>(token: T): T | typeof REDACTED {
    if (typeof token !== 'string' || token === '' || token === REDACTED) return token;
    this.token = token;
    return REDACTED;
  }

  /** The real token for what the store holds (a real token, as tests preload, passes through). */
  reveal(stored: string | null | undefined): string | null {
    if (stored === REDACTED) return this.token;
    return stored ?? null;
  }
}

/** The thunk extra argument of the store: how the base query finds the vault. */
export interface StoreExtra {
  tokenVault: TokenVault;
}
