import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** The server's Hungarian `message` of a failed call, if it sent one. */
export function apiErrorMessage(
  error: FetchBaseQueryError | SerializedError | undefined,
): string | null {
  if (!error || !('status' in error)) return null;
  const data = error.data as { message?: unknown } | string | undefined;
  if (typeof data === 'string') return data || null;
  return typeof data?.message === 'string' ? data.message : null;
}

/** The plain-text body of a failed call (e.g. 'Old site data'). */
export function apiErrorText(
  error: FetchBaseQueryError | SerializedError | undefined,
): string | null {
  if (!error || !('status' in error)) return null;
  return typeof error.data === 'string' ? error.data : null;
}
