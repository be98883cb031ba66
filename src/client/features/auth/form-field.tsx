import type { ChangeEvent, HTMLInputTypeAttribute } from 'react';

export interface FormFieldProps {
  /** The field's name (the API's key); the id is built from it and the form's id. */
  name: string;
  formId: string;
  label: string;
  value: string;
  onChange: (name: string, value: string) => void;
  type?: HTMLInputTypeAttribute | 'textarea';
  required?: boolean;
  autoComplete?: string;
  /** A problem to show under the field; it is also announced as the field's description. */
  error?: string | null;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
}

/** A labelled input (or textarea) with its required mark and error, for the account forms. */
export function FormField({
  name,
  formId,
  label,
  value,
  onChange,
  type = 'text',
  required = false,
  autoComplete,
  error,
  inputMode,
  maxLength,
}: FormFieldProps) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const handle = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(name, event.target.value);
  const common = {
    id,
    name,
    value,
    required,
    autoComplete,
    maxLength,
    onChange: handle,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {type === 'textarea' ? (
        <textarea {...common} rows={3} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} />
      )}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
