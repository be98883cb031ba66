import { Link } from 'react-router-dom';
import { SUGGEST_MAX_LENGTH } from '@common/api/suggest.constants';
import { Price } from '@client/components/price';
import { type SectionRoute, useGetMainCategoriesQuery } from '../catalog.api';
import { useDidYouMeanQuery } from '../suggest.api';

const NOTHING_FOUND = 'Nincs a keresésnek megfelelő termék.';

const SECTIONS: SectionRoute[] = ['ruhazat-sisak', 'szerviz-alkatreszek'];

const searchPath = (text: string) => `/kereses?q=${encodeURIComponent(text)}`;

function MainCategories() {
  const clothing = useGetMainCategoriesQuery('ruhazat-sisak');
  const parts = useGetMainCategoriesQuery('szerviz-alkatreszek');
  const roots = [clothing.data ?? [], parts.data ?? []].flatMap((tree, i) =>
    tree.map((category) => ({ category, section: SECTIONS[i] as SectionRoute })),
  );
  if (roots.length === 0) return null;
  return (
    <section className="search-empty__group" aria-labelledby="search-empty-main">
      <h2 id="search-empty-main" className="search-empty__title">
        Nézz körül a főkategóriákban
      </h2>
      <ul className="search-empty__links">
        {roots.map(({ category, section }) => (
          <li key={category.id}>
            <Link to={`/${section}/${category.alias}`}>{category.name_hu || category.name_en}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A search that found nothing: the closest searches, products and categories the tolerant search
 * finds ('Erre gondoltál?'), the main categories and the parts finder, so the page is no dead end.
 * Its own chunk (product-list-view.tsx loads it lazily): a list's first load needs none of it.
 */
export default function SearchEmptyState({ searchText }: { searchText: string }) {
  const { data } = useDidYouMeanQuery(searchText.slice(0, SUGGEST_MAX_LENGTH));
  const searches = data?.searches ?? [];
  const products = data?.products ?? [];
  const categories = data?.categories ?? [];
  const hasIdeas = searches.length + products.length + categories.length > 0;
  return (
    <div className="search-empty">
      <p className="product-list__empty">{NOTHING_FOUND}</p>
      {hasIdeas ? (
        <section className="search-empty__group" aria-labelledby="search-empty-ideas">
          <h2 id="search-empty-ideas" className="search-empty__title">
            Erre gondoltál?
          </h2>
          {searches.length > 0 ? (
            <ul className="search-empty__links" aria-label="Keresések">
              {searches.map((s) => (
                <li key={s.text}>
                  <Link to={searchPath(s.text)}>{s.text}</Link>{' '}
                  <span className="search-empty__count">({s.count} termék)</span>
                </li>
              ))}
            </ul>
          ) : null}
          {products.length > 0 ? (
            <ul className="search-empty__products" aria-label="Termékek">
              {products.map((p) => (
                <li key={p.id}>
                  <Link to={`/termek/${p.alias}`}>{p.name}</Link>{' '}
                  <Price value={p.price} from={p.fromPrice} />
                </li>
              ))}
            </ul>
          ) : null}
          {categories.length > 0 ? (
            <ul className="search-empty__links" aria-label="Kategóriák">
              {categories.map((c) => (
                <li key={c.alias}>
                  <Link to={c.path}>{c.name}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <MainCategories />
      <section className="search-empty__group" aria-labelledby="search-empty-finder">
        <h2 id="search-empty-finder" className="search-empty__title">
          Alkatrészt keresel a motorodhoz?
        </h2>
        <p>
          <Link to="/alkatresz-kereso/">Válaszd ki a motorod az alkatrészkeresőben</Link>, és
          megmutatjuk a hozzá illő alkatrészeket.
        </p>
      </section>
    </div>
  );
}
