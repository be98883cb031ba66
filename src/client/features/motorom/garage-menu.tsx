import { type RefObject, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { bikeRemoved, bikeSwitched, selectGarageBikes } from '@client/domains/bike/garage.slice';
import { selectMotorom } from '@client/domains/bike/motorom.slice';
import './garage.css';

interface GarageMenuProps {
  id: string;
  /** The header item holding the button and this list: a click outside it closes the list. */
  within: RefObject<HTMLElement | null>;
  /** Close; `refocus` puts the focus back on the header's button. */
  onDone: (refocus: boolean) => void;
}

/** The garage's bikes: the pressed one is the active choice; a click switches, 'Törlés' removes. */
export default function GarageMenu({ id, within, onDone }: GarageMenuProps) {
  const dispatch = useAppDispatch();
  const bikes = useAppSelector(selectGarageBikes);
  const { tipus } = useAppSelector(selectMotorom);

  useEffect(() => {
    const closeOutside = (event: MouseEvent) => {
      if (!within.current?.contains(event.target as Node)) onDone(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDone(true);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [within, onDone]);

  return (
    <div id={id} className="garage-menu" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="garage-menu__title">
        Garázsom
      </p>
      <ul className="garage-menu__list">
        {bikes.map((bike) => (
          <li key={bike.tipus} className="garage-menu__bike">
            <button
              type="button"
              className="garage-menu__choose"
              aria-pressed={bike.tipus === tipus}
              onClick={() => {
                dispatch(bikeSwitched(bike));
                onDone(true);
              }}
            >
              {bike.name}
            </button>
            <button
              type="button"
              className="link-button garage-menu__remove"
              aria-label={`${bike.name} törlése a garázsból`}
              onClick={() => dispatch(bikeRemoved(bike.tipus))}
            >
              Törlés
            </button>
          </li>
        ))}
      </ul>
      <Link className="garage-menu__add" to="/alkatresz-kereso/" onClick={() => onDone(false)}>
        Másik motor hozzáadása
      </Link>
    </div>
  );
}
