import { useCallback, useSyncExternalStore } from 'react';

/** One MediaQueryList per query: React reads the answer on every render. */
const lists = new Map<string, MediaQueryList>();

function listOf(query: string): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a CSS media query matches now, following its changes. Where the browser has no
 * `matchMedia` (tests' jsdom) the answer is `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = listOf(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listOf(query)?.matches ?? fallback,
    () => fallback,
  );
}
