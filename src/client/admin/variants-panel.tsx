import { useState } from 'react';
import type { AdminProduct } from '@common/api/admin-catalogue.schema';
import { AVAILABILITY_LABELS } from '@common/api/admin-catalogue.constants';
import { apiErrorMessage } from '@client/api/api-error';
import { Price } from '@client/components/price';
import { useDeleteVariantMutation, useSaveVariantMutation } from './catalogue-editor.api';
import { TableWrap } from './table-wrap';
import { VariantForm } from './variant-form';

const deleteQuestion = (cikkszam: string) =>
  `Biztosan törli a(z) „${cikkszam}” változatot? A vásárlók kosarából is kikerül; a leadott rendelések megőrzik.`;

/** A product's variants: the table, the form, and deleting one (the server refuses the last). */
export function VariantsPanel({ product }: { product: AdminProduct }) {
  const [save, { isLoading, error: saveError, reset }] = useSaveVariantMutation();
  const [remove, removal] = useDeleteVariantMutation();
  const error = saveError ?? removal.error;
  const [editing, setEditing] = useState<number | 'new' | null>(
    product.variants.length === 0 ? 'new' : null,
  );
  const edited = product.variants.find((v) => v.id === editing) ?? null;
  return (
    <section className="admin__card" aria-labelledby="variants-title">
      <h2 id="variants-title">Változatok</h2>
      {product.variants.length > 0 ? (
        <TableWrap label="Változatok táblázata">
          <table className="admin__table">
            <thead>
              <tr>
                <th scope="col">Cikkszám</th>
                <th scope="col">Név</th>
                <th scope="col">Ár</th>
                <th scope="col">Készlet</th>
                <th scope="col">Elérhetőség</th>
                <th scope="col">Művelet</th>
              </tr>
            </thead>
            <tbody>
              {product.variants.map((v) => (
                <tr key={v.id}>
                  <td>{v.cikkszam}</td>
                  <td>{v.name_hu}</td>
                  <td>
                    <Price value={v.unique_promotional_price ?? v.price_curr_hu} />
                  </td>
                  <td>{v.stock}</td>
                  <td>{AVAILABILITY_LABELS[v.availability]}</td>
                  <td>
                    <button
                      type="button"
                      className="admin__button"
                      aria-label={`${v.cikkszam} szerkesztése`}
                      onClick={() => {
                        reset();
                        setEditing(v.id);
                      }}
                    >
                      Szerkesztés
                    </button>{' '}
                    <button
                      type="button"
                      className="admin__button"
                      aria-label={`${v.cikkszam} törlése`}
                      disabled={removal.isLoading}
                      onClick={() => {
                        if (!window.confirm(deleteQuestion(v.cikkszam))) return;
                        reset();
                        removal.reset();
                        if (editing === v.id) setEditing(null);
                        void remove({ productId: product.id, variantId: v.id });
                      }}
                    >
                      Törlés
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : (
        <p>A terméknek még nincs változata: a megjelenítéshez legalább egy kell.</p>
      )}
      {error ? (
        <p role="alert" className="admin__error">
          {apiErrorMessage(error) ??
            (saveError ? 'A változat mentése nem sikerült.' : 'A törlés nem sikerült.')}
        </p>
      ) : null}
      {editing === null ? (
        <button
          type="button"
          className="admin__button"
          onClick={() => {
            reset();
            setEditing('new');
          }}
        >
          Új változat
        </button>
      ) : (
        <VariantForm
          key={String(editing)}
          variant={edited}
          busy={isLoading}
          onCancel={product.variants.length > 0 ? () => setEditing(null) : undefined}
          onSubmit={(fields) => {
            void save({ productId: product.id, variantId: edited?.id ?? null, fields }).then(
              (result) => {
                if ('data' in result) setEditing(null);
              },
            );
          }}
        />
      )}
    </section>
  );
}
