import { type FormEvent, useState } from 'react';
import type { AdminProduct } from '@common/api/admin-catalogue.schema';
import { apiErrorMessage } from '@client/api/api-error';
import {
  useOrderProductImagesMutation,
  useRemoveProductFileMutation,
  useUploadProductDownloadMutation,
  useUploadProductImageMutation,
} from './catalogue-editor.api';

/** A product's pictures (upload, order, remove; the first is the main one) and downloads (PDF). */
export function ProductMediaPanel({ product }: { product: AdminProduct }) {
  const [uploadImage, imageState] = useUploadProductImageMutation();
  const [order, orderState] = useOrderProductImagesMutation();
  const [remove, removeState] = useRemoveProductFileMutation();
  const [uploadDownload, downloadState] = useUploadProductDownloadMutation();
  const [image, setImage] = useState<File | null>(null);
  const [pdf, setPdf] = useState<File | null>(null);
  const [pdfName, setPdfName] = useState('');
  // A new key empties the file inputs after an upload.
  const [inputKey, setInputKey] = useState(0);
  const productId = product.id;
  const ids = product.images.map((i) => i.id);
  const error = imageState.error ?? orderState.error ?? removeState.error ?? downloadState.error;

  const sendImage = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!image) return;
    const result = await uploadImage({ productId, file: await image.arrayBuffer() });
    if ('data' in result) {
      setImage(null);
      setInputKey((k) => k + 1);
    }
  };
  const moveFirst = (id: number) =>
    void order({ productId, ids: [id, ...ids.filter((other) => other !== id)] });
  const moveUp = (index: number) => {
    const next = [...ids];
    [next[index - 1], next[index]] = [next[index] as number, next[index - 1] as number];
    void order({ productId, ids: next });
  };
  const sendPdf = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pdf || !pdfName.trim()) return;
    const result = await uploadDownload({
      productId,
      name: pdfName,
      file: await pdf.arrayBuffer(),
    });
    if ('data' in result) {
      setPdf(null);
      setPdfName('');
      setInputKey((k) => k + 1);
    }
  };

  return (
    <section className="admin__card" aria-labelledby="media-title">
      <h2 id="media-title">Képek és letöltések</h2>
      {error ? (
        <p role="alert" className="admin__error">
          {apiErrorMessage(error) ?? 'A művelet nem sikerült.'}
        </p>
      ) : null}
      {product.images.length === 0 ? <p>Még nincs képe a terméknek.</p> : null}
      <ol className="admin__images">
        {product.images.map((img, index) => (
          <li key={img.id}>
            <img src={img.url} alt={`${index + 1}. kép`} width={96} height={96} />
            <span>{index === 0 ? 'Főkép' : `${index + 1}. kép`}</span>
            <div className="admin__actions">
              {index > 0 ? (
                <>
                  <button type="button" className="admin__button" onClick={() => moveUp(index)}>
                    Előrébb
                  </button>
                  <button type="button" className="admin__button" onClick={() => moveFirst(img.id)}>
                    Legyen a főkép
                  </button>
                </>
              ) : null}
              <button
                type="button"
                className="admin__button"
                onClick={() => void remove({ productId, kind: 'images', id: img.id })}
              >
                Törlés
              </button>
            </div>
          </li>
        ))}
      </ol>
      <form className="admin__filters" onSubmit={(e) => void sendImage(e)}>
        <label className="admin__field">
          Új kép (JPEG, PNG, WebP, AVIF, GIF; legfeljebb 10 MB)
          <input
            key={inputKey}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          />
        </label>
        <button type="submit" className="admin__button" disabled={!image || imageState.isLoading}>
          Kép feltöltése
        </button>
      </form>

      <h3>Letöltések</h3>
      {product.downloads.length > 0 ? (
        <ul>
          {product.downloads.map((d) => (
            <li key={d.id}>
              <a href={d.url}>{d.name}</a>{' '}
              <button
                type="button"
                className="admin__button"
                onClick={() => void remove({ productId, kind: 'downloads', id: d.id })}
              >
                Törlés
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>Nincs letölthető dokumentum.</p>
      )}
      <form className="admin__filters" onSubmit={(e) => void sendPdf(e)}>
        <label className="admin__field">
          Dokumentum neve
          <input value={pdfName} onChange={(e) => setPdfName(e.target.value)} />
        </label>
        <label className="admin__field">
          PDF-fájl (legfeljebb 20 MB)
          <input
            key={inputKey}
            type="file"
            accept="application/pdf"
            onChange={(e) => setPdf(e.target.files?.[0] ?? null)}
          />
        </label>
        <button
          type="submit"
          className="admin__button"
          disabled={!pdf || !pdfName.trim() || downloadState.isLoading}
        >
          Dokumentum feltöltése
        </button>
      </form>
    </section>
  );
}
