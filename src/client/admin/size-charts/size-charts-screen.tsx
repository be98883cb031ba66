import { useEffect, useState } from 'react';
import type { SizeChart } from '@common/api/size-charts.schema';
import {
  KIND_LABELS,
  KIND_MEASURES,
  MEASURE_NAMES,
  SIZE_KINDS,
  type SizeKind,
} from '@common/size-chart';
import { apiErrorMessage } from '@client/api/api-error';
import { TableWrap } from '../table-wrap';
import { SizeChartForm } from './size-chart-form';
import {
  useAdminSizeChartsQuery,
  useDeleteSizeChartMutation,
  useSaveSizeChartMutation,
  useSetCategorySizeKindMutation,
} from './size-charts.api';
import './size-charts.css';

function rangesText(chart: SizeChart): string {
  const first = chart.sizes[0];
  const last = chart.sizes[chart.sizes.length - 1];
  if (!first || !last) return '';
  return KIND_MEASURES[chart.kind]
    .map((m) => `${MEASURE_NAMES[m]} ${first.ranges[m]?.[0] ?? ''}–${last.ranges[m]?.[1] ?? ''} cm`)
    .join(', ');
}

/** /admin/merettablazatok: the brands' size charts and which categories use which kind. */
export default function SizeChartsScreen() {
  const { data } = useAdminSizeChartsQuery();
  const [save, saveState] = useSaveSizeChartMutation();
  const [remove, removeState] = useDeleteSizeChartMutation();
  const [setKind, kindState] = useSetCategorySizeKindMutation();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Mérettáblázatok – Háttériroda';
  }, []);
  const charts = data?.items ?? [];
  const edited = charts.find((c) => c.id === editing) ?? null;
  const otherError = apiErrorMessage(removeState.error ?? kindState.error);

  return (
    <section aria-labelledby="size-charts-title" className="size-charts">
      <h1 id="size-charts-title">Mérettáblázatok</h1>
      <p className="admin__muted">
        A termék oldalán a „Melyik méret jó nekem?” gomb akkor jelenik meg, ha a termék márkájához
        és fajtájához (a kategóriája szerint) van táblázat.
      </p>
      {notice ? (
        <p role="status" className="admin__ok">
          {notice}
        </p>
      ) : null}
      {otherError ? (
        <p role="alert" className="admin__error">
          {otherError}
        </p>
      ) : null}
      {editing !== null ? (
        <SizeChartForm
          key={editing}
          initial={edited}
          brands={data?.brands ?? []}
          busy={saveState.isLoading}
          serverError={apiErrorMessage(saveState.error)}
          onCancel={() => setEditing(null)}
          onSave={(body) =>
            void save({ id: edited?.id ?? null, body }).then((result) => {
              if ('data' in result && result.data) {
                setEditing(null);
                setNotice(
                  `A(z) ${result.data.brand} ${KIND_LABELS[result.data.kind].toLowerCase()} mérettáblázata elmentve.`,
                );
              }
            })
          }
        />
      ) : (
        <button
          type="button"
          className="admin__button admin__button--primary"
          onClick={() => {
            saveState.reset();
            setNotice(null);
            setEditing('new');
          }}
        >
          Új mérettáblázat
        </button>
      )}
      <TableWrap label="Mérettáblázatok listája">
        <table className="admin__table">
          <caption>{charts.length} mérettáblázat</caption>
          <thead>
            <tr>
              <th scope="col">Márka</th>
              <th scope="col">Fajta</th>
              <th scope="col">Méretek</th>
              <th scope="col">Tartomány</th>
              <th scope="col">
                <span className="visually-hidden">Műveletek</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {charts.map((c) => {
              const name = `${c.brand} ${KIND_LABELS[c.kind].toLowerCase()}`;
              return (
                <tr key={c.id}>
                  <td>{c.brand}</td>
                  <td>{KIND_LABELS[c.kind]}</td>
                  <td>{c.sizes.map((s) => s.size).join(', ')}</td>
                  <td>{rangesText(c)}</td>
                  <td className="admin__actions">
                    <button
                      type="button"
                      className="admin__button"
                      aria-label={`${name} szerkesztése`}
                      onClick={() => {
                        saveState.reset();
                        setNotice(null);
                        setEditing(c.id);
                      }}
                    >
                      Szerkesztés
                    </button>
                    <button
                      type="button"
                      className="admin__button"
                      aria-label={`${name} törlése`}
                      onClick={() => {
                        if (window.confirm(`Biztosan törli: ${name} mérettáblázat?`))
                          void remove(c.id).then(() =>
                            setNotice(`${name} mérettáblázata törölve.`),
                          );
                      }}
                    >
                      Törlés
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableWrap>

      <h2>Kategóriák mérettípusa</h2>
      <p className="admin__muted">
        Egy kategória termékei ezzel a táblázatfajtával választanak méretet; az alkategóriák
        öröklik.
      </p>
      <TableWrap label="Kategóriák mérettípusa">
        <table className="admin__table">
          <thead>
            <tr>
              <th scope="col">Kategória</th>
              <th scope="col">Mérettáblázat fajtája</th>
            </tr>
          </thead>
          <tbody>
            {(data?.categories ?? []).map((c) => (
              <tr key={c.id}>
                <td>{c.path}</td>
                <td>
                  <select
                    aria-label={`${c.path}: mérettáblázat fajtája`}
                    value={c.size_kind ?? ''}
                    disabled={kindState.isLoading}
                    onChange={(e) =>
                      void setKind({
                        id: c.id,
                        size_kind: (e.target.value || null) as SizeKind | null,
                      })
                    }
                  >
                    <option value="">
                      {c.inherited ? `Örökölt: ${KIND_LABELS[c.inherited]}` : 'Nincs'}
                    </option>
                    {SIZE_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {KIND_LABELS[k]}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}
