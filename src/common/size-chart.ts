/**
 * Size charts (issue 20): per brand and kind of product, each size a min–max range per body measure
 * in centimetres. The rules here are shared: the server validates charts and answers the advice with
 * them, the back office and the product page's dialog name the measures with them.
 */

export const SIZE_KINDS = ['helmet', 'jacket', 'gloves'] as const;
export type SizeKind = (typeof SIZE_KINDS)[number];

export const MEASURES = ['head', 'chest', 'waist', 'hand'] as const;
export type Measure = (typeof MEASURES)[number];

/** The measures each kind's chart holds, in the order the forms ask them. */
export const KIND_MEASURES: Record<SizeKind, readonly Measure[]> = {
  helmet: ['head'],
  jacket: ['chest', 'waist'],
  gloves: ['hand'],
};

export const KIND_LABELS: Record<SizeKind, string> = {
  helmet: 'Bukósisak',
  jacket: 'Kabát',
  gloves: 'Kesztyű',
};

/** Labels of the number fields (the unit is part of the label). */
export const MEASURE_LABELS: Record<Measure, string> = {
  head: 'Fejkörfogat (cm)',
  chest: 'Mellbőség (cm)',
  waist: 'Derékbőség (cm)',
  hand: 'Kézkörfogat (cm)',
};

/** The measures' names inside a sentence. */
export const MEASURE_NAMES: Record<Measure, string> = {
  head: 'fejkörfogat',
  chest: 'mellbőség',
  waist: 'derékbőség',
  hand: 'kézkörfogat',
};

/** Plausible bounds of a body measure in cm: outside them the value is a typo, not a body. */
export const MEASURE_BOUNDS: Record<Measure, readonly [number, number]> = {
  head: [40, 75],
  chest: [60, 180],
  waist: [50, 180],
  hand: [12, 35],
};

export type Range = [min: number, max: number];

export interface ChartSize {
  size: string;
  ranges: Partial<Record<Measure, Range>>;
}

export interface SizeChartBody {
  brand: string;
  kind: SizeKind;
  sizes: ChartSize[];
}

export const MAX_SIZES = 20;

/** Measures are whole or half centimetres at most: finer steps are not what tape measures show. */
function isHalfStep(n: number): boolean {
  return Number.isFinite(n) && Math.round(n * 10) === n * 10;
}

/**
 * Every problem of a chart in Hungarian (empty when it is fine): a brand, 1–20 sizes with distinct
 * names, each size a range for each of the kind's measures within the plausible bounds, min ≤ max,
 * and the sizes ascending without overlaps (a gap between two sizes is allowed: a measure there is
 * "between two sizes").
 */
export function chartProblems(chart: SizeChartBody): string[] {
  const problems: string[] = [];
  if (!chart.brand.trim()) problems.push('Adja meg a márkát.');
  if (!SIZE_KINDS.includes(chart.kind)) problems.push('Ismeretlen termékfajta.');
  const measures = KIND_MEASURES[chart.kind] ?? [];
  if (chart.sizes.length === 0) problems.push('Adjon meg legalább egy méretet.');
  if (chart.sizes.length > MAX_SIZES) problems.push(`Legfeljebb ${MAX_SIZES} méret lehet.`);
  const names = new Set<string>();
  chart.sizes.forEach((row, i) => {
    const at = `${i + 1}. sor`;
    const name = row.size.trim();
    if (!name) problems.push(`${at}: adja meg a méret nevét.`);
    else if (names.has(name.toLowerCase()))
      problems.push(`${at}: a(z) „${name}” méret kétszer szerepel.`);
    names.add(name.toLowerCase());
    for (const key of Object.keys(row.ranges))
      if (!measures.includes(key as Measure))
        problems.push(`${at}: ${KIND_LABELS[chart.kind]} táblázatában nincs ${key} mérték.`);
    for (const measure of measures) {
      const range = row.ranges[measure];
      const label = MEASURE_NAMES[measure];
      if (!range) {
        problems.push(`${at}: adja meg a(z) ${label} tartományát.`);
        continue;
      }
      const [min, max] = range;
      const [low, high] = MEASURE_BOUNDS[measure];
      if (!isHalfStep(min) || !isHalfStep(max))
        problems.push(`${at}: a(z) ${label} egész vagy tizedes (pl. 57,5) szám legyen.`);
      else if (min < low || max > high)
        problems.push(`${at}: a(z) ${label} ${low} és ${high} cm között legyen.`);
      else if (min > max) problems.push(`${at}: a(z) ${label} alsó határa nagyobb a felsőnél.`);
      const prev = chart.sizes[i - 1]?.ranges[measure];
      if (prev && range && prev[1] >= min)
        problems.push(
          `${at}: a(z) ${label} tartománya nagyobb legyen az előző méreténél, átfedés nélkül.`,
        );
    }
  });
  return problems;
}

