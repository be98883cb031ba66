import { type FormEvent, useState } from 'react';
import type { AdminVariant, VariantFields } from '@common/api/admin-catalogue.schema';
import { AVAILABILITIES, AVAILABILITY_LABELS } from '@common/api/admin-catalogue.constants';

export const EMPTY_VARIANT: VariantFields = {
  cikkszam: '',
  name_hu: '',
  name_en: '',
  props: {},
  price_curr_hu: 0,
  price_prev_hu: null,
  unique_promotional_price: null,
  stock: 0,
  availability: 'raktaron',
  weight_g: 0,
  bike_type_ids: [],
};

/** The form's text state: numbers as typed, properties one per line ("Méret: XL"). */
interface Draft {
  cikkszam: string;
  name_hu: string;
  name_en: string;
  props: string;
  price_curr_hu: string;
  price_prev_hu: string;
  unique_promotional_price: string;
  stock: string;
  availability: VariantFields['availability'];
  weight_g: string;
  bike_type_ids: string;
}

const text = (n: number | null) => (n === null ? '' : String(n));

function draftOf(v: VariantFields): Draft {
  return {
    cikkszam: v.cikkszam,
    name_hu: v.name_hu,
    name_en: v.name_en,
    props: Object.entries(v.props)
      .map(([k, value]) => `${k}: ${value}`)
      .join('\n'),
    price_curr_hu: text(v.price_curr_hu),
    price_prev_hu: text(v.price_prev_hu),
    unique_promotional_price: text(v.unique_promotional_price),
    stock: text(v.stock),
    availability: v.availability,
    weight_g: text(v.weight_g),
    bike_type_ids: v.bike_type_ids.join(', '),
  };
}

/** Typed text to the API's fields; anything not a number is sent as is, so the server names the field. */
function fieldsOf(d: Draft): VariantFields {
  const num = (s: string) => (s.trim() === '' ? 0 : Number(s.replace(/\s/g, '')));
  const optional = (s: string) => (s.trim() === '' ? null : Number(s.replace(/\s/g, '')));
  const props: Record<string, string> = {};
  for (const line of d.props.split('\n')) {
    const at = line.indexOf(':');
    if (at > 0 && line.slice(at + 1).trim())
      props[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return {
    cikkszam: d.cikkszam.trim(),
    name_hu: d.name_hu,
    name_en: d.name_en,
    props,
    price_curr_hu: num(d.price_curr_hu),
    price_prev_hu: optional(d.price_prev_hu),
    unique_promotional_price: optional(d.unique_promotional_price),
    stock: num(d.stock),
    availability: d.availability,
    weight_g: num(d.weight_g),
    bike_type_ids: [
      ...new Set(
        d.bike_type_ids
          .split(/[\s,;]+/)
          .filter(Boolean)
          .map(Number),
      ),
    ],
  };
}

const NUMBERS: [keyof Draft, string][] = [
  ['price_curr_hu', 'Ár (Ft)'],
  ['price_prev_hu', 'Régi ár (Ft)'],
  ['unique_promotional_price', 'Akciós ár (Ft)'],
  ['stock', 'Készlet (db)'],
  ['weight_g', 'Súly (g)'],
];

/** A new variant, or one being changed: item number, names, properties, prices, stock, fitting bikes. */
export function VariantForm({
  variant,
  busy,
  onSubmit,
  onCancel,
}: {
  variant: AdminVariant | null;
  busy: boolean;
  onSubmit: (fields: VariantFields) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(variant ?? EMPTY_VARIANT));
  const set = (name: keyof Draft, value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(fieldsOf(draft));
  };
  const title = variant ? `Változat: ${variant.cikkszam}` : 'Új változat';

  return (
    <form className="admin__card admin__form" onSubmit={submit} aria-label={title}>
      <h3>{title}</h3>
      <div className="admin__grid">
        <label className="admin__field">
          Cikkszám
          <input
            value={draft.cikkszam}
            required
            onChange={(e) => set('cikkszam', e.target.value)}
          />
        </label>
        <label className="admin__field">
          Változat neve (magyar)
          <input value={draft.name_hu} onChange={(e) => set('name_hu', e.target.value)} />
        </label>
        <label className="admin__field">
          Változat neve (angol)
          <input value={draft.name_en} onChange={(e) => set('name_en', e.target.value)} />
        </label>
        {NUMBERS.map(([name, label]) => (
          <label key={name} className="admin__field">
            {label}
            <input
              inputMode="numeric"
              value={draft[name]}
              onChange={(e) => set(name, e.target.value)}
            />
          </label>
        ))}
        <label className="admin__field">
          Elérhetőség
          <select value={draft.availability} onChange={(e) => set('availability', e.target.value)}>
            {AVAILABILITIES.map((a) => (
              <option key={a} value={a}>
                {AVAILABILITY_LABELS[a]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="admin__field admin__field--wide">
        Tulajdonságok (soronként „név: érték”, pl. Méret: XL)
        <textarea rows={3} value={draft.props} onChange={(e) => set('props', e.target.value)} />
      </label>
      <label className="admin__field admin__field--wide">
        Illeszkedő motortípusok (azonosítók vesszővel; a Motortípusok oldalon láthatók)
        <input value={draft.bike_type_ids} onChange={(e) => set('bike_type_ids', e.target.value)} />
      </label>
      <div className="admin__actions">
        <button type="submit" className="admin__button admin__button--primary" disabled={busy}>
          {variant ? 'Változat mentése' : 'Változat hozzáadása'}
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
