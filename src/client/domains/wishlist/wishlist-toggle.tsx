import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { productToggled, selectIsWished } from './wishlist.slice';
import './wishlist-toggle.css';

/** The heart on cards and the product page: a toggle button ('Kedvenc: <name>', pressed when on the list). */
export function WishlistToggle({ productId, name }: { productId: number; name: string }) {
  const wished = useAppSelector((state) => selectIsWished(state, productId));
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="wishlist-toggle"
      aria-pressed={wished}
      aria-label={`Kedvenc: ${name}`}
      title={wished ? 'Eltávolítás a kedvencek közül' : 'Hozzáadás a kedvencekhez'}
      onClick={() => dispatch(productToggled(productId))}
    >
      <span aria-hidden="true">{wished ? '♥' : '♡'}</span>
    </button>
  );
}
