import type { HTMLInputAutoCompleteAttribute } from 'react';
import type { CartTextField } from '@common/api/cart.constants';
import { useAppDispatch } from '@client/app/hooks';
import { fieldChanged } from '@client/features/cart/cart.slice';

export interface CartTextFieldProps {
  name: CartTextField;
  label: string;
  value: string;
  required?: boolean;
  /** Shown under a required field left empty after a 'Tovább'. */
  showMissing?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  maxLength?: number;
  hint?: string;
  multiline?: boolean;
  className?: string;
  /** A rule's message about the value as typed (e.g. a wrong tax number), shown under the field. */
  error?: string | null;
}

/**
 * One checkout field, shown from the cart slice and changed with `cart/fieldChanged` at every keystroke
 * (the saga sends it 400 ms after the last one). The asterisk is for sighted shoppers; `required`
 * tells assistive technology.
 */
export function CartTextInput({
  name,
  label,
  value,
  required = false,
  showMissing = false,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength = 255,
  hint,
  multiline = false,
  className,
  error = null,
}: CartTextFieldProps) {
  const dispatch = useAppDispatch();
  const id = `mezo-${name}`;
  const missing = showMissing && required && value.trim() === '';
  const problem = missing ? 'Kötelező mező.' : error;
  const describedBy =
    [hint ? `${id}-tipp` : null, problem ? `${id}-hiba` : null].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    name,
    value,
    required,
    maxLength,
    autoComplete,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: { target: { value: string } }) =>
      dispatch(fieldChanged({ name, value: event.target.value })),
  };
  return (
    <div
      className={['field', problem ? 'field--invalid' : null, className].filter(Boolean).join(' ')}
    >
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} />
      )}
      {hint ? (
        <span id={`${id}-tipp`} className="field__hint muted">
          {hint}
        </span>
      ) : null}
      {problem ? (
        <span id={`${id}-hiba`} className="field__error">
          {problem}
        </span>
      ) : null}
    </div>
  );
}
