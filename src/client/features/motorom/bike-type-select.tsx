import type { NamedItem } from '@common/api/bikes.schema';
import { useAppDispatch } from '@client/domains/store-hooks';
import { FinderSelect } from './finder-select';
import { typeChosen } from '@client/domains/bike/motorom.slice';

interface BikeTypeSelectProps {
  id: string;
  /** The types found; undefined while there is nothing to say yet (no search, or still loading). */
  types: NamedItem[] | undefined;
  value: number | null;
  disabled?: boolean;
}

/** The type select with the spec's status line: 'Nincs találat.' or '{n} db találat. Válaszd ki a motorod.' */
export function BikeTypeSelect({ id, types, value, disabled }: BikeTypeSelectProps) {
  const dispatch = useAppDispatch();
  const statusId = `${id}-status`;
  const status =
    types === undefined
      ? ''
      : types.length === 0
        ? 'Nincs találat.'
        : `${types.length} db találat. Válaszd ki a motorod.`;
  const handleChange = (typeId: number | null) => {
    const type = types?.find((t) => t.id === typeId);
    dispatch(typeChosen(type ? { id: type.id, name: type.name_en } : null));
  };
  return (
    <div className="bike-finder__type">
      <FinderSelect
        id={id}
        label="Típus"
        placeholder="Válassz típust…"
        options={types?.map((type) => ({ value: type.id, label: type.name_en }))}
        value={value}
        onChange={handleChange}
        disabled={disabled}
        describedBy={statusId}
      />
      <p id={statusId} className="bike-finder__status" role="status">
        {status}
      </p>
    </div>
  );
}
