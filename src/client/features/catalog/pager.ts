/** One entry of the pager: a page number (1-based) or a gap shown as an ellipsis. */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/** How many pages stay visible at each end of the pager (spec section 9). */
const EDGE_PAGES = 3;

/**
 * The pages the pager shows (spec section 9): the first and last three, the current page and its
 * neighbours, with an ellipsis wherever pages are left out.
 */
export function pagerItems(current: number, pageCount: number): PagerItem[] {
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), pageCount);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(EDGE_PAGES, pageCount); p += 1) shown.add(p);
  for (let p = Math.max(1, pageCount - EDGE_PAGES + 1); p <= pageCount; p += 1) shown.add(p);
  for (let p = page - 1; p <= page + 1; p += 1) if (p >= 1 && p <= pageCount) shown.add(p);

  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p > previous + 1) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}
