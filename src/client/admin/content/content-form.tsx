import { type FormEvent, useId, useState } from 'react';
import { ImageField } from './image-field';

export type FieldValue = string | number | boolean | null;
export type FieldValues = Record<string, FieldValue>;

export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'html' | 'number' | 'checkbox' | 'address' | 'date' | 'select' | 'image';
  required?: boolean;
  hint?: string;
  /** For 'select': the choices; the empty value stands for null. */
  options?: { value: string; label: string }[];
}

/**
 * One content form, drawn from its fields. The server validates (TypeBox) and answers a refused field
 * with its Hungarian message, shown above the buttons; the browser's own checks (required, lengths)
 * catch the plain slips first.
 */
export function ContentForm({
  fields,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  fields: FieldSpec[];
  initial: FieldValues;
  submitLabel: string;
  /** The refusal's message, or the values as stored (sanitized HTML), which the form then shows. */
  onSubmit: (values: FieldValues) => Promise<string | FieldValues>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (name: string, value: FieldValue) => setValues((v) => ({ ...v, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setResult(null);
    const outcome = await onSubmit(values);
    setSaving(false);
    if (typeof outcome === 'string') setResult({ ok: false, text: outcome });
    else {
      setValues(outcome);
      setResult({ ok: true, text: 'Mentve.' });
    }
  };

  return (
    <form className="admin__card admin__content-form" onSubmit={(e) => void submit(e)}>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const value = values[field.name];
        const hint = field.hint ? <span className="admin__hint">{field.hint}</span> : null;
        if (field.kind === 'checkbox')
          return (
            <label key={field.name} className="admin__check">
              <input
                type="checkbox"
                checked={value === true}
                onChange={(e) => set(field.name, e.target.checked)}
              />
              {field.label}
            </label>
          );
        if (field.kind === 'select')
          return (
            <label key={field.name} className="admin__field">
              {field.label}
              <select
                value={value === null ? '' : String(value)}
                onChange={(e) => set(field.name, e.target.value ? Number(e.target.value) : null)}
              >
                {field.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          );
        if (field.kind === 'image')
          return (
            <ImageField
              key={field.name}
              id={fieldId}
              label={field.label}
              value={String(value ?? '')}
              required={field.required}
              hint={field.hint}
              onChange={(url) => set(field.name, url)}
            />
          );
        if (field.kind === 'html')
          return (
            <label key={field.name} className="admin__field admin__field--wide" htmlFor={fieldId}>
              {field.label}
              <textarea
                id={fieldId}
                rows={8}
                maxLength={100_000}
                value={String(value ?? '')}
                onChange={(e) => set(field.name, e.target.value)}
              />
              <span className="admin__hint">
                HTML; mentéskor a szkriptek és eseménykezelők törlődnek.
              </span>
            </label>
          );
        return (
          <label key={field.name} className="admin__field" htmlFor={fieldId}>
            {field.label}
            <input
              id={fieldId}
              type={field.kind === 'number' ? 'number' : field.kind === 'date' ? 'date' : 'text'}
              required={field.required}
              maxLength={field.kind === 'number' || field.kind === 'date' ? undefined : 500}
              min={field.kind === 'number' ? 0 : undefined}
              value={String(value ?? '')}
              onChange={(e) =>
                set(
                  field.name,
                  field.kind === 'number'
                    ? e.target.value === ''
                      ? ''
                      : Number(e.target.value)
                    : e.target.value,
                )
              }
            />
            {hint}
          </label>
        );
      })}
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'admin__ok' : 'admin__error'}
        >
          {result.text}
        </p>
      ) : null}
      <div className="admin__actions">
        <button type="submit" className="admin__button admin__button--primary" disabled={saving}>
          {saving ? 'Mentés…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="admin__button" onClick={onCancel}>
            Mégse
          </button>
        ) : null}
      </div>
    </form>
  );
}
