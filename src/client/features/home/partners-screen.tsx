import { Loader } from '@client/components/loader';
import { usePageTitle } from '@client/components/use-page-title';
import { usePartnersQuery } from './home.api';
import './home.css';

/** /partnerek: the partners of the home page's logo row, with their names, linking out. */
export default function PartnersScreen() {
  usePageTitle('Partnereink');
  const { data: partners = [], isLoading } = usePartnersQuery();
  return (
    <div className="container partners-page">
      <h1>Partnereink</h1>
      <p>
        Márkák és műhelyek, akikkel együtt dolgozunk. A logókra kattintva új lapon nyílik meg a
        honlapjuk.
      </p>
      {isLoading ? <Loader /> : null}
      <ul className="partners-page__list">
        {partners.map((partner) => (
          <li key={partner.url} className="partners-page__item">
            <a href={partner.url} target="_blank" rel="noopener">
              <img src={partner.logo} alt="" loading="lazy" />
              <span>{partner.name}</span>
              <span className="visually-hidden"> (új lapon nyílik)</span>
            </a>
          </li>
        ))}
      </ul>
      {!isLoading && partners.length === 0 ? (
        <p>Jelenleg nincs megjeleníthető partnerünk.</p>
      ) : null}
    </div>
  );
}
