import { Link } from 'react-router-dom';
import { shopYear } from '@common/dates';
import { getShopInfo } from '@client/api/shop-info';
import { useGetMainCategoriesQuery } from '@client/features/catalog/catalog.api';
import { useGetParentPagesQuery } from '@client/features/content/content.api';
import { openConsentSettings } from './consent/consent-events';

function CategoryLinks({
  section,
  title,
}: {
  section: 'ruhazat-sisak' | 'szerviz-alkatreszek';
  title: string;
}) {
  const { data = [] } = useGetMainCategoriesQuery(section);
  return (
    <section className="footer-col" aria-labelledby={`footer-${section}`}>
      <h2 id={`footer-${section}`} className="footer-col__title">
        {title}
      </h2>
      <ul>
        {data.map((category) => (
          <li key={category.id}>
            <Link to={`/${section}/${category.alias}`}>{category.name_hu || category.name_en}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Footer() {
  const { brandName, phone, email, analyticsId } = getShopInfo();
  const { data: pages = [] } = useGetParentPagesQuery();
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
        <CategoryLinks section="ruhazat-sisak" title="Ruházat, sisak" />
        <CategoryLinks section="szerviz-alkatreszek" title="Kiegészítők, alkatrészek" />
        <section className="footer-col" aria-labelledby="footer-info">
          <h2 id="footer-info" className="footer-col__title">
            Információk
          </h2>
          <ul>
            {pages.map((page) => (
              <li key={page.alias}>
                <Link to={`/o/${page.alias}`}>{page.title}</Link>
              </li>
            ))}
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
