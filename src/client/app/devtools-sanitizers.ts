import type { Action } from '@reduxjs/toolkit';
import { baseApi } from '@client/api/base-api';
import { REDACTED } from '@client/api/token-vault';

export { REDACTED };

/** Keys whose values never reach Redux DevTools, wherever they appear in state or actions. */
const SECRET_KEYS = new Set([
  'token',
  'password',
  'password_confirmation',
  'authorization',
  'csrf',
]);

/** A deep copy with every secret value replaced (also used by the QA recorder). */
export function redactSecrets(value: unknown): unknown {
  return redactDeep(value);
}

/**
 * A password-reset link (/password_reset/{token}), an e-mail confirmation link
 * (/email-megerosites/{token}) and a restock e-mail's unsubscribe link (/ertesites-leiratkozas/{token})
 * carry their secret in the path, e.g. in the location.
 */
const SECRET_PATH = /(\/(?:password_reset|email-megerosites|ertesites-leiratkozas)\/)[^/?#\s]+/g;

/** The path with the secret of a password-reset, e-mail confirmation or unsubscribe link replaced. */
export function redactResetPath(path: string): string {
  return path.includes('/password_reset/') ||
    path.includes('/email-megerosites/') ||
    path.includes('/ertesites-leiratkozas/')
    ? path.replace(SECRET_PATH, `$1${REDACTED}`)
    : path;
}

// Only plain data is copied: class instances (RTK Query's Request and Response in `baseQueryMeta`) pass
// through as they are, so the app that reads them is unchanged; they serialize to `{}` in any export.
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

const isSecretEntry = (key: string, inner: unknown) =>
  SECRET_KEYS.has(key.toLowerCase()) && inner != null && inner !== REDACTED;

/** Whether a value holds anything redactSecrets would change (checked before copying every action). */
export function containsSecret(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return redactResetPath(value) !== value;
  if (depth > 12 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsSecret(item, depth + 1));
  if (!isPlainObject(value)) return false;
  return Object.entries(value as Record<string, unknown>).some(
    ([key, inner]) => isSecretEntry(key, inner) || containsSecret(inner, depth + 1),
  );
}

function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactResetPath(value);
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    out[key] = isSecretEntry(key, inner) ? REDACTED : redactDeep(inner, depth + 1);
  }
  return out;
}

interface ApiCacheEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
  error?: unknown;
}

/** The RTK Query cache is summarized (endpoint, arguments, status), never dumped with its data. */
function summarizeApiState(api: unknown): unknown {
  if (!api || typeof api !== 'object') return api;
  const { queries = {}, mutations = {} } = api as {
    queries?: Record<string, ApiCacheEntry | undefined>;
    mutations?: Record<string, ApiCacheEntry | undefined>;
  };
  const summarize = (entries: Record<string, ApiCacheEntry | undefined>) =>
    Object.fromEntries(
      Object.entries(entries).map(([key, entry]) => [
        key,
        {
          endpointName: entry?.endpointName,
          status: entry?.status,
          originalArgs: redactDeep(entry?.originalArgs),
        },
      ]),
    );
  return { queries: summarize(queries), mutations: summarize(mutations) };
}

export function sanitizeState<S>(state: S): S {
  if (!state || typeof state !== 'object') return state;
  const { api, ...rest } = state as Record<string, unknown>;
  return {
    ...(redactDeep(rest) as object),
    ...(api !== undefined ? { api: summarizeApiState(api) } : {}),
  } as S;
}

/**
 * A state Redux DevTools can start a replay from: sanitized, with an empty RTK Query cache in place of
 * the summary (a summary is not a cache the api reducer can continue from; the replayed api actions
 * fill it again, and the screens refetch what they show).
 */
export function replayableState<S>(state: S): S {
  if (!state || typeof state !== 'object') return state;
  return { ...sanitizeState(state), api: baseApi.reducer(undefined, { type: '@@INIT' }) } as S;
}

export function sanitizeAction<A extends Action>(action: A): A {
  const a = action as A & { type: string; payload?: unknown; meta?: unknown };
  // RTK Query results can be large and personal: keep the event, drop the data.
  if (a.type.startsWith('api/')) {
    return {
      ...a,
      payload: a.payload === undefined ? undefined : '[api result]',
      meta: redactDeep(a.meta),
    } as A;
  }
  return redactDeep(a) as A;
}
