import { Link } from 'react-router-dom';
import type { CurrentOffer } from '@common/api/content.schema';
import { LazyHtmlContent } from '@client/components/lazy-html-content';

const TILES = [
  {
    to: '/ruhazat-sisak/',
    title: 'Ruházat, sisak',
    text: 'Motoros kabátok, nadrágok, kesztyűk, csizmák és bukósisakok.',
    tone: 'clothing',
  },
  {
    to: '/szerviz-alkatreszek/',
    title: 'Szervizalkatrészek, kiegészítők',
    text: 'Fékbetétek, láncszettek, szűrők, olajok és kiegészítők.',
    tone: 'parts',
  },
  {
    to: '/alkatresz-kereso/',
    title: 'Motorom – alkatrészkereső',
    text: 'Add meg a motorod, és csak a hozzá illő alkatrészeket mutatjuk.',
    tone: 'finder',
  },
  {
    to: '/akciok/',
    title: 'Akciók',
    text: 'Leárazott termékeink, amíg a készlet tart.',
    tone: 'sale',
  },
  {
    to: '/partnerek',
    title: 'Partnereink',
    text: 'Márkák és műhelyek, akikkel együtt dolgozunk.',
    tone: 'partners',
  },
] as const;

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** The current offer (getAktualis), shown only when there is one. */
function OfferTile({ offer }: { offer: CurrentOffer }) {
  const title = offer.title ?? '';
  const url = offer.url ?? '';
  const heading = url ? (
    isExternal(url) ? (
      <a href={url} target="_blank" rel="noopener">
        {title}
      </a>
    ) : (
      <Link to={url}>{title}</Link>
    )
  ) : (
    title
  );
  return (
    <li className="home-tile home-tile--offer">
      {/* The home page's largest picture on a phone (its LCP): asked for before the others. */}
      {offer.img ? (
        <img className="home-tile__image" src={offer.img} alt="" fetchPriority="high" />
      ) : null}
      <div className="home-tile__body">
        <p className="home-tile__kicker">Aktuális ajánlatunk</p>
        <h2 className="home-tile__title">{heading}</h2>
        {offer.content ? (
          <LazyHtmlContent html={offer.content} className="home-tile__text" />
        ) : null}
      </div>
    </li>
  );
}

/** The home page's tiles (spec section 2), the current offer first when there is one. */
export function HomeTiles({
  offer,
  offerLoading = false,
}: {
  offer: CurrentOffer | undefined;
  offerLoading?: boolean;
}) {
  return (
    <ul className="home-tiles" aria-label="Kínálatunk">
      {offer?.title ? <OfferTile offer={offer} /> : null}
      {/* Most of the time there is an offer: its place is kept while it loads, so the tiles do not jump. */}
      {offerLoading ? (
        <li className="home-tile home-tile--offer home-tile--loading" aria-hidden="true" />
      ) : null}
      {TILES.map((tile) => (
        <li key={tile.to} className={`home-tile home-tile--${tile.tone}`}>
          <Link to={tile.to} className="home-tile__link">
            <h2 className="home-tile__title">{tile.title}</h2>
            <p className="home-tile__text">{tile.text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
