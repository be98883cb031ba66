/**
 * The client's screen chunk (its webpackChunkName in src/client/app/routes.tsx) for a page path, so
 * the page's HTML can preload the screen's code with the page (screen-assets.ts). The same route
 * table as routes.tsx; any other path is the product list, as there.
 */
const FIXED: Record<string, string> = {
  '': 'home',
  blog: 'blog',
  partnerek: 'partners',
  belepes: 'login',
  regisztracio: 'register',
  elfelejtett_jelszo: 'forgot-password',
  profil: 'profile',
  kedvencek: 'wishlist',
  kosar: 'cart',
  'adatok-szallitas': 'data-entry',
  megrendeles: 'order-summary',
  'adatvedelmi-nyilatkozat': 'legal',
  'felhasznalasi-feltetelek': 'legal',
};

/** Paths with a parameter: first segment, number of segments, chunk. */
const WITH_PARAMS: [string, number, string][] = [
  ['termek', 2, 'product'],
  ['o', 2, 'info-page'],
  ['o', 3, 'info-page'],
  ['blog', 2, 'blog-article'],
  ['password_reset', 2, 'password-reset'],
  ['email-megerosites', 2, 'email-confirm'],
  ['ertesites-leiratkozas', 2, 'back-in-stock-unsubscribe'],
];

export function screenChunkOf(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const [first = ''] = segments;
  if (first === 'admin') return null;
  if (first === 'alkatresz-kereso') return 'parts-finder';
  if (segments.length <= 1 && FIXED[first]) return FIXED[first];
  if (first === 'profil' && segments[1] === 'rendelesek' && segments.length === 3) {
    return 'order-detail';
  }
  const match = WITH_PARAMS.find(([name, count]) => name === first && count === segments.length);
  return match ? match[2] : 'product-list';
}
