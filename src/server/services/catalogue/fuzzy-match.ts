/**
 * Typo distances between a query word and a stored word: the optimal string alignment distance
 * (Damerau-Levenshtein where a swapped pair is not edited again): a letter wrong, missing or extra, or
 * two neighbours swapped each cost one. Bounded: anything over `max` answers `max + 1`, and the work
 * stops as soon as no alignment can come back under it.
 */

/** Where in the stored word the query may align: the whole word, a beginning of it, or anywhere. */
export type Alignment = 'whole' | 'prefix' | 'inside';

const rows: Int32Array[] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

function row(index: number, length: number): Int32Array {
  let r = rows[index] as Int32Array;
  if (r.length < length) {
    r = new Int32Array(length * 2);
    rows[index] = r;
  }
  return r;
}

export function typoDistance(query: string, word: string, max: number, align: Alignment): number {
  const n = query.length;
  const m = word.length;
  if (align === 'whole' && Math.abs(n - m) > max) return max + 1;
  let before = row(0, m + 1);
  let previous = row(1, m + 1);
  let current = row(2, m + 1);
  // Row 0: aligning nothing of the query; anywhere inside the word it may start for free.
  for (let j = 0; j <= m; j++) previous[j] = align === 'inside' ? 0 : j;
  let previousMin = 0;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    const q = query.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const w = word.charCodeAt(j - 1);
      let d = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (q === w ? 0 : 1),
      );
      if (
        i > 1 &&
        j > 1 &&
        q === word.charCodeAt(j - 2) &&
        query.charCodeAt(i - 2) === w &&
        (before[j - 2] as number) + 1 < d
      )
        d = (before[j - 2] as number) + 1;
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    // A transposition reaches back two rows, so only two rows over the bound end the search.
    if (rowMin > max && previousMin > max) return max + 1;
    previousMin = rowMin;
    [before, previous, current] = [previous, current, before];
  }
  let best = previous[m] as number;
  if (align !== 'whole') for (let j = 0; j < m; j++) best = Math.min(best, previous[j] as number);
  return Math.min(best, max + 1);
}
