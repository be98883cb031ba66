import { type ComponentType, isValidElement, lazy } from 'react';
import { type RouteObject, matchRoutes } from 'react-router-dom';
import { loadChunk } from '@client/components/route-error/chunk-reload';
import { SCREEN_ROUTES, type ScreenId } from '@common/screen-routes';
import type { ScreenPrefetch } from '@client/domains/navigation/screen-prefetch';
import type { AppDispatch, RootState } from './store';

interface ScreenModule {
  prefetch?: ScreenPrefetch;
}

/** Each screen's loader, started at most once: by preloadScreen or by React's first render of it. */
const screenLoaders = new Map<unknown, () => Promise<ScreenModule>>();

/**
 * One lazily loaded chunk per screen, so a first visit downloads only what it shows. A chunk that
 * fails to load reloads the page once (a deploy replaced it); then the route's error boundary shows.
 */
function lazyScreen<T extends ComponentType<object>>(
  load: () => Promise<{ default: T } & ScreenModule>,
) {
  let started: Promise<{ default: T } & ScreenModule> | null = null;
  const start = () => (started ??= loadChunk(load));
  const Screen = lazy(start);
  screenLoaders.set(Screen, start);
  return Screen;
}

const HomeScreen = lazyScreen(
  () => import(/* webpackChunkName: "home" */ '@client/features/home/home-screen'),
);
const ProductListScreen = lazyScreen(
  () =>
    import(/* webpackChunkName: "product-list" */ '@client/features/catalog/product-list-screen'),
);
const PartsFinderScreen = lazyScreen(
  () => import(/* webpackChunkName: "parts-finder" */ './screens/parts-finder-screen'),
);
const ProductScreen = lazyScreen(
  () => import(/* webpackChunkName: "product" */ '@client/features/product/product-screen'),
);
const InfoPageScreen = lazyScreen(
  () => import(/* webpackChunkName: "info-page" */ '@client/features/content/info-page-screen'),
);
const BlogListScreen = lazyScreen(
  () => import(/* webpackChunkName: "blog" */ '@client/features/content/blog-list-screen'),
);
const BlogArticleScreen = lazyScreen(
  () =>
    import(/* webpackChunkName: "blog-article" */ '@client/features/content/blog-article-screen'),
);
const PartnersScreen = lazyScreen(
  () => import(/* webpackChunkName: "partners" */ '@client/features/home/partners-screen'),
);
const PrivacyScreen = lazyScreen(
  () => import(/* webpackChunkName: "legal" */ '@client/features/content/privacy-screen'),
);
const TermsScreen = lazyScreen(
  () => import(/* webpackChunkName: "legal" */ '@client/features/content/terms-screen'),
);
const LoginScreen = lazyScreen(
  () => import(/* webpackChunkName: "login" */ '@client/features/auth/login-screen'),
);
const RegisterScreen = lazyScreen(
  () => import(/* webpackChunkName: "register" */ '@client/features/auth/register-screen'),
);
const ForgotPasswordScreen = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "forgot-password" */ '@client/features/auth/forgot-password-screen'
    ),
);
const PasswordResetScreen = lazyScreen(
  () =>
    import(/* webpackChunkName: "password-reset" */ '@client/features/auth/password-reset-screen'),
);
const ProfileScreen = lazyScreen(
  () => import(/* webpackChunkName: "profile" */ '@client/features/auth/profile-screen'),
);
const OrderDetailScreen = lazyScreen(
  () => import(/* webpackChunkName: "order-detail" */ '@client/features/auth/order-detail-screen'),
);
const EmailConfirmScreen = lazyScreen(
  () =>
    import(/* webpackChunkName: "email-confirm" */ '@client/features/auth/email-confirm-screen'),
);
const BackInStockUnsubscribeScreen = lazyScreen(
  () =>
    import(
      /* webpackChunkName: "back-in-stock-unsubscribe" */ '@client/features/product/back-in-stock/unsubscribe-screen'
    ),
);
const WishlistScreen = lazyScreen(
  () => import(/* webpackChunkName: "wishlist" */ '@client/features/wishlist/wishlist-screen'),
);
const CartScreen = lazyScreen(
  () => import(/* webpackChunkName: "cart" */ '@client/features/cart/cart-screen'),
);
const DataEntryScreen = lazyScreen(
  () => import(/* webpackChunkName: "data-entry" */ '@client/features/cart/data-entry-screen'),
);
const OrderSummaryScreen = lazyScreen(
  () =>
    import(/* webpackChunkName: "order-summary" */ '@client/features/cart/order-summary-screen'),
);

/** Each screen of the route table (src/common/screen-routes.ts), loaded when first shown. */
const SCREENS: Record<ScreenId, ComponentType> = {
  home: HomeScreen,
  'parts-finder': PartsFinderScreen,
  product: ProductScreen,
  'info-page': InfoPageScreen,
  blog: BlogListScreen,
  'blog-article': BlogArticleScreen,
  partners: PartnersScreen,
  login: LoginScreen,
  register: RegisterScreen,
  'forgot-password': ForgotPasswordScreen,
  'password-reset': PasswordResetScreen,
  profile: ProfileScreen,
  'order-detail': OrderDetailScreen,
  'email-confirm': EmailConfirmScreen,
  'back-in-stock-unsubscribe': BackInStockUnsubscribeScreen,
  wishlist: WishlistScreen,
  cart: CartScreen,
  'data-entry': DataEntryScreen,
  'order-summary': OrderSummaryScreen,
  privacy: PrivacyScreen,
  terms: TermsScreen,
  'product-list': ProductListScreen,
};

/** The route table of spec section 2, shared with the server; any other path is a product list. */
export const screenRoutes: RouteObject[] = SCREEN_ROUTES.map(({ path, screen }) => {
  const Screen = SCREENS[screen];
  return { path, element: <Screen /> };
});

/**
 * Starts loading the chunk of the screen at `pathname` now, while the shop is still starting
 * (index.tsx), instead of when React first renders the route: the screen and its API requests come
 * sooner (largest contentful paint, docs/performance.md).
 */
export function preloadScreen(pathname: string): void {
  void screenAt(pathname)?.module.catch(() => undefined);
}

/**
 * Once the store is there: the screen's own first API requests (its module's `prefetch`), as soon
 * as its chunk is in, without waiting for React to render it.
 */
export async function prefetchScreenData(
  location: { pathname: string; search: string },
  store: { dispatch: AppDispatch; getState: () => RootState },
): Promise<void> {
  const { pathname, search } = location;
  const screen = screenAt(pathname);
  // A failure is React's to show when it renders the route (chunk-reload.ts); not an unhandled one here.
  const module = await screen?.module.catch(() => undefined);
  if (screen && module?.prefetch)
    module.prefetch(screen.params, store.dispatch, { pathname, search, state: store.getState() });
}

function screenAt(pathname: string) {
  const match = matchRoutes(screenRoutes, pathname)?.at(-1);
  const element = match?.route.element;
  const load = isValidElement(element) ? screenLoaders.get(element.type) : undefined;
  return match && load ? { module: load(), params: match.params } : null;
}
