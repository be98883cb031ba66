import { Link, useParams } from 'react-router-dom';
import { getShopInfo } from '@client/api/shop-info';
import { HtmlContent } from '@client/components/html-content';
import { Loader } from '@client/components/loader';
import { usePageTitle } from '@client/components/use-page-title';
import { isFoundPage, isNotFound, useGetPageQuery } from './content.api';
import { LoadFailed } from './load-failed';
import './content.css';

const NOT_FOUND = 'Nem található ilyen oldal.';
const CONTACT_ALIAS = 'kontakt';

function ContactMap() {
  const { mapEmbedUrl } = getShopInfo();
  if (!mapEmbedUrl) return null;
  return (
    <figure className="info-page__map">
      <iframe
        src={mapEmbedUrl}
        title="Térkép: így talál meg minket"
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
      <figcaption>
        <a href={mapEmbedUrl} target="_blank" rel="noopener noreferrer">
          Térkép megnyitása új lapon
        </a>
      </figcaption>
    </figure>
  );
}

/** The chosen child page's content, swapped in below the parent's title and child links. */
function ChildContent({ alias }: { alias: string }) {
  const { data, error, isFetching, refetch } = useGetPageQuery(alias);
  if (isFetching && !isFoundPage(data)) return <Loader />;
  if (isFoundPage(data)) {
    return (
      <>
        <h2 className="info-page__subtitle">{data.title}</h2>
        <HtmlContent html={data.content} />
        {data.alias === CONTACT_ALIAS ? <ContactMap /> : null}
      </>
    );
  }
  if (error && !isNotFound(error)) return <LoadFailed onRetry={refetch} />;
  return <p className="info-page__empty">{NOT_FOUND}</p>;
}

/**
 * /o/:alias and /o/:alias/:child: an info page with its child pages. A child's link changes the URL
 * (so it can be shared and reloaded) and swaps only the content: the parent stays cached and in view.
 */
export default function InfoPageScreen() {
  const { alias = '', child } = useParams();
  const { data, error, isLoading, refetch } = useGetPageQuery(alias);
  const page = isFoundPage(data) ? data : null;
  const current = page?.children.find((c) => c.alias === child);
  usePageTitle(
    page
      ? current
        ? `${current.title} - ${page.title}`
        : page.title
      : isLoading
        ? null
        : NOT_FOUND,
  );

  if (isLoading) return <Loader />;
  if (!page) {
    if (error && !isNotFound(error)) return <LoadFailed onRetry={refetch} />;
    return (
      <div className="container content-screen">
        <p className="info-page__empty">{NOT_FOUND}</p>
      </div>
    );
  }
  return (
    <article className="container content-screen info-page">
      <h1>{page.title}</h1>
      {page.children.length > 0 ? (
        <nav className="info-page__children" aria-label={`${page.title}: aloldalak`}>
          <ul>
            <li>
              <Link to={`/o/${page.alias}`} aria-current={child ? undefined : 'page'}>
                Áttekintés
              </Link>
            </li>
            {page.children.map((c) => (
              <li key={c.alias}>
                <Link
                  to={`/o/${page.alias}/${c.alias}`}
                  aria-current={c.alias === child ? 'page' : undefined}
                >
                  {c.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="info-page__content">
        {child ? (
          current ? (
            <ChildContent alias={current.alias} />
          ) : (
            <p className="info-page__empty">{NOT_FOUND}</p>
          )
        ) : (
          <>
            <HtmlContent html={page.content} />
            {page.alias === CONTACT_ALIAS ? <ContactMap /> : null}
          </>
        )}
      </div>
    </article>
  );
}
