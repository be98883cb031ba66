import { SCREEN_ROUTES, type ScreenId, matchScreen } from '@common/screen-routes';
import { blogArticlePage, blogListPage, homePage, infoPage } from './content-heads';
import { listPage } from './list-head';
import { productPage } from './product-head';
import { type PageAnswer, type SeoContext, basicHead } from './seo-context';

interface Screen {
  title: string;
  /** Private or per-visitor screens are kept out of search engines. */
  indexed: boolean;
}

/** The screens that are neither catalogue nor content: a title (the one the SPA sets) is all they have. */
type PlainScreen = Exclude<
  ScreenId,
  'home' | 'product' | 'info-page' | 'blog' | 'blog-article' | 'product-list'
>;

const SCREENS: Record<PlainScreen, Screen> = {
  'parts-finder': { title: 'Motorom', indexed: true },
  partners: { title: 'Partnereink', indexed: true },
  privacy: { title: 'Adatvédelmi nyilatkozat', indexed: true },
  terms: { title: 'Felhasználási feltételek', indexed: true },
  login: { title: 'Belépés', indexed: false },
  register: { title: 'Regisztráció', indexed: false },
  'forgot-password': { title: 'Elfelejtett jelszó', indexed: false },
  profile: { title: 'Profil', indexed: false },
  cart: { title: 'Kosár', indexed: false },
  'data-entry': { title: 'Adatok, szállítás', indexed: false },
  'order-summary': { title: 'Megrendelés', indexed: false },
  wishlist: { title: 'Kedvencek', indexed: false },
  'password-reset': { title: 'Új jelszó beállítása', indexed: false },
  'back-in-stock-unsubscribe': { title: 'Leiratkozás a készletértesítésekről', indexed: false },
  'email-confirm': { title: 'E-mail-cím megerősítése', indexed: false },
  'order-detail': { title: 'Rendelés', indexed: false },
};

/** An indexed screen's canonical address: its route's path (a section's with its trailing slash). */
const canonicalPath = (screen: ScreenId) =>
  SCREEN_ROUTES.find((route) => route.screen === screen)?.path.replace(/\*$/, '') ?? '/';

function screenPage(ctx: SeoContext, screenId: ScreenId, screen: Screen): PageAnswer {
  return {
    status: 200,
    head: basicHead(ctx, screen.title, {
      noindex: !screen.indexed,
      canonical: screen.indexed ? `${ctx.baseUrl}${canonicalPath(screenId)}` : null,
    }),
  };
}

/**
 * What the server answers for a page path, following the SPA's route table
 * (src/common/screen-routes.ts): the page's own head and status, without rendering React.
 */
export async function resolvePage(
  ctx: SeoContext,
  pathname: string,
  query: URLSearchParams,
): Promise<PageAnswer> {
  if (/^\/admin(\/|$)/.test(pathname)) {
    return { status: 200, head: basicHead(ctx, null, { noindex: true }) };
  }
  const { screen, params } = matchScreen(pathname);
  switch (screen) {
    case 'home':
      return homePage(ctx);
    case 'product':
      return productPage(ctx, params.alias ?? '');
    case 'info-page':
      return infoPage(ctx, params.alias ?? '', params.child ?? null);
    case 'blog':
      return blogListPage(ctx);
    case 'blog-article':
      return blogArticlePage(ctx, params.alias ?? '');
    case 'product-list':
      return listPage(ctx, pathname, query);
    default:
      return screenPage(ctx, screen, SCREENS[screen]);
  }
}
