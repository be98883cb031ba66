import { type FormEvent, useId, useState } from 'react';
import type { Product, Variant } from '@common/api/catalogue.schema';
import type { ProductSizeChart } from '@common/api/size-charts.schema';
import {
  KIND_MEASURES,
  MEASURE_BOUNDS,
  MEASURE_LABELS,
  MEASURE_NAMES,
  type Measure,
} from '@common/size-chart';
import { apiErrorMessage } from '@client/api/api-error';
import { ModalDialog } from '@client/components/modal-dialog';
import { TextField } from '@client/components/text-field';
import { variantName } from '../variants';
import { useLazySizeAdviceQuery } from './size-advisor.api';
import { variantForSize } from './size-variant';
import './size-advisor.css';

type Chart = NonNullable<ProductSizeChart['chart']>;

const fieldName = (measure: Measure) => MEASURE_LABELS[measure].replace(' (cm)', '');

/** The measure typed (a decimal comma is fine), or the Hungarian reason it cannot be used. */
export function readMeasure(measure: Measure, text: string): number | string {
  const name = fieldName(measure);
  if (!text.trim()) return `${name}: add meg centiméterben.`;
  const value = Number(text.trim().replace(',', '.'));
  if (!Number.isFinite(value)) return `${name}: számot adj meg (például 57 vagy 57,5).`;
  const [low, high] = MEASURE_BOUNDS[measure];
  if (value < low || value > high) return `${name}: ${low} és ${high} cm közötti számot adj meg.`;
  return value;
}

function ChartTable({ chart, measures }: { chart: Chart; measures: readonly Measure[] }) {
  return (
    <div className="size-advisor__chart" role="region" aria-label="Mérettáblázat" tabIndex={0}>
      <table>
        <caption>{chart.brand} mérettáblázat (cm)</caption>
        <thead>
          <tr>
            <th scope="col">Méret</th>
            {measures.map((m) => (
              <th key={m} scope="col">
                {MEASURE_NAMES[m]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.sizes.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              {measures.map((m) => (
                <td key={m}>
                  {String(row.ranges[m]?.[0] ?? '').replace('.', ',')}–
                  {String(row.ranges[m]?.[1] ?? '').replace('.', ',')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The advisor's dialog: the measures, the suggestion, and one button that selects that variant. */
export default function SizeAdvisorDialog({
  product,
  chart,
  selected,
  onChoose,
  onClose,
}: {
  product: Product;
  chart: Chart;
  selected: Variant | null;
  onChoose: (variantId: number) => void;
  onClose: () => void;
}) {
  const id = useId();
  const measures = KIND_MEASURES[chart.kind];
  const [texts, setTexts] = useState<Partial<Record<Measure, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<Measure, string>>>({});
  const [ask, { currentData: advice, error, isFetching }] = useLazySizeAdviceQuery();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values: Partial<Record<Measure, number>> = {};
    const problems: Partial<Record<Measure, string>> = {};
    for (const m of measures) {
      const read = readMeasure(m, texts[m] ?? '');
      if (typeof read === 'number') values[m] = read;
      else problems[m] = read;
    }
    setErrors(problems);
    if (Object.keys(problems).length === 0) void ask({ alias: product.alias, measures: values });
  };
  const variant = advice?.size ? variantForSize(product.variants, advice.size, selected) : null;

  return (
    <ModalDialog
      title="Melyik méret jó nekem?"
      buttonText="Bezár"
      onClose={onClose}
      className="size-advisor"
    >
      <form className="size-advisor__form" noValidate onSubmit={submit} aria-label="Méreteid">
        <p className="size-advisor__hint">
          Mérd meg magad mérőszalaggal, és add meg a méreteidet centiméterben.
        </p>
        {measures.map((m) => (
          <TextField
            key={m}
            id={`${id}-${m}`}
            name={m}
            label={MEASURE_LABELS[m]}
            value={texts[m] ?? ''}
            inputMode="decimal"
            required
            error={errors[m] ?? null}
            onChange={(name, value) => setTexts((t) => ({ ...t, [name]: value }))}
          />
        ))}
        <button type="submit" className="button" disabled={isFetching}>
          Mutasd a méretem
        </button>
      </form>
      <div role="status" className="size-advisor__answer">
        {advice && !isFetching ? (
          <>
            <p className={`size-advisor__message size-advisor__message--${advice.status}`}>
              {advice.message}
            </p>
            {advice.size && variant ? (
              <button
                type="button"
                className="button button--primary"
                onClick={() => onChoose(variant.id)}
              >
                {`${advice.size} méret kiválasztása`}
              </button>
            ) : null}
            {advice.size && !variant ? (
              <p>{`Ebből a termékből most nincs ${advice.size} méret.`}</p>
            ) : null}
            {variant && variant.stock <= 0 ? (
              <p className="muted">{`${variantName(variant)}: most nincs készleten.`}</p>
            ) : null}
          </>
        ) : null}
        {error && !isFetching ? (
          <p className="size-advisor__error">
            {apiErrorMessage(error) ?? 'A méretajánló most nem érhető el. Kérjük, próbáld újra.'}
          </p>
        ) : null}
      </div>
      <ChartTable chart={chart} measures={measures} />
    </ModalDialog>
  );
}
