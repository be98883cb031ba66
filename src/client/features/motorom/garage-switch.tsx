import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useAppSelector } from '@client/app/hooks';
import { loadChunk } from '@client/components/route-error/chunk-reload';
import { selectGarageBikes } from './garage.slice';

// The list opens rarely; its code stays out of every page's first load.
const GarageMenu = lazy(() => loadChunk(() => import('./garage-menu')));

/**
 * The header's garage button (issue 20), an item of the header's account list: shown once the rider saved a bike, it opens the list of the
 * garage's bikes (disclosure pattern: a real button with `aria-expanded`), where a bike is switched to
 * or removed. Escape or a click elsewhere closes it.
 */
export function GarageSwitch() {
  const bikes = useAppSelector(selectGarageBikes);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (bikes.length === 0) return null;
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <li className="garage-switch" ref={root}>
      <button
        ref={button}
        type="button"
        className="link-button garage-switch__button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        Garázs <span className="garage-switch__count">({bikes.length})</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <GarageMenu id={menuId} onDone={close} />
        </Suspense>
      ) : null}
    </li>
  );
}
