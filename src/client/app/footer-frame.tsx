import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { shopYear } from '@common/dates';
import { getShopInfo } from '@client/api/shop-info';
import { openConsentSettings } from './consent/consent-events';

/**
 * The footer without what it asks the API for (the category and info page lists): part of the first
 * load. The lazy footer (footer.tsx) fills it in; when that chunk does not load, the page still has
 * this footer, with its fixed links and the shop's contacts.
 */
export function FooterFrame({
  categories = null,
  pages = null,
}: {
  categories?: ReactNode;
  pages?: ReactNode;
}) {
  const { brandName, phone, email, analyticsId } = getShopInfo();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="footer-col" aria-labelledby="footer-finder">
          <h2 id="footer-finder" className="footer-col__title">
            Alkatrészkereső
          </h2>
          <ul>
            <li>
              <Link to="/alkatresz-kereso/">Motorom – alkatrészek a motorodhoz</Link>
            </li>
            <li>
              <Link to="/akciok/">Akciók</Link>
            </li>
            <li>
              <Link to="/kiegeszito-alkatreszek/">Kiegészítők, alkatrészek</Link>
            </li>
          </ul>
        </section>
        {categories}
        <section className="footer-col" aria-labelledby="footer-info">
          <h2 id="footer-info" className="footer-col__title">
            Információk
          </h2>
          <ul>
            {pages}
            <li>
              <Link to="/blog">Blog</Link>
            </li>
            <li>
              <Link to="/partnerek">Partnereink</Link>
            </li>
            <li>
              <Link to="/felhasznalasi-feltetelek">Felhasználási feltételek</Link>
            </li>
            <li>
              <Link to="/adatvedelmi-nyilatkozat">Adatvédelmi nyilatkozat</Link>
            </li>
            {analyticsId ? (
              <li>
                <button type="button" className="link-button" onClick={openConsentSettings}>
                  Süti-beállítások
                </button>
              </li>
            ) : null}
          </ul>
        </section>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {shopYear(new Date())} {brandName} · Minden ár forintban értendő, és tartalmazza a 27%
          áfát.
        </p>
        <p>
          {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null}
          {phone && email ? ' · ' : null}
          {email ? <a href={`mailto:${email}`}>{email}</a> : null}
        </p>
      </div>
    </footer>
  );
}

/** The lazy footer's module, or the plain frame when its chunk fails to load (layout.tsx). */
export function footerOrFrame(
  load: () => Promise<{ Footer: ComponentType }>,
): Promise<{ default: ComponentType }> {
  return load().then(
    (m) => ({ default: m.Footer }),
    () => ({ default: FooterFrame }),
  );
}
