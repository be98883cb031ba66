import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { Loader } from '@client/components/loader';
import { MessagePopup } from '@client/components/message-popup/message-popup';
import { Footer } from './footer';
import { Header } from './header';
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

export function Layout() {
  const main = useRef<HTMLElement>(null);
  const screen = useRoutes(screenRoutes);
  useScrollToMainOnNavigation(main);
  return (
    <>
      <a className="skip-link" href="#main">
        Ugrás a tartalomra
      </a>
      <Header />
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        <Suspense fallback={<Loader />}>{screen}</Suspense>
      </main>
      <Footer />
      <MessagePopup />
    </>
  );
}
