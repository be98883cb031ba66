/**
 * The shop's route table (spec section 2), once for everyone who needs it: the SPA's router
 * (src/client/app/routes.tsx renders each screen lazily), the server's page heads and statuses
 * (src/server/seo/page-resolver.ts) and the screen code the page's HTML preloads
 * (src/server/spa/screen-chunks.ts). Any other path is a product list (first segment = main route).
 */
export const SCREEN_ROUTES = [
  { path: '/', screen: 'home' },
  { path: '/alkatresz-kereso/*', screen: 'parts-finder' },
  { path: '/termek/:alias', screen: 'product' },
  { path: '/o/:alias', screen: 'info-page' },
  { path: '/o/:alias/:child', screen: 'info-page' },
  { path: '/blog', screen: 'blog' },
  { path: '/blog/:alias', screen: 'blog-article' },
  { path: '/partnerek', screen: 'partners' },
  { path: '/belepes', screen: 'login' },
  { path: '/regisztracio', screen: 'register' },
  { path: '/elfelejtett_jelszo', screen: 'forgot-password' },
  { path: '/password_reset/:token', screen: 'password-reset' },
  { path: '/profil', screen: 'profile' },
  { path: '/profil/rendelesek/:number', screen: 'order-detail' },
  { path: '/email-megerosites/:token', screen: 'email-confirm' },
  { path: '/ertesites-leiratkozas/:token', screen: 'back-in-stock-unsubscribe' },
  { path: '/kedvencek', screen: 'wishlist' },
  { path: '/kosar', screen: 'cart' },
  { path: '/adatok-szallitas', screen: 'data-entry' },
  { path: '/megrendeles', screen: 'order-summary' },
  { path: '/adatvedelmi-nyilatkozat', screen: 'privacy' },
  { path: '/felhasznalasi-feltetelek', screen: 'terms' },
  // /ruhazat-sisak/, /szerviz-alkatreszek/, /kiegeszito-alkatreszek/, /akciok/, /kereses and the rest.
  { path: '*', screen: 'product-list' },
] as const;

export type ScreenId = (typeof SCREEN_ROUTES)[number]['screen'];

/**
 * The client's code chunk of each screen (its webpackChunkName in routes.tsx): the screen's own name,
 * except the two legal documents, which share one.
 */
export const SCREEN_CHUNKS: Record<ScreenId, string> = {
  ...(Object.fromEntries(SCREEN_ROUTES.map(({ screen }) => [screen, screen])) as Record<
    ScreenId,
    string
  >),
  privacy: 'legal',
  terms: 'legal',
};

export interface ScreenMatch {
  screen: ScreenId;
  /** The path's parameters, decoded; `*` holds the rest of the path under a `/*` route. */
  params: Record<string, string>;
}

/** A path's segments, each decoded as react-router decodes them (a malformed escape is kept as it is). */
export function pathSegments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** What a splat (`*`) holds: the rest of the path, with its trailing slash as react-router keeps it. */
function rest(segments: string[], pathname: string): string {
  const text = segments.join('/');
  return text && pathname.endsWith('/') ? `${text}/` : text;
}

/**
 * The screen at a path, matched as react-router matches SCREEN_ROUTES in the SPA (routes.test.ts
 * compares the two): literal segments ignore case, a trailing slash does not count, parameters are
 * decoded, and a path no route takes is the product list.
 */
export function matchScreen(pathname: string): ScreenMatch {
  const segments = pathSegments(pathname);
  for (const route of SCREEN_ROUTES) {
    if (route.path === '*') continue;
    const pattern = route.path.split('/').filter(Boolean);
    const splat = pattern[pattern.length - 1] === '*';
    const fixed = splat ? pattern.slice(0, -1) : pattern;
    if (splat ? segments.length < fixed.length : segments.length !== fixed.length) continue;
    const params: Record<string, string> = {};
    const matches = fixed.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = segment;
        return true;
      }
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (!matches) continue;
    if (splat) params['*'] = rest(segments.slice(fixed.length), pathname);
    return { screen: route.screen, params };
  }
  return { screen: 'product-list', params: { '*': rest(segments, pathname) } };
}
