import { Suspense, lazy, useRef, useState } from 'react';
import { useAppSelector } from '@client/domains/store-hooks';
import { loadChunk } from '@client/components/route-error/chunk-reload';
import { selectGarageBikes } from '@client/domains/bike/garage.slice';

// The list opens rarely; its code (closing on Escape or a click elsewhere too) stays out of the first load.
const GarageMenu = lazy(() => loadChunk(() => import('./garage-menu')));

/**
 * The header's garage button (issue 20), an item of the header's account list: shown once the rider
 * saved a bike, it opens the list of the garage's bikes (disclosure pattern: a real button with
 * `aria-expanded`), where a bike is switched to or removed.
 */
export function GarageSwitch() {
  const bikes = useAppSelector(selectGarageBikes);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  if (bikes.length === 0) return null;
  return (
    <li className="garage-switch" ref={root}>
      <button
        ref={button}
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={open ? 'garage-menu' : undefined}
        onClick={() => setOpen(!open)}
      >
        Garázs ({bikes.length})
      </button>
      {open ? (
        <Suspense fallback={null}>
          <GarageMenu
            id="garage-menu"
            within={root}
            onDone={(refocus) => {
              setOpen(false);
              if (refocus) button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </li>
  );
}
