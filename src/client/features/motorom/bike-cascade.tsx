import { skipToken } from '@reduxjs/toolkit/query';
import { capacityLabel } from '@common/capacity';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import {
  useGetCapacitiesQuery,
  useGetConstructionsQuery,
  useGetManufacturersQuery,
  useGetTypesQuery,
} from './bikes.api';
import { BikeTypeSelect } from './bike-type-select';
import { FinderSelect } from './finder-select';
import { useLicence } from './licence-select';
import {
  capacityChosen,
  constructionChosen,
  manufacturerChosen,
  selectMotorom,
} from '@client/domains/bike/motorom.slice';

/** Mode one: manufacturer -> construction -> capacity -> type, each step listing only what has bikes. */
export function BikeCascade() {
  const dispatch = useAppDispatch();
  const { gyarto, felepites, hengerurtartalom, tipus } = useAppSelector(selectMotorom);

  const licence = useLicence();
  const manufacturers = useGetManufacturersQuery(licence ? { licence } : undefined);
  const constructions = useGetConstructionsQuery(
    gyarto !== null ? { manufacturer: gyarto, licence } : skipToken,
  );
  const capacities = useGetCapacitiesQuery(
    gyarto !== null && felepites !== null
      ? { manufacturer: gyarto, construction: felepites, licence }
      : skipToken,
  );
  const types = useGetTypesQuery(
    gyarto !== null && felepites !== null && hengerurtartalom !== null
      ? { manufacturer: gyarto, construction: felepites, capacity: hengerurtartalom, licence }
      : skipToken,
  );
  const failed =
    manufacturers.isError || constructions.isError || capacities.isError || types.isError;

  return (
    <div className="bike-finder__cascade">
      <FinderSelect
        id="motorom-gyarto"
        label="Gyártó"
        placeholder="Válassz gyártót…"
        options={manufacturers.data?.map((m) => ({ value: m.id, label: m.name_en }))}
        value={gyarto}
        onChange={(id) => dispatch(manufacturerChosen(id))}
      />
      <FinderSelect
        id="motorom-felepites"
        label="Felépítés"
        placeholder="Válassz felépítést…"
        options={
          gyarto === null
            ? undefined
            : constructions.currentData?.map((c) => ({ value: c.id, label: c.name_en }))
        }
        value={felepites}
        onChange={(id) => dispatch(constructionChosen(id))}
      />
      <FinderSelect
        id="motorom-hengerurtartalom"
        label="Hengerűrtartalom"
        placeholder="Válassz hengerűrtartalmat…"
        options={
          felepites === null
            ? undefined
            : capacities.currentData?.map((c) => ({ value: c, label: capacityLabel(c) }))
        }
        value={hengerurtartalom}
        onChange={(bucket) => dispatch(capacityChosen(bucket))}
      />
      <BikeTypeSelect
        id="motorom-tipus"
        types={hengerurtartalom === null ? undefined : types.currentData}
        value={tipus}
        disabled={hengerurtartalom === null}
      />
      {failed ? (
        <p className="bike-finder__error" role="alert">
          A motorlista most nem tölthető be. Kérjük, próbáld újra később.
        </p>
      ) : null}
    </div>
  );
}
