import { skipToken } from '@reduxjs/toolkit/query';
import { BIKE_TEXT_MAX_LENGTH } from '@common/bike-finder';
import { normalizeSearchText } from '@common/text-normalize';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { useSearchTypesQuery } from './bikes.api';
import { useLicence } from './licence-select';
import { BikeTypeSelect } from './bike-type-select';
import { modelTextTyped, selectMotorom } from '@client/domains/bike/motorom.slice';
import { useDebouncedValue } from './use-debounced-value';

/** Wait this long after the last keystroke before asking the server, so typing 'honda cb' is one request. */
export const TYPE_SEARCH_DELAY_MS = 300;
/** Shorter texts match half the list; the shopper is asked for a little more. */
const MIN_SEARCH_LENGTH = 2;

/** Mode two: free-text model search; the matching types fill the type select. */
export function BikeTextSearch() {
  const dispatch = useAppDispatch();
  const { motorInput, tipus } = useAppSelector(selectMotorom);
  const settled = useDebouncedValue(motorInput.trim(), TYPE_SEARCH_DELAY_MS);
  const searchable = normalizeSearchText(settled).length >= MIN_SEARCH_LENGTH;
  const licence = useLicence();
  const result = useSearchTypesQuery(searchable ? { text: settled, licence } : skipToken);

  return (
    <div className="bike-finder__text">
      <div className="field bike-finder__field">
        <label htmlFor="motorom-input">Gyártó és típus</label>
        <input
          id="motorom-input"
          type="search"
          value={motorInput}
          maxLength={BIKE_TEXT_MAX_LENGTH}
          autoComplete="off"
          placeholder="pl. yamaha mt07"
          aria-describedby="motorom-input-hint"
          onChange={(event) => dispatch(modelTextTyped(event.target.value))}
        />
        <span id="motorom-input-hint" className="bike-finder__hint">
          Elég a név egy része is, ékezet és kötőjel nélkül is.
        </span>
      </div>
      <BikeTypeSelect
        id="motorom-tipus-kereses"
        types={searchable ? result.currentData : undefined}
        value={tipus}
        disabled={!searchable}
      />
      {result.isError ? (
        <p className="bike-finder__error" role="alert">
          A keresés most nem sikerült. Kérjük, próbáld újra később.
        </p>
      ) : null}
    </div>
  );
}
