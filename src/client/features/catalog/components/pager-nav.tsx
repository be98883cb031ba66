import { Link } from 'react-router-dom';
import { pagerItems } from '../pager';

/** The pager (spec section 9) as real links, so every page has an address and works without script. */
export function PagerNav({
  label,
  current,
  pageCount,
  hrefOf,
}: {
  label: string;
  current: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <ul className="pager__list">
        {current > 1 ? (
          <li>
            <Link className="pager__step" to={hrefOf(current - 1)} aria-label="Előző oldal">
              ‹
            </Link>
          </li>
        ) : null}
        {pagerItems(current, pageCount).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                className="pager__page"
                to={hrefOf(item.page)}
                aria-label={`${item.page}. oldal`}
                aria-current={item.page === current ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        {current < pageCount ? (
          <li>
            <Link className="pager__step" to={hrefOf(current + 1)} aria-label="Következő oldal">
              ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
