import type { BikeData } from '@common/api/bikes.schema';
import { GARAGE_FULL_MESSAGE, GARAGE_MAX_BIKES } from '@common/api/garage.constants';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { bikeSaved, selectGarageBikes } from '@client/domains/bike/garage.slice';
import { selectMotorom } from '@client/domains/bike/motorom.slice';

/** 'Mentés a garázsba' under the chosen bike: the current finder choice joins the rider's garage. */
export function GarageSave({ bike }: { bike: BikeData }) {
  const dispatch = useAppDispatch();
  const bikes = useAppSelector(selectGarageBikes);
  const choice = useAppSelector(selectMotorom);
  const saved = bikes.some((entry) => entry.tipus === bike.id);
  // The type's own cascade (a type found by text has none in the choice), else the choice's.
  const gyarto = bike.gyarto ?? choice.gyarto;
  const felepites = bike.felepites ?? choice.felepites;
  const hengerurtartalom = bike.hengerurtartalom ?? choice.hengerurtartalom;
  if (gyarto == null || felepites == null || hengerurtartalom == null) return null;

  return (
    <div className="garage-save">
      {!saved && bikes.length < GARAGE_MAX_BIKES ? (
        <button
          type="button"
          className="button"
          onClick={() =>
            dispatch(
              bikeSaved({
                tipus: bike.id,
                name: bike.name_en,
                gyarto,
                felepites,
                hengerurtartalom,
              }),
            )
          }
        >
          Mentés a garázsba
        </button>
      ) : null}
      <p className="garage-save__status" role="status">
        {saved ? 'Ez a motor a garázsodban van.' : ''}
        {!saved && bikes.length >= GARAGE_MAX_BIKES ? GARAGE_FULL_MESSAGE : ''}
      </p>
    </div>
  );
}
