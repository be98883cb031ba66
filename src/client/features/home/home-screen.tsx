import { HOME_PAGE_NAME } from '@common/section-names';
import type { ScreenPrefetch } from '@client/domains/navigation/screen-prefetch';
import { usePageTitle } from '@client/components/use-page-title';
import { HomeTiles } from './home-tiles';
import {
  homeApi,
  useGetAktualisQuery,
  usePartnersQuery,
  useSlidersToFrontPageQuery,
} from './home.api';
import { PartnerLogos } from './partner-logos';
import { Slideshow } from './slideshow';
import './home.css';

/** The home page's requests, asked while the shop starts (its largest picture is the offer's). */
export const prefetch: ScreenPrefetch = (_params, dispatch) => {
  void dispatch(homeApi.util.prefetch('getAktualis', undefined, {}));
  void dispatch(homeApi.util.prefetch('slidersToFrontPage', undefined, {}));
  void dispatch(homeApi.util.prefetch('partners', undefined, {}));
};

/** The home page (spec section 2): slideshow, tiles with the current offer, partner logos. */
export default function HomeScreen() {
  usePageTitle(HOME_PAGE_NAME);
  const { data: slides = [] } = useSlidersToFrontPageQuery();
  const { data: offer, isLoading: offerLoading } = useGetAktualisQuery();
  const { data: partners = [], isLoading: partnersLoading } = usePartnersQuery();

  return (
    <div className="home">
      <Slideshow slides={slides} />
      <div className="container home__body">
        <HomeTiles offer={offer} offerLoading={offerLoading} />
        {partnersLoading || partners.length > 0 ? (
          <section className="home__partners" aria-labelledby="home-partners-title">
            <h2 id="home-partners-title">Partnereink</h2>
            {/* While loading, empty boxes of the logos' size keep the page from jumping when they come. */}
            {partnersLoading ? (
              <ul className="partner-logos partner-logos--loading" aria-hidden="true">
                {Array.from({ length: 7 }, (_, i) => (
                  <li key={i} />
                ))}
              </ul>
            ) : (
              <PartnerLogos partners={partners} />
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}
