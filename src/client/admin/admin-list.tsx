import { type FormEvent, type ReactNode, useState } from 'react';
import { TableWrap } from './table-wrap';

/** A list screen's search box (one field and its button); the caller keeps the applied text. */
export function AdminSearch({
  label,
  initial = '',
  onSearch,
  formLabel,
}: {
  label: string;
  initial?: string;
  onSearch: (text: string) => void;
  formLabel?: string;
}) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="admin__filters" role="search" aria-label={formLabel} onSubmit={submit}>
      <label className="admin__field admin__field--wide">
        {label}
        <input type="search" value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="submit" className="admin__button">
        Keresés
      </button>
    </form>
  );
}

export interface AdminListProps {
  /** The scroller's name (a region a screen reader can find). */
  label: string;
  caption?: ReactNode;
  columns: readonly string[];
  busy?: boolean;
  /** The rows (`<tr>`), one a listed item. */
  children: ReactNode;
  /** Paging: shown when there is more than one page. */
  page?: number;
  pages?: number;
  onPage?: (page: number) => void;
}

/** The back office's list: a table that scrolls in its own region on a phone, and the pager under it. */
export function AdminList({
  label,
  caption,
  columns,
  busy,
  children,
  page = 1,
  pages = 1,
  onPage,
}: AdminListProps) {
  return (
    <>
      <TableWrap label={label}>
        <table className="admin__table" aria-busy={busy}>
          {caption ? <caption>{caption}</caption> : null}
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </TableWrap>
      {pages > 1 && onPage ? (
        <nav className="admin__pager" aria-label="Lapozás">
          <button
            type="button"
            className="admin__button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            Előző oldal
          </button>
          <span>
            {page}. oldal / {pages}
          </span>
          <button
            type="button"
            className="admin__button"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            Következő oldal
          </button>
        </nav>
      ) : null}
    </>
  );
}