export type MeasureFit =
  | { at: 'size'; index: number }
  | { at: 'between'; lower: number; upper: number }
  | { at: 'below' }
  | { at: 'above' };

/** Where one measure falls in a chart's (ascending, non-overlapping, inclusive) ranges. */
export function fitOfMeasure(sizes: ChartSize[], measure: Measure, value: number): MeasureFit {
  let lastBelow = -1;
  for (const [index, row] of sizes.entries()) {
    const range = row.ranges[measure];
    if (!range) continue;
    if (value >= range[0] && value <= range[1]) return { at: 'size', index };
    if (value > range[1]) lastBelow = index;
  }
  if (lastBelow < 0) return { at: 'below' };
  if (lastBelow === sizes.length - 1) return { at: 'above' };
  return { at: 'between', lower: lastBelow, upper: lastBelow + 1 };
}

export type SizeAdvice =
  /** Every measure inside one size's ranges (or, with several measures, the largest of their sizes). */
  | { status: 'fits'; size: string; message: string }
  /** A measure between two sizes: the larger is suggested, both are named. */
  | { status: 'between'; size: string; lower: string; upper: string; message: string }
  | { status: 'below' | 'above'; size: null; message: string };

/**
 * The suggestion for the shopper's measures. With several measures (jacket: chest and waist) each
 * gives a size and the largest wins: a jacket tight at the chest cannot be worn, one loose at the
 * waist can. A measure between two sizes counts as the larger one and the answer says so.
 */
export function adviseSize(
  kind: SizeKind,
  sizes: ChartSize[],
  measures: Partial<Record<Measure, number>>,
): SizeAdvice {
  const fits = KIND_MEASURES[kind].map((m) => ({
    m,
    fit: fitOfMeasure(sizes, m, measures[m] ?? NaN),
  }));
  const first = sizes[0]?.size ?? '';
  const last = sizes[sizes.length - 1]?.size ?? '';
  if (fits.some((f) => f.fit.at === 'above'))
    return {
      status: 'above',
      size: null,
      message: `A méreteid nagyobbak a táblázat legnagyobb méreténél (${last}). Kérj tanácsot az ügyfélszolgálattól.`,
    };
  if (fits.every((f) => f.fit.at === 'below'))
    return {
      status: 'below',
      size: null,
      message: `A méreteid kisebbek a táblázat legkisebb méreténél (${first}). Kérj tanácsot az ügyfélszolgálattól.`,
    };
  const indexOf = (fit: MeasureFit) =>
    fit.at === 'size' ? fit.index : fit.at === 'between' ? fit.upper : 0;
  const chosen = Math.max(...fits.map((f) => indexOf(f.fit)));
  // Between two sizes only when no measure lands squarely in the suggested one.
  const between = fits.some((f) => f.fit.at === 'size' && f.fit.index === chosen)
    ? undefined
    : fits.map((f) => f.fit).find((f) => f.at === 'between' && f.upper === chosen);
  const size = sizes[chosen]?.size ?? '';
  if (between?.at === 'between') {
    const lower = sizes[between.lower]?.size ?? '';
    return {
      status: 'between',
      size,
      lower,
      upper: size,
      message: `Két méret (${lower} és ${size}) között vagy: a nagyobbat, a(z) ${size} méretet javasoljuk.`,
    };
  }
  return { status: 'fits', size, message: `A(z) ${size} méret a jó neked.` };
}
