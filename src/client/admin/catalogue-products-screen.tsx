import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Price } from '@client/components/price';
import { forgetSessionOn401 } from './admin.api';
import { useAdminProductsQuery } from './catalogue-editor.api';
import { TableWrap } from './table-wrap';

const PAGE_SIZE = 25;

/** /admin/katalogus: every product (newest first), searched by name, item number or address. */
export function CatalogueProductsScreen() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useAdminProductsQuery({ q, page, pageSize: PAGE_SIZE });
  useEffect(() => {
    document.title = 'Termékek – Háttériroda';
  }, []);
  useEffect(() => forgetSessionOn401(error), [error]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
    setPage(1);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="products-title">
      <h1 id="products-title">Termékek</h1>
      <div className="admin__actions">
        <Link className="admin__button admin__button--primary" to="/admin/katalogus/uj">
          Új termék
        </Link>
      </div>
      <form className="admin__filters" role="search" onSubmit={search}>
        <label className="admin__field admin__field--wide">
          Keresés (név, cikkszám, webcím)
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
        <button type="submit" className="admin__button">
          Keresés
        </button>
      </form>
      {error ? (
        <p role="alert" className="admin__error">
          A termékek betöltése nem sikerült.
        </p>
      ) : null}
      {data ? (
        <TableWrap label="Termékek táblázata">
          <table className="admin__table" aria-busy={isFetching}>
            <caption>
              {data.total} termék{q ? ` a(z) „${q}” keresésre` : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Név</th>
                <th scope="col">Kategória</th>
                <th scope="col">Ár</th>
                <th scope="col">Változat</th>
                <th scope="col">Állapot</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((p) => (
                <tr key={p.id}>
                  <td>
                    <Link to={`/admin/katalogus/${p.id}`}>{p.name_hu}</Link>
                    <div className="admin__muted">{p.alias}</div>
                  </td>
                  <td>{p.category}</td>
                  <td>{p.variants > 0 ? <Price value={p.effective_price} /> : '–'}</td>
                  <td>{p.variants}</td>
                  <td>{p.active ? 'Megjelenik' : 'Rejtett'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      {pages > 1 ? (
        <nav className="admin__pager" aria-label="Oldalak">
          <button
            type="button"
            className="admin__button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Előző
          </button>
          <span>
            {page}. oldal / {pages}
          </span>
          <button
            type="button"
            className="admin__button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Következő
          </button>
        </nav>
      ) : null}
    </section>
  );
}
