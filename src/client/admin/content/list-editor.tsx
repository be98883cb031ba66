import { useState } from 'react';
import { TableWrap } from '../table-wrap';
import { ContentForm, type FieldSpec, type FieldValues } from './content-form';
import {
  type ContentListKind,
  type ContentListTypes,
  errorMessage,
  useContentListQuery,
  useDeleteContentItemMutation,
  useSaveContentItemMutation,
} from './content-admin.api';

type Item = ContentListTypes[ContentListKind]['item'];
type Input = ContentListTypes[ContentListKind]['input'];

export interface ListEditorProps {
  kind: ContentListKind;
  /** The list's name, e.g. 'Partnerek'; the new item's button says `Új ${noun}`. */
  title: string;
  noun: string;
  fields: (items: Item[], editing: Item | null) => FieldSpec[];
  columns: { label: string; value: (item: Item) => string }[];
  blank: FieldValues;
}

const valuesOf = (item: Item): FieldValues =>
  Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'id')) as FieldValues;

/** A content list (slides, partners, pages, blog): a table, and one form to add or change an item. */
export function ListEditor({ kind, title, noun, fields, columns, blank }: ListEditorProps) {
  const { data: items = [], isLoading } = useContentListQuery(kind);
  const [save] = useSaveContentItemMutation();
  const [remove] = useDeleteContentItemMutation();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (isLoading) return <p>Betöltés…</p>;
  const current = editing === 'new' ? null : editing;

  return (
    <>
      <TableWrap label={title}>
        <table className="admin__table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col">
                  {c.label}
                </th>
              ))}
              <th scope="col">Műveletek</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                {columns.map((c) => (
                  <td key={c.label}>{c.value(item)}</td>
                ))}
                <td>
                  <div className="admin__actions">
                    <button
                      type="button"
                      className="admin__button"
                      onClick={() => setEditing(item)}
                      aria-label={`${columns[0]!.value(item)} szerkesztése`}
                    >
                      Szerkesztés
                    </button>
                    <button
                      type="button"
                      className="admin__button"
                      aria-label={`${columns[0]!.value(item)} törlése`}
                      onClick={() => {
                        if (!window.confirm(`Biztosan törli? (${columns[0]!.value(item)})`)) return;
                        setProblem(null);
                        void remove({ kind, id: item.id }).then((res) => {
                          if (res.error) setProblem(errorMessage(res.error));
                          if (current?.id === item.id) setEditing(null);
                        });
                      }}
                    >
                      Törlés
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {items.length === 0 ? <p>Még nincs egy sem.</p> : null}
      {problem ? (
        <p role="alert" className="admin__error">
          {problem}
        </p>
      ) : null}
      {editing ? (
        <>
          <h2>{current ? `${columns[0]!.value(current)} szerkesztése` : `Új ${noun}`}</h2>
          <ContentForm
            key={current?.id ?? 'new'}
            fields={fields(items, current)}
            initial={current ? valuesOf(current) : blank}
            submitLabel="Mentés"
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              const res = await save({ kind, id: current?.id ?? null, input: values as Input });
              if (!res.data) return errorMessage(res.error);
              setEditing(res.data);
              return valuesOf(res.data);
            }}
          />
        </>
      ) : (
        <button
          type="button"
          className="admin__button admin__button--primary"
          onClick={() => setEditing('new')}
        >
          Új {noun}
        </button>
      )}
    </>
  );
}
