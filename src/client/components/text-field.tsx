import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';

export interface TextFieldProps<Name extends string = string> {
  /** The input's id (unique on the page); the hint and the error take it as prefix. */
  id: string;
  /** The field's name (the API's key), handed back with every change. */
  name: Name;
  label: string;
  value: string;
  onChange: (name: Name, value: string) => void;
  type?: HTMLInputTypeAttribute;
  /** A textarea instead of an input. */
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  maxLength?: number;
  /** A help text under the field, announced as part of its description. */
  hint?: string;
  /** A problem to show under the field; it marks the field invalid and is announced too. */
  error?: string | null;
  className?: string;
}

/**
 * The one labelled text field of the shop's forms (account forms, checkout data): its label with
 * the required mark, the input or textarea, a hint and an error tied to it by `aria-describedby`.
 * The asterisk is for sighted shoppers; `required` tells assistive technology.
 */
export function TextField<Name extends string>({
  id,
  name,
  label,
  value,
  onChange,
  type = 'text',
  multiline = false,
  rows = 3,
  required = false,
  autoComplete,
  inputMode,
  maxLength,
  hint,
  error = null,
  className,
}: TextFieldProps<Name>) {
  const hintId = `${id}-tipp`;
  const errorId = `${id}-hiba`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    required,
    autoComplete,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  };
  return (
    <div
      className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}
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
        <textarea {...common} rows={rows} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} />
      )}
      {hint ? (
        <span id={hintId} className="field__hint muted">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
