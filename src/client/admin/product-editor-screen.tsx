import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { apiErrorMessage } from '@client/api/api-error';
import {
  useAdminProductQuery,
  useCreateProductMutation,
  usePublishProductMutation,
  useUpdateProductMutation,
} from './catalogue-editor.api';
import { EMPTY_PRODUCT, ProductFieldsForm } from './product-fields-form';
import { ProductMediaPanel } from './product-media-panel';
import { VariantsPanel } from './variants-panel';

/** /admin/katalogus/uj: a new product's own data; it is created hidden and then edited below. */
export function NewProductScreen() {
  const navigate = useNavigate();
  const [create, { isLoading, error }] = useCreateProductMutation();
  useEffect(() => {
    document.title = 'Új termék – Háttériroda';
  }, []);
  return (
    <section aria-labelledby="new-product-title">
      <p>
        <Link to="/admin/katalogus">← Termékek</Link>
      </p>
      <h1 id="new-product-title">Új termék</h1>
      {error ? (
        <p role="alert" className="admin__error">
          {apiErrorMessage(error) ?? 'A mentés nem sikerült.'}
        </p>
      ) : null}
      <ProductFieldsForm
        initial={EMPTY_PRODUCT}
        busy={isLoading}
        submitLabel="Termék létrehozása"
        onSubmit={(fields) => {
          void create(fields).then((result) => {
            if ('data' in result && result.data)
              navigate(`/admin/katalogus/${result.data.id}`, { replace: true });
          });
        }}
      />
    </section>
  );
}

/** /admin/katalogus/:id: a product's data, publishing, variants, pictures and downloads. */
export function ProductEditorScreen() {
  const id = Number(useParams().id);
  const { data: product, error: loadError } = useAdminProductQuery(id, { skip: !(id > 0) });
  const [update, updateState] = useUpdateProductMutation();
  const [publish, publishState] = usePublishProductMutation();
  useEffect(() => {
    document.title = `${product?.name_hu ?? 'Termék'} – Háttériroda`;
  }, [product?.name_hu]);
  const error = updateState.error ?? publishState.error;

  if (loadError) return <p role="alert">{apiErrorMessage(loadError) ?? 'Nincs ilyen termék.'}</p>;
  if (!product) return <p>Betöltés…</p>;
  const {
    id: _id,
    active,
    created_at: _c,
    variants: _v,
    images: _i,
    downloads: _d,
    ...own
  } = product;
  return (
    <section aria-labelledby="product-title">
      <p>
        <Link to="/admin/katalogus">← Termékek</Link>
      </p>
      <h1 id="product-title">{product.name_hu}</h1>
      <div className="admin__card admin__status-form">
        <p>
          Állapot: <strong>{active ? 'megjelenik a boltban' : 'rejtett'}</strong>
          {active ? (
            <>
              {' '}
              (<a href={`/termek/${product.alias}`}>megnyitás a boltban</a>)
            </>
          ) : null}
        </p>
        <button
          type="button"
          className="admin__button admin__button--primary"
          disabled={publishState.isLoading}
          onClick={() => void publish({ id: product.id, active: !active })}
        >
          {active ? 'Elrejtés' : 'Megjelenítés a boltban'}
        </button>
      </div>
      {error ? (
        <p role="alert" className="admin__error">
          {apiErrorMessage(error) ?? 'A mentés nem sikerült.'}
        </p>
      ) : null}
      {updateState.isSuccess ? (
        <p role="status" className="admin__ok">
          Mentve.
        </p>
      ) : null}
      <ProductFieldsForm
        key={product.alias}
        initial={own}
        busy={updateState.isLoading}
        submitLabel="Adatok mentése"
        onSubmit={(fields) => void update({ id: product.id, fields })}
      />
      <VariantsPanel product={product} />
      <ProductMediaPanel product={product} />
    </section>
  );
}
