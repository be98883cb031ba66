import { useId } from 'react';
import { PAGE_SIZES } from '@common/api/catalogue.constants';
import {
  type ListQuery,
  type PageSize,
  type SortDirection,
  type SortField,
  currentPage,
  pageCount,
  pageSizeOf,
  withPage,
  withPageSize,
  withSort,
} from '@common/product-list/list-query';
import { PagerNav } from './pager-nav';

const SORT_FIELD_LABELS: Record<SortField, string> = {
  fullname_en: 'Név szerint',
  start_price_curr_hu: 'Ár szerint',
};
/**
 * A choice, applied to the order and paging as the address holds them when it is made (not as last
 * rendered): two quick choices must both count.
 */
export type ListQueryChange = (current: ListQuery) => ListQuery;

const DIRECTION_LABELS: Record<SortDirection, string> = { asc: 'Növekvő', desc: 'Csökkenő' };

/** Page size, sort field, sort direction and the pager; shown above and below the list. */
export function ListControls({
  position,
  query,
  total,
  hrefOf,
  onChange,
}: {
  position: 'top' | 'bottom';
  query: ListQuery;
  total: number;
  hrefOf: (query: ListQuery) => string;
  onChange: (change: ListQueryChange) => void;
}) {
  const id = useId();
  const size = pageSizeOf(query);
  const [field, direction] = query.sort;
  const pages = pageCount(total, size);
  const first = total === 0 ? 0 : Math.min(query.range[0] + 1, total);
  const last = Math.min(query.range[1], total);

  return (
    <div className={`list-controls list-controls--${position}`}>
      <div className="list-controls__fields">
        <div className="list-controls__field">
          <label htmlFor={`${id}-size`}>Termék oldalanként</label>
          <select
            id={`${id}-size`}
            className="select"
            value={size}
            onChange={(e) => {
              const size = Number(e.target.value) as PageSize;
              onChange((now) => withPageSize(now, size));
            }}
          >
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div className="list-controls__field">
          <label htmlFor={`${id}-sort`}>Rendezés</label>
          <select
            id={`${id}-sort`}
            className="select"
            value={field}
            onChange={(e) => {
              const chosen = e.target.value as SortField;
              onChange((now) => withSort(now, [chosen, now.sort[1]]));
            }}
          >
            {Object.entries(SORT_FIELD_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="list-controls__field">
          <label htmlFor={`${id}-direction`}>Irány</label>
          <select
            id={`${id}-direction`}
            className="select"
            value={direction}
            onChange={(e) => {
              const chosen = e.target.value as SortDirection;
              onChange((now) => withSort(now, [now.sort[0], chosen]));
            }}
          >
            {Object.entries(DIRECTION_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="list-controls__paging">
        <p className="list-controls__range">
          {total > 0 ? `${first}–${last} / ${total} termék` : '0 termék'}
        </p>
        <PagerNav
          label={position === 'top' ? 'Lapozás, felül' : 'Lapozás, alul'}
          current={currentPage(query)}
          pageCount={pages}
          hrefOf={(page) => hrefOf(withPage(query, page))}
        />
      </div>
    </div>
  );
}
