import { type ComponentType, Suspense, lazy, useEffect, useRef } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { getShopInfo } from '@client/api/shop-info';
import { Loader } from '@client/components/loader';
import { MessagePopup } from '@client/domains/messages/message-popup';
import { RouteErrorBoundary } from '@client/components/route-error/route-error-boundary';
import { AnnouncementPopup } from '@client/features/content/announcement-popup';
import { footerOrFrame } from './footer-frame';
import { Header } from './header';
import { LocationSync } from './location-sync';
import type { QaRecorder } from './qa/qa-recorder';
import { screenRoutes } from './routes';

/** Moves the view and keyboard focus to the main content on every route change (not on the first load). */
function useScrollToMainOnNavigation(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = main.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'start' });
  }, [pathname, main]);
}

// The footer sits below the first screen (the main area is at least a screen high), so its code, with
// the category and page lists it loads, comes after the first paint. When that chunk fails to load,
// the footer's fixed frame stands in (footer-frame.tsx): never a page without a footer, nor a reload.
const Footer = lazy<ComponentType>(() =>
  footerOrFrame(() => import(/* webpackChunkName: "footer" */ './footer')),
);

// Only loaded when QA recording is on (?qa=1), so shoppers never download it.
const QaPanel = lazy(() => import(/* webpackChunkName: "qa-panel" */ './qa/qa-panel'));

// Only with GA_MEASUREMENT_ID set: without analytics there is nothing to consent to.
const ConsentBanner = lazy(
  () => import(/* webpackChunkName: "consent-banner" */ './consent/consent-banner'),
);

export function Layout({ recorder = null }: { recorder?: QaRecorder | null }) {
  const main = useRef<HTMLElement>(null);
  const screen = useRoutes(screenRoutes);
  const { pathname } = useLocation();
  const { analyticsId } = getShopInfo();
  useScrollToMainOnNavigation(main);
  return (
    <>
      <a className="skip-link" href="#main">
        Ugrás a tartalomra
      </a>
      <Header />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        {/* Per route: a new address clears a failed screen, the header and footer always stay. */}
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Loader />}>{screen}</Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <AnnouncementPopup />
      <MessagePopup />
      <LocationSync />
      {analyticsId ? (
        <Suspense fallback={null}>
          <ConsentBanner measurementId={analyticsId} />
        </Suspense>
      ) : null}
      {recorder ? (
        <Suspense fallback={null}>
          <QaPanel recorder={recorder} />
        </Suspense>
      ) : null}
    </>
  );
}
