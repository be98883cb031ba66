import type { Action } from '@reduxjs/toolkit';

/** Keys whose values never reach Redux DevTools, wherever they appear in state or actions. */
const SECRET_KEYS = new Set([
  'token',
  'password',
  'password_confirmation',
  'authorization',
  'csrf',
]);
export const REDACTED = '[redacted]';

/** A deep copy with every secret value replaced (also used by the QA recorder). */
export function redactSecrets(value: unknown): unknown {
  return redactDeep(value);
}

/** A password-reset link carries its secret in the path (/password_reset/{token}), e.g. in the location. */
const RESET_PATH = /(\/password_reset\/)[^/?#\s]+/g;

function redactDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.includes('/password_reset/') ? value.replace(RESET_PATH, `$1${REDACTED}`) : value;
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    out[key] =
      SECRET_KEYS.has(key.toLowerCase()) && inner != null ? REDACTED : redactDeep(inner, depth + 1);
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
