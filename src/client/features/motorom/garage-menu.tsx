import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@client/app/hooks';
import { bikeRemoved, bikeSwitched, selectGarageBikes } from './garage.slice';
import { selectMotorom } from './motorom.slice';
import './garage.css';

/** The garage's bikes: the pressed one is the active choice; a click switches, 'Törlés' removes. */
export default function GarageMenu({ id, onDone }: { id: string; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const bikes = useAppSelector(selectGarageBikes);
  const { tipus } = useAppSelector(selectMotorom);

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
                onDone();
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
      <Link className="garage-menu__add" to="/alkatresz-kereso/" onClick={onDone}>
        Másik motor hozzáadása
      </Link>
    </div>
  );
}
