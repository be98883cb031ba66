import { Link, useParams } from 'react-router-dom';
import { formatHungarianDate } from '@common/dates';
import { HtmlContent } from '@client/components/html-content';
import { usePageTitle } from '@client/components/use-page-title';
import { isNotFound, useGetBlogItemQuery } from './content.api';
import { LoadFailed } from './load-failed';
import './content.css';

const LOADING = 'Bejegyzés betöltése..';
const NOT_FOUND = 'Bejegyzés nem található.';

/** /blog/:alias: one post. */
export default function BlogArticleScreen() {
  const { alias = '' } = useParams();
  const { data: post, error, isLoading, refetch } = useGetBlogItemQuery(alias);
  usePageTitle(post ? post.title : isLoading ? 'Blog' : NOT_FOUND);

  if (isLoading) {
    return (
      <div className="container content-screen">
        <p role="status">{LOADING}</p>
      </div>
    );
  }
  if (!post) {
    if (error && !isNotFound(error)) {
      return (
        <LoadFailed
          message="A bejegyzés betöltése nem sikerült. Kérjük, próbálja újra."
          onRetry={refetch}
        />
      );
    }
    return (
      <div className="container content-screen">
        <p className="info-page__empty">{NOT_FOUND}</p>
        <Link to="/blog">Vissza a bejegyzésekhez</Link>
      </div>
    );
  }
  return (
    <article className="container content-screen blog-article">
      <p className="blog-article__back">
        <Link to="/blog">← Vissza a bejegyzésekhez</Link>
      </p>
      <h1>{post.title}</h1>
      <p className="blog-card__date">
        <time dateTime={post.created_at}>{formatHungarianDate(post.created_at)}</time>
      </p>
      <HtmlContent html={post.content} className="blog-article__body" />
    </article>
  );
}
