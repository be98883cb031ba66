import type { ChangeEvent } from 'react';

export interface FinderOption {
  value: number;
  label: string;
}

interface FinderSelectProps {
  id: string;
  label: string;
  placeholder: string;
  options: readonly FinderOption[] | undefined;
  value: number | null;
  onChange: (value: number | null) => void;
  /** A select stays in place but disabled until the step before it is chosen. */
  disabled?: boolean;
  describedBy?: string;
}

/** One labelled step of the finder. A value missing from the options (e.g. still loading) shows the placeholder. */
export function FinderSelect({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
  disabled,
  describedBy,
}: FinderSelectProps) {
  const known = value !== null && options?.some((option) => option.value === value);
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange(event.target.value === '' ? null : Number(event.target.value));
  };
  return (
    <div className="field bike-finder__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={known ? String(value) : ''}
        onChange={handleChange}
        disabled={disabled || !options || options.length === 0}
        aria-describedby={describedBy}
      >
        <option value="">{placeholder}</option>
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
