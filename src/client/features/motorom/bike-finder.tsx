import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { BikeCascade } from './bike-cascade';
import { BikeDetails } from './bike-details';
import { BikeTextSearch } from './bike-text-search';
import { LicenceSelect } from './licence-select';
import { modeSwitched, selectMotorom } from '@client/domains/bike/motorom.slice';
import './motorom.css';

/**
 * The motorcycle finder of spec section 2: cascading selects or a free-text model search, the link
 * that switches between them, and the chosen bike's picture and description below.
 */
export function BikeFinder() {
  const dispatch = useAppDispatch();
  const { mode, tipus } = useAppSelector(selectMotorom);

  return (
    <section className="bike-finder" aria-labelledby="bike-finder-title">
      <div className="bike-finder__panel">
        <div className="bike-finder__head">
          <h2 id="bike-finder-title" className="bike-finder__title">
            Válaszd ki a motorod
          </h2>
          <button
            type="button"
            className="link-button bike-finder__switch"
            onClick={() => dispatch(modeSwitched())}
          >
            {mode === 'select' ? 'Inkább beírom a típust' : 'Inkább listából választok'}
          </button>
        </div>
        <form
          className="bike-finder__form"
          onSubmit={(event) => event.preventDefault()}
          aria-labelledby="bike-finder-title"
        >
          <LicenceSelect />
          {mode === 'select' ? <BikeCascade /> : <BikeTextSearch />}
        </form>
      </div>
      {tipus !== null ? <BikeDetails typeId={tipus} /> : null}
    </section>
  );
}
