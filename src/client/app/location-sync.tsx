import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from './hooks';
import { locationChanged, selectLocation } from './navigation.slice';

/**
 * Keeps the router and state.navigation in step: a route change is recorded in the store; a store
 * location that did not come from the router (an imported state, DevTools time travel) is navigated to.
 */
export function LocationSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectLocation);
  const lastRecorded = useRef<string | null>(null);

  useEffect(() => {
    const here = location.pathname + location.search;
    if (lastRecorded.current === here) return;
    lastRecorded.current = here;
    dispatch(locationChanged({ pathname: location.pathname, search: location.search }));
  }, [location.pathname, location.search, dispatch]);

  useEffect(() => {
    const there = stored.pathname + stored.search;
    if (lastRecorded.current !== null && there !== lastRecorded.current) {
      lastRecorded.current = there;
      navigate(there);
    }
  }, [stored.pathname, stored.search, navigate]);

  return null;
}
