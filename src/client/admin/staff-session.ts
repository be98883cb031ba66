import { useSyncExternalStore } from 'react';
import type { StaffRoleName } from '@common/api/admin.schema';

/**
 * The staff login of this browser tab. Kept in sessionStorage, out of the shop's Redux store: it never
 * reaches the shop's persisted state, DevTools or a QA export, and closing the tab logs staff out.
 */
export interface StaffSession {
  token: string;
  role: StaffRoleName;
  email: string;
}

const KEY = 'motopont-staff-session';
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: StaffSession | null } = { raw: null, session: null };

function read(): StaffSession | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === cached.raw) return cached.session;
  let session: StaffSession | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as StaffSession) : null;
    if (parsed && typeof parsed.token === 'string') session = parsed;
  } catch {
    session = null;
  }
  cached = { raw, session };
  return session;
}

function write(session: StaffSession | null): void {
  try {
    if (session) window.sessionStorage.setItem(KEY, JSON.stringify(session));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the session then lasts until this page is left.
    cached = { raw: session ? JSON.stringify(session) : null, session };
  }
  listeners.forEach((l) => l());
}

export const staffLoggedIn = (session: StaffSession) => write(session);
export const staffLoggedOut = () => write(null);

/** The Authorization header of back-office calls. */
export function staffHeaders(): Record<string, string> {
  const session = read();
  return session ? { Authorization: `Bearer ${session.token}` } : {};
}

export function useStaffSession(): StaffSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}
