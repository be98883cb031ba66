import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { useWishlistProductsQuery } from '@client/domains/wishlist/wishlist.api';
import { Loader } from '@client/components/loader';
import { usePageTitle } from '@client/components/use-page-title';
import { useAppSelector } from '@client/domains/store-hooks';
import { selectWishlist } from '@client/domains/wishlist/wishlist.slice';
import { WishlistRow } from './wishlist-row';
import './wishlist.css';

/** 'Kedvencek' (/kedvencek, issue 20): the hearted products, each one click from the cart. */
export default function WishlistScreen() {
  usePageTitle('Kedvencek');
  const ids = useAppSelector(selectWishlist);
  const { currentData, isFetching, isError } = useWishlistProductsQuery(
    ids.length > 0 ? ids : skipToken,
  );
  // Hearts removed on this page leave the list at once, before the next answer.
  const products = (currentData ?? []).filter((p) => ids.includes(p.id));

  return (
    <section className="container wishlist" aria-labelledby="wishlist-title">
      <h1 id="wishlist-title">Kedvencek</h1>
      {ids.length === 0 ? (
        <div className="card wishlist__empty">
          <p>Még nincs kedvenc terméked. A termékek szívével teheted ide őket.</p>
          <Link to="/" className="button">
            Vissza a vásárláshoz
          </Link>
        </div>
      ) : isError ? (
        <p role="alert">A kedvenceid most nem tölthetők be. Kérjük, próbáld újra később.</p>
      ) : isFetching && !currentData ? (
        <Loader label="Kedvencek betöltése…" />
      ) : (
        <ul className="wishlist__list">
          {products.map((product) => (
            <WishlistRow key={product.id} product={product} />
          ))}
        </ul>
      )}
    </section>
  );
}
