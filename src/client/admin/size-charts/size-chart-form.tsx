import { type FormEvent, useId, useState } from 'react';
import type { SizeChartBodyRequest } from '@common/api/size-charts.schema';
import {
  KIND_LABELS,
  KIND_MEASURES,
  MEASURE_NAMES,
  type Measure,
  SIZE_KINDS,
  type SizeKind,
  chartProblems,
} from '@common/size-chart';
import { TableWrap } from '../table-wrap';

interface Row {
  size: string;
  /** Typed text per measure: [min, max]; a decimal comma is fine (57,5). */
  ranges: Partial<Record<Measure, [string, string]>>;
}

function rowsOf(chart: SizeChartBodyRequest | null): Row[] {
  if (!chart) return [{ size: '', ranges: {} }];
  return chart.sizes.map((s) => ({
    size: s.size,
    ranges: Object.fromEntries(
      Object.entries(s.ranges).map(([m, r]) => [m, [String(r[0]), String(r[1])]]),
    ),
  }));
}

const number = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? NaN : Number(text.trim().replace(',', '.'));

function bodyOf(brand: string, kind: SizeKind, rows: Row[]): SizeChartBodyRequest {
  return {
    brand,
    kind,
    sizes: rows.map((row) => ({
      size: row.size,
      ranges: Object.fromEntries(
        KIND_MEASURES[kind].map((m) => [
          m,
          [number(row.ranges[m]?.[0]), number(row.ranges[m]?.[1])],
        ]),
      ),
    })),
  };
}

/** A chart's brand, kind and sizes with a min–max range per measure; checked with the server's rules. */
export function SizeChartForm({
  initial,
  brands,
  busy,
  serverError,
  onSave,
  onCancel,
}: {
  initial: SizeChartBodyRequest | null;
  brands: string[];
  busy: boolean;
  serverError: string | null;
  onSave: (body: SizeChartBodyRequest) => void;
  onCancel: () => void;
}) {
  const listId = useId();
  const [brand, setBrand] = useState(initial?.brand ?? '');
  const [kind, setKind] = useState<SizeKind>(initial?.kind ?? 'helmet');
  const [rows, setRows] = useState<Row[]>(() => rowsOf(initial));
  const [problems, setProblems] = useState<string[]>([]);
  const measures = KIND_MEASURES[kind];
  const title = initial
    ? `${initial.brand} – ${KIND_LABELS[initial.kind]} mérettáblázat`
    : 'Új mérettáblázat';

  const change = (index: number, update: (row: Row) => Row) =>
    setRows((all) => all.map((row, i) => (i === index ? update(row) : row)));
  const setBound = (index: number, measure: Measure, which: 0 | 1, text: string) =>
    change(index, (row) => {
      const range: [string, string] = [...(row.ranges[measure] ?? ['', ''])];
      range[which] = text;
      return { ...row, ranges: { ...row.ranges, [measure]: range } };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(brand, kind, rows);
    const found = chartProblems(body);
    setProblems(found);
    if (found.length === 0) onSave(body);
  };

  return (
    <form className="admin__card admin__form" aria-label={title} onSubmit={submit} noValidate>
      <h2>{title}</h2>
      {problems.length > 0 || serverError ? (
        <ul role="alert" className="admin__errors">
          {(problems.length > 0 ? problems : [serverError]).map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      <div className="admin__grid">
        <label className="admin__field">
          Márka
          <input
            required
            list={listId}
            value={brand}
            maxLength={80}
            onChange={(e) => setBrand(e.target.value)}
          />
          <datalist id={listId}>
            {brands.map((b) => (
              <option key={b} value={b} />
            ))}
          </datalist>
        </label>
        <label className="admin__field">
          Termékfajta
          <select value={kind} onChange={(e) => setKind(e.target.value as SizeKind)}>
            {SIZE_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <TableWrap label="Méretek">
        <table className="admin__table size-chart-table">
          <caption>Méretek (centiméterben, alsó és felső határ, mindkettő beleértve)</caption>
          <thead>
            <tr>
              <th scope="col">Méret</th>
              {measures.map((m) => (
                <th key={m} scope="col">
                  {MEASURE_NAMES[m]} (cm)
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Műveletek</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                <td>
                  <input
                    aria-label={`${i + 1}. méret neve`}
                    value={row.size}
                    maxLength={20}
                    size={5}
                    onChange={(e) => change(i, (r) => ({ ...r, size: e.target.value }))}
                  />
                </td>
                {measures.map((m) => (
                  <td key={m} className="size-chart-table__range">
                    <input
                      aria-label={`${i + 1}. méret ${MEASURE_NAMES[m]}, alsó határ`}
                      inputMode="decimal"
                      size={5}
                      value={row.ranges[m]?.[0] ?? ''}
                      onChange={(e) => setBound(i, m, 0, e.target.value)}
                    />
                    <span aria-hidden="true">–</span>
                    <input
                      aria-label={`${i + 1}. méret ${MEASURE_NAMES[m]}, felső határ`}
                      inputMode="decimal"
                      size={5}
                      value={row.ranges[m]?.[1] ?? ''}
                      onChange={(e) => setBound(i, m, 1, e.target.value)}
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className="admin__button"
                    aria-label={`${i + 1}. méret törlése`}
                    disabled={rows.length === 1}
                    onClick={() => setRows((all) => all.filter((_, k) => k !== i))}
                  >
                    Törlés
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <div className="admin__actions">
        <button
          type="button"
          className="admin__button"
          onClick={() => setRows((all) => [...all, { size: '', ranges: {} }])}
        >
          Új méret
        </button>
        <button type="submit" className="admin__button admin__button--primary" disabled={busy}>
          Mentés
        </button>
        <button type="button" className="admin__button" onClick={onCancel}>
          Mégse
        </button>
      </div>
    </form>
  );
}
