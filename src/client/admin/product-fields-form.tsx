import { type FormEvent, useState } from 'react';
import type { ProductFields } from '@common/api/admin-catalogue.schema';
import { SECTION_NAMES } from '@common/section-names';
import { useAdminCategoriesQuery } from './catalogue-editor.api';

export const EMPTY_PRODUCT: ProductFields = {
  alias: '',
  category_id: 0,
  brand: '',
  name_hu: '',
  name_en: '',
  fullname_hu: '',
  fullname_en: '',
  detail_name_hu: '',
  detail_name_en: '',
  content_hu: '',
  content_en: '',
};

type TextField = Exclude<keyof ProductFields, 'category_id' | 'content_hu' | 'content_en'>;
const TEXT_FIELDS: [TextField, string][] = [
  ['name_hu', 'Név (magyar)'],
  ['name_en', 'Név (angol)'],
  ['alias', 'Webcím'],
  ['brand', 'Márka'],
  ['fullname_hu', 'Teljes név (magyar)'],
  ['fullname_en', 'Teljes név (angol)'],
  ['detail_name_hu', 'Részletes név (magyar)'],
  ['detail_name_en', 'Részletes név (angol)'],
];

/** 'Új bőr kesztyű' -> 'uj-bor-kesztyu': the address a new product gets unless the admin types one. */
export function aliasOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A product's own data: names, address, category, brand and the HTML descriptions. */
export function ProductFieldsForm({
  initial,
  busy,
  submitLabel,
  onSubmit,
}: {
  initial: ProductFields;
  busy: boolean;
  submitLabel: string;
  onSubmit: (fields: ProductFields) => void;
}) {
  const [fields, setFields] = useState(initial);
  const [aliasTouched, setAliasTouched] = useState(initial.alias !== '');
  const { data: categories } = useAdminCategoriesQuery();
  const set = (name: keyof ProductFields, value: string) =>
    setFields((f) => {
      const next = { ...f, [name]: name === 'category_id' ? Number(value) : value };
      if (name === 'name_hu' && !aliasTouched) next.alias = aliasOf(value);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(fields);
  };

  return (
    <form className="admin__card admin__form" onSubmit={submit} aria-label="Termék adatai">
      <div className="admin__grid">
        {TEXT_FIELDS.map(([name, label]) => (
          <label key={name} className="admin__field">
            {label}
            <input
              value={fields[name]}
              required={name === 'name_hu' || name === 'alias'}
              onChange={(e) => {
                if (name === 'alias') setAliasTouched(true);
                set(name, e.target.value);
              }}
            />
          </label>
        ))}
        <label className="admin__field">
          Kategória
          <select
            value={fields.category_id || ''}
            required
            onChange={(e) => set('category_id', e.target.value)}
          >
            <option value="">Válasszon…</option>
            {categories?.items.map((c) => (
              <option key={c.id} value={c.id}>
                {SECTION_NAMES[c.section]} / {c.parent_id ? '– ' : ''}
                {c.name_hu}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="admin__field admin__field--wide">
        Leírás (magyar, HTML)
        <textarea
          rows={6}
          value={fields.content_hu}
          onChange={(e) => set('content_hu', e.target.value)}
        />
      </label>
      <label className="admin__field admin__field--wide">
        Leírás (angol, HTML)
        <textarea
          rows={4}
          value={fields.content_en}
          onChange={(e) => set('content_en', e.target.value)}
        />
      </label>
      <p className="admin__muted">
        A leírásból mentéskor kimarad minden, ami nem biztonságos (szkript, eseménykezelő, idegen
        beágyazás).
      </p>
      <div className="admin__actions">
        <button type="submit" className="admin__button admin__button--primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
