import { type FormEvent, useEffect, useState } from 'react';
import type { AdminCategory, CategoryFields } from '@common/api/admin-catalogue.schema';
import { SECTION_NAMES } from '@common/section-names';
import { apiErrorMessage } from '@client/api/api-error';
import { aliasOf } from './product-fields-form';
import {
  useAdminCategoriesQuery,
  useDeleteCategoryMutation,
  useOrderCategoriesMutation,
  useSaveCategoryMutation,
} from './catalogue-editor.api';

type Section = CategoryFields['section'];
const SECTIONS: Section[] = ['ruhazat-sisak', 'szerviz-alkatreszek'];

/** The categories in tree order: each parent followed by its children, with their depth. */
function treeOrder(items: AdminCategory[]): { category: AdminCategory; depth: number }[] {
  const out: { category: AdminCategory; depth: number }[] = [];
  const walk = (parent: number | null, section: Section, depth: number) => {
    for (const c of items.filter((i) => i.parent_id === parent && i.section === section)) {
      out.push({ category: c, depth });
      walk(c.id, section, depth + 1);
    }
  };
  for (const section of SECTIONS) walk(null, section, 0);
  return out;
}

function CategoryForm({
  initial,
  all,
  title,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: CategoryFields;
  all: AdminCategory[];
  title: string;
  busy: boolean;
  onSubmit: (fields: CategoryFields) => void;
  onCancel?: () => void;
}) {
  const [fields, setFields] = useState(initial);
  const [aliasTouched, setAliasTouched] = useState(initial.alias !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only the editable fields: an edited category also carries its id and product count, which the
    // server refuses as unknown fields.
    const { section, parent_id, alias, name_hu, name_en, position } = fields;
    onSubmit({ section, parent_id, alias, name_hu, name_en, position });
  };
  return (
    <form className="admin__card admin__form" onSubmit={submit} aria-label={title}>
      <h2>{title}</h2>
      <div className="admin__grid">
        <label className="admin__field">
          Név (magyar)
          <input
            required
            value={fields.name_hu}
            onChange={(e) =>
              setFields((f) => ({
                ...f,
                name_hu: e.target.value,
                alias: aliasTouched ? f.alias : aliasOf(e.target.value),
              }))
            }
          />
        </label>
        <label className="admin__field">
          Név (angol)
          <input
            value={fields.name_en}
            onChange={(e) => setFields((f) => ({ ...f, name_en: e.target.value }))}
          />
        </label>
        <label className="admin__field">
          Webcím
          <input
            required
            value={fields.alias}
            onChange={(e) => {
              setAliasTouched(true);
              setFields((f) => ({ ...f, alias: e.target.value }));
            }}
          />
        </label>
        <label className="admin__field">
          Főcsoport
          <select
            value={fields.section}
            onChange={(e) =>
              setFields((f) => ({ ...f, section: e.target.value as Section, parent_id: null }))
            }
          >
            {SECTIONS.map((s) => (
              <option key={s} value={s}>
                {SECTION_NAMES[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin__field">
          Szülő kategória
          <select
            value={fields.parent_id ?? ''}
            onChange={(e) =>
              setFields((f) => ({
                ...f,
                parent_id: e.target.value ? Number(e.target.value) : null,
              }))
            }
          >
            <option value="">(legfelső szint)</option>
            {all
              .filter((c) => c.section === fields.section)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name_hu}
                </option>
              ))}
          </select>
        </label>
      </div>
      <div className="admin__actions">
        <button type="submit" className="admin__button admin__button--primary" disabled={busy}>
          Mentés
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

/** /admin/kategoriak: the two section trees: names, addresses, parents and the order of siblings. */
export function CategoriesScreen() {
  const { data } = useAdminCategoriesQuery();
  const [save, saveState] = useSaveCategoryMutation();
  const [order, orderState] = useOrderCategoriesMutation();
  const [remove, removal] = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  useEffect(() => {
    document.title = 'Kategóriák – Háttériroda';
  }, []);
  const items = data?.items ?? [];
  const error = saveState.error ?? orderState.error ?? removal.error;
  const siblingsOf = (c: AdminCategory) =>
    items.filter((i) => i.section === c.section && i.parent_id === c.parent_id);
  const moveUp = (c: AdminCategory) => {
    const ids = siblingsOf(c).map((s) => s.id);
    const at = ids.indexOf(c.id);
    [ids[at - 1], ids[at]] = [ids[at] as number, ids[at - 1] as number];
    void order(ids);
  };
  const edited = items.find((c) => c.id === editing);
  const submit = (id: number | null) => (fields: CategoryFields) =>
    void save({ id, fields }).then((result) => {
      if ('data' in result) setEditing(null);
    });

  return (
    <section aria-labelledby="categories-title">
      <h1 id="categories-title">Kategóriák</h1>
      {error ? (
        <p role="alert" className="admin__error">
          {apiErrorMessage(error) ?? 'A mentés nem sikerült.'}
        </p>
      ) : null}
      {editing === 'new' ? (
        <CategoryForm
          title="Új kategória"
          all={items}
          busy={saveState.isLoading}
          initial={{
            section: 'ruhazat-sisak',
            parent_id: null,
            alias: '',
            name_hu: '',
            name_en: '',
            position: items.length,
          }}
          onSubmit={submit(null)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        // Not before the tree is in: the new category's parents and its place after its siblings
        // come from it (opened earlier, it would go first, with no parent to choose).
        <button
          type="button"
          className="admin__button"
          disabled={!data}
          onClick={() => setEditing('new')}
        >
          Új kategória
        </button>
      )}
      {edited ? (
        <CategoryForm
          key={edited.id}
          title={`${edited.name_hu} szerkesztése`}
          all={items.filter((c) => c.id !== edited.id)}
          busy={saveState.isLoading}
          initial={edited}
          onSubmit={submit(edited.id)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <ul className="admin__tree">
        {treeOrder(items).map(({ category: c, depth }) => (
          <li key={c.id} style={{ marginInlineStart: `${depth * 1.5}rem` }}>
            <span>
              {depth === 0 ? `${SECTION_NAMES[c.section]} / ` : ''}
              <strong>{c.name_hu}</strong>{' '}
              <span className="admin__muted">({c.products} termék)</span>
            </span>
            <span className="admin__actions">
              {siblingsOf(c)[0]?.id !== c.id ? (
                <button
                  type="button"
                  className="admin__button"
                  aria-label={`${c.name_hu} előrébb`}
                  onClick={() => moveUp(c)}
                >
                  Előrébb
                </button>
              ) : null}
              <button
                type="button"
                className="admin__button"
                aria-label={`${c.name_hu} szerkesztése`}
                onClick={() => setEditing(c.id)}
              >
                Szerkesztés
              </button>
              <button
                type="button"
                className="admin__button"
                aria-label={`${c.name_hu} törlése`}
                disabled={removal.isLoading}
                onClick={() => {
                  if (!window.confirm(`Biztosan törli a(z) „${c.name_hu}” kategóriát?`)) return;
                  saveState.reset();
                  orderState.reset();
                  if (editing === c.id) setEditing(null);
                  void remove(c.id);
                }}
              >
                Törlés
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
