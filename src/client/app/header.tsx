import { Link, NavLink } from 'react-router-dom';
import { getShopInfo } from '@client/api/shop-info';
import {
  logoutRequested,
  selectIsLoggedIn,
  selectUsername,
} from '@client/domains/session/auth.slice';
import { selectCartItemCount } from '@client/domains/cart/cart.slice';
import { useCart } from '@client/domains/cart/use-cart';
import { GarageSwitch } from '@client/features/motorom/garage-switch';
import { selectChosenBikeName } from '@client/domains/bike/motorom.slice';
import { selectWishlist } from '@client/domains/wishlist/wishlist.slice';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { SearchForm } from './search-form';

export function Header() {
  const { brandName, phone, socialLinks } = getShopInfo();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const username = useAppSelector(selectUsername);
  // Loads the stored cart after a page load, so the count is right on every page.
  useCart();
  const itemCount = useAppSelector(selectCartItemCount);
  const bikeName = useAppSelector(selectChosenBikeName);
  const wished = useAppSelector(selectWishlist).length;

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar__inner">
          {phone ? (
            <a className="topbar__phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              <span aria-hidden="true">☎ </span>
              {phone}
            </a>
          ) : null}
          <ul className="topbar__social" aria-label="Közösségi oldalaink">
            {socialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container site-header__main">
        <Link to="/" className="brand" aria-label={`${brandName} – kezdőlap`}>
          <span className="brand__mark" aria-hidden="true" />
          <span className="brand__name">{brandName}</span>
        </Link>
        <SearchForm />
        <nav className="account-nav" aria-label="Fiók és kosár">
          <ul>
            {loggedIn ? (
              <>
                <li>
                  <NavLink to="/profil" title={username ?? undefined}>
                    Profil
                  </NavLink>
                </li>
                <li>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => dispatch(logoutRequested())}
                  >
                    Kilépés
                  </button>
                </li>
              </>
            ) : (
              <>
                <li>
                  <NavLink to="/belepes">Belépés</NavLink>
                </li>
                <li>
                  <NavLink to="/regisztracio">Regisztráció</NavLink>
                </li>
              </>
            )}
            <GarageSwitch />
            {wished > 0 ? (
              <li>
                <NavLink to="/kedvencek">Kedvencek ({wished})</NavLink>
              </li>
            ) : null}
            <li>
              <NavLink to="/kosar" className="cart-link">
                Kosár <span className="cart-link__count">{itemCount}</span>
                <span className="visually-hidden"> termék</span>
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
      <nav className="main-nav" aria-label="Főmenü">
        <ul className="container main-nav__list">
          <li>
            <NavLink to="/ruhazat-sisak/">Ruházat, sisak</NavLink>
          </li>
          <li>
            <NavLink to="/szerviz-alkatreszek/">Szervizalkatrészek, kiegészítők</NavLink>
          </li>
          <li>
            <NavLink to="/alkatresz-kereso/" className="main-nav__motorom">
              Motorom{bikeName ? <span className="main-nav__bike">: {bikeName}</span> : null}
            </NavLink>
          </li>
          <li>
            <NavLink to="/akciok/">Akciók</NavLink>
          </li>
          <li>
            <NavLink to="/blog">Blog</NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
