import { useId } from 'react';

export const MAX_QUANTITY = 999;

/** Whole pieces from the typed text: empty or nonsense is 0 (the add button then asks for a quantity). */
export function parseQuantity(text: string): number {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, MAX_QUANTITY);
}

/**
 * Quantity with minus and plus; minus never goes below 1 (spec section 5). The buttons stay enabled at
 * the limits so keyboard focus is not lost while pressing them.
 */
export function QuantityControl({
  value,
  onChange,
  subject,
  compact = false,
}: {
  value: number;
  onChange: (quantity: number) => void;
  /** What the quantity is of, when several controls share the page (a variant's name). */
  subject?: string;
  compact?: boolean;
}) {
  const id = useId();
  const of = subject ? ` (${subject})` : '';
  return (
    <div className={compact ? 'quantity quantity--compact' : 'quantity'}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'quantity__label'}>
        {`Mennyiség${of}`}
      </label>
      <div className="quantity__controls">
        <button
          type="button"
          className="quantity__button"
          aria-label={`Mennyiség csökkentése${of}`}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="quantity__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          step={1}
          value={value === 0 ? '' : value}
          onChange={(event) => onChange(parseQuantity(event.target.value))}
        />
        <button
          type="button"
          className="quantity__button"
          aria-label={`Mennyiség növelése${of}`}
          onClick={() => onChange(Math.min(MAX_QUANTITY, value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
