import type { Range, Sort } from '@common/api/catalogue.schema';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  PAGE_SIZES,
  SORT_DIRECTIONS,
  SORT_FIELDS,
} from '@common/api/catalogue.constants';

/** A product list's sort and range, kept in the query string (spec section 4). */
export interface ListQuery {
  sort: Sort;
  /** [start, end), end exclusive as the API takes it. */
  range: Range;
}

export type SortField = Sort[0];
export type SortDirection = Sort[1];
export type PageSize = (typeof PAGE_SIZES)[number];

export const DEFAULT_LIST_QUERY: ListQuery = {
  sort: [...DEFAULT_SORT],
  range: [0, DEFAULT_PAGE_SIZE],
};

/** The query-string parameters this state owns; any other (e.g. `q`) is left alone. */
const PARAMS = { field: 'sort', direction: 'direction', start: 'start', end: 'end' } as const;

const isSortField = (v: string | null): v is SortField =>
  (SORT_FIELDS as readonly string[]).includes(v ?? '');
const isDirection = (v: string | null): v is SortDirection =>
  (SORT_DIRECTIONS as readonly string[]).includes(v ?? '');
const isPageSize = (v: number): v is PageSize => (PAGE_SIZES as readonly number[]).includes(v);

function wholeNumber(text: string | null): number | null {
  if (text === null || !/^\d{1,7}$/.test(text)) return null;
  return Number(text);
}

/** Reads the state from the query string; anything missing or invalid falls back to the defaults. */
export function readListQuery(params: URLSearchParams): ListQuery {
  const field = params.get(PARAMS.field);
  const direction = params.get(PARAMS.direction);
  const start = wholeNumber(params.get(PARAMS.start));
  const end = wholeNumber(params.get(PARAMS.end));
  const range: Range =
    start !== null && end !== null && isPageSize(end - start)
      ? [start, end]
      : [start ?? 0, (start ?? 0) + DEFAULT_PAGE_SIZE];
  return {
    sort: [
      isSortField(field) ? field : DEFAULT_LIST_QUERY.sort[0],
      isDirection(direction) ? direction : DEFAULT_LIST_QUERY.sort[1],
    ],
    range,
  };
}

/** The query string for a state: the other parameters kept, the defaults left out for tidy links. */
export function writeListQuery(params: URLSearchParams, query: ListQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const [field, direction] = query.sort;
  const [start, end] = query.range;
  const set = (key: string, value: string, fallback: string) => {
    if (value === fallback) next.delete(key);
    else next.set(key, value);
  };
  set(PARAMS.field, field, DEFAULT_LIST_QUERY.sort[0]);
  set(PARAMS.direction, direction, DEFAULT_LIST_QUERY.sort[1]);
  const defaultRange = start === 0 && end === DEFAULT_PAGE_SIZE;
  set(PARAMS.start, String(start), defaultRange ? String(start) : '');
  set(PARAMS.end, String(end), defaultRange ? String(end) : '');
  return next;
}

export function pageSizeOf(query: ListQuery): PageSize {
  const size = query.range[1] - query.range[0];
  return isPageSize(size) ? size : DEFAULT_PAGE_SIZE;
}

/** A new page size keeps the current start (spec section 4). */
export function withPageSize(query: ListQuery, size: PageSize): ListQuery {
  return { ...query, range: [query.range[0], query.range[0] + size] };
}

/** A new order starts from the first page: the old position means nothing in the new order. */
export function withSort(query: ListQuery, sort: Sort): ListQuery {
  return { sort, range: [0, pageSizeOf(query)] };
}

/** Page numbers are 1-based; a page covers [(page - 1) * size, page * size). */
export function withPage(query: ListQuery, page: number): ListQuery {
  const size = pageSizeOf(query);
  const start = Math.max(0, page - 1) * size;
  return { ...query, range: [start, start + size] };
}

export function currentPage(query: ListQuery): number {
  return Math.floor(query.range[0] / pageSizeOf(query)) + 1;
}

export function pageCount(total: number, size: number): number {
  return Math.ceil(Math.max(0, total) / size);
}
