import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { redactResetPath } from './devtools-sanitizers';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { locationChanged, selectLocation } from '@client/domains/navigation/navigation.slice';

/**
 * Keeps the router and state.navigation in step: a route change is recorded in the store; a store
 * location that did not come from the router (an imported state, DevTools time travel) is navigated to.
 * A password-reset link's secret never enters the store (secret-guard.ts), so the store and the router
 * are compared with it hidden, and the reset screen is not sent to the hidden path.
 */
export function LocationSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectLocation);
  const lastRecorded = useRef<string | null>(null);
  // The store's location when this last looked: only a change of it (an import, time travel) moves the
  // router. The store's starting value ('/') and the router's own changes coming back never do; the
  // reset screen's path comes back with its secret hidden and must not be followed there.
  const lastStored = useRef(stored.pathname + stored.search);

  useEffect(() => {
    const pathname = redactResetPath(location.pathname);
    const here = pathname + location.search;
    if (lastRecorded.current === here) return;
    lastRecorded.current = here;
    dispatch(locationChanged({ pathname, search: location.search }));
  }, [location.pathname, location.search, dispatch]);

  useEffect(() => {
    const there = stored.pathname + stored.search;
    if (there === lastStored.current) return;
    lastStored.current = there;
    if (there === lastRecorded.current) return;
    lastRecorded.current = there;
    navigate(there);
  }, [stored.pathname, stored.search, navigate]);

  return null;
}
