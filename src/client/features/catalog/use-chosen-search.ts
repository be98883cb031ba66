import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Changes the list's query string, building on the shopper's last choice. The router renders a new
 * location in a transition, so between a choice and that render the rendered `search` is still the
 * old one: a second quick choice (the sort field, then the direction) built on it would drop the
 * first. The last address chosen here is kept until the router renders a newer one.
 */
export function useChosenSearch() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const chosen = useRef(search);
  useLayoutEffect(() => {
    chosen.current = search;
  }, [search]);

  return useCallback(
    (change: (params: URLSearchParams) => URLSearchParams) => {
      const next = change(new URLSearchParams(chosen.current)).toString();
      chosen.current = next ? `?${next}` : '';
      navigate(`${pathname}${chosen.current}`);
    },
    [navigate, pathname],
  );
}
