import { Link } from 'react-router-dom';
import { useGetMainCategoriesQuery } from '@client/features/catalog/catalog.api';
import { useGetParentPagesQuery } from '@client/features/content/content.api';
import { FooterFrame } from './footer-frame';

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

/** The footer with the main categories of both sections and the info pages, from the API. */
export function Footer() {
  const { data: pages = [] } = useGetParentPagesQuery();
  return (
    <FooterFrame
      categories={
        <>
          <CategoryLinks section="ruhazat-sisak" title="Ruházat, sisak" />
          <CategoryLinks section="szerviz-alkatreszek" title="Kiegészítők, alkatrészek" />
        </>
      }
      pages={pages.map((page) => (
        <li key={page.alias}>
          <Link to={`/o/${page.alias}`}>{page.title}</Link>
        </li>
      ))}
    />
  );
}
