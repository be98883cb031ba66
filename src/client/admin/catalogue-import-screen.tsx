import { type FormEvent, useEffect, useState } from 'react';
import type { ImportPreview } from '@common/api/admin.schema';
import { apiErrorMessage } from '@client/api/api-error';
import { useDownloadCsvMutation, useImportCatalogueMutation } from './admin.api';
import { TableWrap } from './table-wrap';

const show = (value: unknown) => (value === null || value === undefined ? '–' : String(value));

function PreviewReport({ preview }: { preview: ImportPreview }) {
  return (
    <section aria-labelledby="preview-title" className="admin__card">
      <h2 id="preview-title">{preview.applied ? 'Az import kész' : 'Előnézet'}</h2>
      <p>
        {preview.rows} sor ({preview.encoding}, elválasztó: „{preview.separator}”): {preview.new}{' '}
        új, {preview.changed} módosított, {preview.unchanged} változatlan, {preview.errors.length}{' '}
        hiba.
      </p>
      {preview.errors.length > 0 ? (
        <>
          <h3>Hibák – amíg vannak, semmi sem kerül be</h3>
          <ul className="admin__errors">
            {preview.errors.map((e, i) => (
              <li key={i}>
                {e.line > 0 ? `${e.line}. sor: ` : ''}
                {e.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {preview.changes.length > 0 ? (
        <TableWrap label="Változások táblázata">
          <table className="admin__table">
            <caption>Változások (legfeljebb 500 látszik)</caption>
            <thead>
              <tr>
                <th scope="col">Sor</th>
                <th scope="col">Cikkszám</th>
                <th scope="col">Mi változik</th>
              </tr>
            </thead>
            <tbody>
              {preview.changes.map((c) => (
                <tr key={c.line}>
                  <td>{c.line}</td>
                  <td>
                    {c.cikkszam}
                    {c.kind === 'new' ? ' (új)' : ''}
                  </td>
                  <td>
                    {Object.keys(c.after)
                      .map((k) => `${k}: ${show(c.before[k])} → ${show(c.after[k])}`)
                      .join('; ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
    </section>
  );
}

/** /admin/termekek: the catalogue as CSV: export, and import with a preview before applying. */
export function CatalogueImportScreen() {
  const [send, { isLoading, error }] = useImportCatalogueMutation();
  const [downloadCsv] = useDownloadCsvMutation();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  useEffect(() => {
    document.title = 'Termékek CSV-ben – Háttériroda';
  }, []);

  const run = async (dryRun: boolean) => {
    if (!file) return;
    const result = await send({ file: await file.arrayBuffer(), dryRun });
    if (result.data) setPreview(result.data);
    else if (result.error && 'data' in result.error && result.error.status === 422)
      setPreview(result.error.data as ImportPreview);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(true);
  };
  const canApply =
    preview && !preview.applied && preview.errors.length === 0 && preview.new + preview.changed > 0;

  return (
    <section aria-labelledby="catalogue-title">
      <h1 id="catalogue-title">Termékek CSV-ben</h1>
      <div className="admin__card">
        <h2>Export</h2>
        <p>Minden változat egy sorban: cikkszám, termék, név, árak, készlet, elérhetőség, súly.</p>
        <button
          type="button"
          className="admin__button"
          onClick={() =>
            void downloadCsv({ path: '/admin/products.csv', filename: 'termekek.csv' })
          }
        >
          Termékek letöltése (CSV)
        </button>
      </div>
      <form className="admin__card" onSubmit={submit} aria-labelledby="import-title">
        <h2 id="import-title">Import</h2>
        <p>
          A sorokat a cikkszám azonosítja. A napi ár- és készletfrissítéshez elég a{' '}
          <code>cikkszam;ar;akcios_ar;keszlet</code> oszlop. UTF-8 vagy Windows-1250 (Excel), „;”
          vagy „,” elválasztással.
        </p>
        <label className="admin__field">
          CSV-fájl
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPreview(null);
            }}
          />
        </label>
        <div className="admin__actions">
          <button type="submit" className="admin__button" disabled={!file || isLoading}>
            Előnézet
          </button>
          <button
            type="button"
            className="admin__button admin__button--primary"
            disabled={!canApply || isLoading}
            onClick={() => void run(false)}
          >
            Import jóváhagyása
          </button>
        </div>
        {error && !('status' in error && error.status === 422) ? (
          <p role="alert" className="admin__error">
            {apiErrorMessage(error) ?? 'Az import nem sikerült.'}
          </p>
        ) : null}
      </form>
      {preview ? <PreviewReport preview={preview} /> : null}
    </section>
  );
}
