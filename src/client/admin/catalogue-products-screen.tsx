import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Price } from '@client/components/price';
import { useAdminProductsQuery } from './catalogue-editor.api';
import { AdminList, AdminSearch } from './admin-list';

const PAGE_SIZE = 25;

/** /admin/katalogus: every product (newest first), searched by name, item number or address. */
export function CatalogueProductsScreen() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useAdminProductsQuery({ q, page, pageSize: PAGE_SIZE });
  useEffect(() => {
    document.title = 'Termékek – Háttériroda';
  }, []);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="products-title">
      <h1 id="products-title">Termékek</h1>
      <div className="admin__actions">
        <Link className="admin__button admin__button--primary" to="/admin/katalogus/uj">
          Új termék
        </Link>
      </div>
      <AdminSearch
        label="Keresés (név, cikkszám, webcím)"
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      {error ? (
        <p role="alert" className="admin__error">
          A termékek betöltése nem sikerült.
        </p>
      ) : null}
      {data ? (
        <AdminList
          label="Termékek táblázata"
          busy={isFetching}
          caption={`${data.total} termék${q ? ` a(z) „${q}” keresésre` : ''}`}
          columns={['Név', 'Kategória', 'Ár', 'Változat', 'Állapot']}
          page={page}
          pages={pages}
          onPage={setPage}
        >
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
        </AdminList>
      ) : null}
    </section>
  );
}
