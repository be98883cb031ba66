import { Link } from 'react-router-dom';
import { formatHungarianDate } from '@common/dates';
import { HtmlContent } from '@client/components/html-content';
import { Loader } from '@client/components/loader';
import { usePageTitle } from '@client/components/use-page-title';
import { useGetBlogItemsQuery } from './content.api';
import { LoadFailed } from './load-failed';
import './content.css';

/** /blog: the newest posts first, each with its date and excerpt. */
export default function BlogListScreen() {
  usePageTitle('Blog');
  const { data: items, isLoading, isError, refetch } = useGetBlogItemsQuery();
  if (isLoading) return <Loader />;
  if (isError || !items) {
    return (
      <LoadFailed
        message="A bejegyzések betöltése nem sikerült. Kérjük, próbálja újra."
        onRetry={refetch}
      />
    );
  }
  return (
    <section className="container content-screen blog-list" aria-labelledby="blog-list-title">
      <h1 id="blog-list-title">Legfrissebb bejegyzések:</h1>
      {items.length === 0 ? <p className="muted">Még nincs bejegyzés.</p> : null}
      <ul className="blog-list__items">
        {items.map((item) => (
          <li key={item.id}>
            <article className="blog-card" aria-labelledby={`blog-${item.id}`}>
              <h2 id={`blog-${item.id}`} className="blog-card__title">
                <Link to={`/blog/${item.alias}`}>{item.title}</Link>
              </h2>
              <p className="blog-card__date">
                <time dateTime={item.created_at}>{formatHungarianDate(item.created_at)}</time>
              </p>
              <HtmlContent html={item.excerpt} className="blog-card__excerpt" />
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
