import { Link } from 'react-router-dom';
import { useAppSelector } from '@client/domains/store-hooks';
import { selectListToReturnTo } from '@client/domains/browsing/product-prev.slice';

/**
 * The way back to exactly the list this product was opened from (its page, order, search and
 * filters), kept under the `product_prev` storage key, so it survives a reload. Nothing when the
 * product was reached another way (a link, a suggestion, the address bar).
 */
export function BackToList({ alias }: { alias: string }) {
  const list = useAppSelector((state) => selectListToReturnTo(state, alias));
  if (!list) return null;
  return (
    <p className="container product-page__back">
      <Link to={list.path}>
        <span aria-hidden="true">‹ </span>
        Vissza a listához{list.label ? `: ${list.label}` : ''}
      </Link>
    </p>
  );
}
