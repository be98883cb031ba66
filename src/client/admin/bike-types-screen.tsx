import { type FormEvent, useEffect, useState } from 'react';
import type { AdminBikeType, BikeTypeFields } from '@common/api/admin-catalogue.schema';
import { apiErrorMessage } from '@client/api/api-error';
import {
  useAdminBikeTypesQuery,
  useDeleteBikeTypeMutation,
  useSaveBikeTypeMutation,
  useUploadBikeTypePictureMutation,
} from './catalogue-editor.api';
import { AdminList, AdminSearch } from './admin-list';

const EMPTY: BikeTypeFields = {
  manufacturer: '',
  construction: '',
  name_en: '',
  ccm: 0,
  power_kw: null,
  content: '',
};

function BikeTypeForm({
  bike,
  manufacturers,
  constructions,
  onDone,
}: {
  bike: AdminBikeType | null;
  manufacturers: string[];
  constructions: string[];
  onDone: () => void;
}) {
  const [fields, setFields] = useState<BikeTypeFields>(bike ?? EMPTY);
  const [ccm, setCcm] = useState(bike ? String(bike.ccm) : '');
  const [kw, setKw] = useState(bike?.power_kw ? String(bike.power_kw) : '');
  const [save, saveState] = useSaveBikeTypeMutation();
  const [upload, uploadState] = useUploadBikeTypePictureMutation();
  const [picture, setPicture] = useState<File | null>(null);
  const title = bike ? `${bike.manufacturer} ${bike.name_en} szerkesztése` : 'Új motortípus';
  const error = saveState.error ?? uploadState.error;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const power_kw = kw.trim() === '' ? null : Number(kw);
    const saved = await save({
      id: bike?.id ?? null,
      fields: { ...fields, ccm: Number(ccm), power_kw },
    });
    if (!('data' in saved) || !saved.data) return;
    if (picture) {
      const uploaded = await upload({ id: saved.data.id, file: await picture.arrayBuffer() });
      if (!('data' in uploaded)) return;
    }
    onDone();
  };
  const text = (name: keyof BikeTypeFields, label: string, list?: string) => (
    <label className="admin__field">
      {label}
      <input
        required
        list={list}
        value={String(fields[name])}
        onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
      />
    </label>
  );
  return (
    <form className="admin__card admin__form" aria-label={title} onSubmit={(e) => void submit(e)}>
      <h2>{title}</h2>
      <datalist id="bike-manufacturers">
        {manufacturers.map((m) => (
          <option key={m} value={m} />
        ))}
      </datalist>
      <datalist id="bike-constructions">
        {constructions.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <div className="admin__grid">
        {text('manufacturer', 'Gyártó', 'bike-manufacturers')}
        {text('construction', 'Kivitel', 'bike-constructions')}
        {text('name_en', 'Típusnév')}
        <label className="admin__field">
          Hengerűrtartalom (ccm)
          <input
            inputMode="numeric"
            required
            value={ccm}
            onChange={(e) => setCcm(e.target.value)}
          />
        </label>
        <div className="admin__field">
          <label htmlFor="bike-kw">Teljesítmény (kW, ha ismert)</label>
          <input
            id="bike-kw"
            type="number"
            min={1}
            max={500}
            step={1}
            value={kw}
            aria-describedby="bike-kw-hint"
            onChange={(e) => setKw(e.target.value)}
          />
          <span id="bike-kw-hint" className="admin__muted">
            A jogosítvány-szűrőhöz: A2-vel legfeljebb 35 kW vezethető.
          </span>
        </div>
        <label className="admin__field">
          Kép (JPEG, PNG, WebP, AVIF, GIF; legfeljebb 10 MB)
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            onChange={(e) => setPicture(e.target.files?.[0] ?? null)}
          />
        </label>
      </div>
      <label className="admin__field admin__field--wide">
        Leírás
        <textarea
          rows={3}
          value={fields.content}
          onChange={(e) => setFields((f) => ({ ...f, content: e.target.value }))}
        />
      </label>
      {error ? (
        <p role="alert" className="admin__error">
          {apiErrorMessage(error) ?? 'A mentés nem sikerült.'}
        </p>
      ) : null}
      <div className="admin__actions">
        <button
          type="submit"
          className="admin__button admin__button--primary"
          disabled={saveState.isLoading || uploadState.isLoading}
        >
          Mentés
        </button>
        <button type="button" className="admin__button" onClick={onDone}>
          Mégse
        </button>
      </div>
    </form>
  );
}

/** /admin/motortipusok: the bike types of the parts finder (maker, construction, ccm, name, picture). */
export function BikeTypesScreen() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { data } = useAdminBikeTypesQuery({ q, page });
  const [remove, removal] = useDeleteBikeTypeMutation();
  useEffect(() => {
    document.title = 'Motortípusok – Háttériroda';
  }, []);
  const pages = data ? Math.max(1, Math.ceil(data.total / 50)) : 1;
  const edited = data?.items.find((b) => b.id === editing) ?? null;

  return (
    <section aria-labelledby="bikes-title">
      <h1 id="bikes-title">Motortípusok</h1>
      {editing !== null && (editing === 'new' || edited) ? (
        <BikeTypeForm
          key={String(editing)}
          bike={edited}
          manufacturers={data?.manufacturers ?? []}
          constructions={data?.constructions ?? []}
          onDone={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="admin__button" onClick={() => setEditing('new')}>
          Új motortípus
        </button>
      )}
      {removal.error ? (
        <p role="alert" className="admin__error">
          {apiErrorMessage(removal.error) ?? 'A törlés nem sikerült.'}
        </p>
      ) : null}
      <AdminSearch
        label="Keresés (gyártó, típus)"
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      {data ? (
        <AdminList
          label="Motortípusok táblázata"
          caption={`${data.total} motortípus`}
          columns={['Azonosító', 'Gyártó', 'Típus', 'Kivitel', 'ccm', 'kW', 'Kép', 'Művelet']}
          page={page}
          pages={pages}
          onPage={setPage}
        >
          {data.items.map((b) => (
            <tr key={b.id}>
              <td>{b.id}</td>
              <td>{b.manufacturer}</td>
              <td>{b.name_en}</td>
              <td>{b.construction}</td>
              <td>{b.ccm}</td>
              <td>{b.power_kw ?? '–'}</td>
              <td>{b.img ? <img src={b.img} alt="" width={64} height={40} /> : '–'}</td>
              <td>
                <button
                  type="button"
                  className="admin__button"
                  aria-label={`${b.manufacturer} ${b.name_en} szerkesztése`}
                  onClick={() => setEditing(b.id)}
                >
                  Szerkesztés
                </button>{' '}
                <button
                  type="button"
                  className="admin__button"
                  aria-label={`${b.manufacturer} ${b.name_en} törlése`}
                  disabled={removal.isLoading}
                  onClick={() => {
                    if (
                      !window.confirm(
                        `Biztosan törli a(z) „${b.manufacturer} ${b.name_en}” motortípust?`,
                      )
                    )
                      return;
                    if (editing === b.id) setEditing(null);
                    void remove(b.id);
                  }}
                >
                  Törlés
                </button>
              </td>
            </tr>
          ))}
        </AdminList>
      ) : null}
    </section>
  );
}
