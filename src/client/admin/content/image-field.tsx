import { useState } from 'react';
import { errorMessage, useUploadContentImageMutation } from './content-admin.api';

/**
 * A picture's address with an upload beside it: the file goes through the server's checked upload
 * (sharp decodes it whole; stored once by its hash) and its address fills the field. A broken file's
 * Hungarian refusal shows under the field, which keeps its old value.
 */
export function ImageField({
  id,
  label,
  value,
  required,
  hint,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  required?: boolean;
  hint?: string;
  onChange: (url: string) => void;
}) {
  const [upload, { isLoading }] = useUploadContentImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const picked = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const result = await upload(await file.arrayBuffer());
    if ('data' in result && result.data) onChange(result.data.url);
    else setProblem(errorMessage(result.error));
  };
  return (
    <div className="admin__field admin__field--wide">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        required={required}
        maxLength={500}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? <span className="admin__hint">{hint}</span> : null}
      <label className="admin__field">
        {`${label}: feltöltés (JPEG, PNG, WebP, AVIF, GIF; legfeljebb 10 MB)`}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          disabled={isLoading}
          onChange={(e) => void picked(e.target.files?.[0])}
        />
      </label>
      {isLoading ? <span role="status">Feltöltés…</span> : null}
      {problem ? (
        <span role="alert" className="admin__error">
          {problem}
        </span>
      ) : null}
      {value.startsWith('/media/') || value.startsWith('https://') ? (
        <img className="admin__preview" src={value} alt="" height={60} />
      ) : null}
    </div>
  );
}
