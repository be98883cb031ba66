import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

// One lazily loaded chunk per screen, so a first visit downloads only what it shows.
const HomeScreen = lazy(
  () => import(/* webpackChunkName: "home" */ '@client/features/home/home-screen'),
);
const ProductListScreen = lazy(
  () =>
    import(/* webpackChunkName: "product-list" */ '@client/features/catalog/product-list-screen'),
);
const PartsFinderScreen = lazy(
  () => import(/* webpackChunkName: "parts-finder" */ './screens/parts-finder-screen'),
);
const ProductScreen = lazy(
  () => import(/* webpackChunkName: "product" */ '@client/features/product/product-screen'),
);
const InfoPageScreen = lazy(
  () => import(/* webpackChunkName: "info-page" */ '@client/features/content/info-page-screen'),
);
const BlogListScreen = lazy(
  () => import(/* webpackChunkName: "blog" */ '@client/features/content/blog-list-screen'),
);
const BlogArticleScreen = lazy(
  () =>
    import(/* webpackChunkName: "blog-article" */ '@client/features/content/blog-article-screen'),
);
const PartnersScreen = lazy(
  () => import(/* webpackChunkName: "partners" */ '@client/features/home/partners-screen'),
);
const PrivacyScreen = lazy(
  () => import(/* webpackChunkName: "legal" */ '@client/features/content/privacy-screen'),
);
const TermsScreen = lazy(
  () => import(/* webpackChunkName: "legal" */ '@client/features/content/terms-screen'),
);
const LoginScreen = lazy(
  () => import(/* webpackChunkName: "login" */ '@client/features/auth/login-screen'),
);
const RegisterScreen = lazy(
  () => import(/* webpackChunkName: "register" */ '@client/features/auth/register-screen'),
);
const ForgotPasswordScreen = lazy(
  () =>
    import(
      /* webpackChunkName: "forgot-password" */ '@client/features/auth/forgot-password-screen'
    ),
);
const PasswordResetScreen = lazy(
  () =>
    import(/* webpackChunkName: "password-reset" */ '@client/features/auth/password-reset-screen'),
);
const ProfileScreen = lazy(
  () => import(/* webpackChunkName: "profile" */ '@client/features/auth/profile-screen'),
);
const CartScreen = lazy(
  () => import(/* webpackChunkName: "cart" */ '@client/features/cart/cart-screen'),
);
const DataEntryScreen = lazy(
  () => import(/* webpackChunkName: "data-entry" */ '@client/features/cart/data-entry-screen'),
);
const OrderSummaryScreen = lazy(
  () =>
    import(/* webpackChunkName: "order-summary" */ '@client/features/cart/order-summary-screen'),
);

/** The route table of spec section 2. Any other path falls to the product list (first segment = main route). */
export const screenRoutes: RouteObject[] = [
  { path: '/', element: <HomeScreen /> },
  { path: '/alkatresz-kereso/*', element: <PartsFinderScreen /> },
  { path: '/termek/:alias', element: <ProductScreen /> },
  { path: '/o/:alias', element: <InfoPageScreen /> },
  { path: '/o/:alias/:child', element: <InfoPageScreen /> },
  { path: '/blog', element: <BlogListScreen /> },
  { path: '/blog/:alias', element: <BlogArticleScreen /> },
  { path: '/partnerek', element: <PartnersScreen /> },
  { path: '/belepes', element: <LoginScreen /> },
  { path: '/regisztracio', element: <RegisterScreen /> },
  { path: '/elfelejtett_jelszo', element: <ForgotPasswordScreen /> },
  { path: '/password_reset/:token', element: <PasswordResetScreen /> },
  { path: '/profil', element: <ProfileScreen /> },
  { path: '/kosar', element: <CartScreen /> },
  { path: '/adatok-szallitas', element: <DataEntryScreen /> },
  { path: '/megrendeles', element: <OrderSummaryScreen /> },
  { path: '/adatvedelmi-nyilatkozat', element: <PrivacyScreen /> },
  { path: '/felhasznalasi-feltetelek', element: <TermsScreen /> },
  // /ruhazat-sisak/, /szerviz-alkatreszek/, /kiegeszito-alkatreszek/, /akciok/, /kereses and the rest.
  { path: '*', element: <ProductListScreen /> },
];
