import { Suspense, lazy, useEffect } from 'react';
import { NavLink, Navigate, useRoutes } from 'react-router-dom';
import { CatalogueImportScreen } from './catalogue-import-screen';
import { BikeTypesScreen } from './bike-types-screen';
import { CatalogueProductsScreen } from './catalogue-products-screen';
import { CategoriesScreen } from './categories-screen';
import { NewProductScreen, ProductEditorScreen } from './product-editor-screen';
import { AdminLoginScreen } from './admin-login-screen';
import { OrderDetailScreen } from './order-detail-screen';
import { OrdersListScreen } from './orders-list-screen';
import ContentScreen from './content/content-screen';
import { CartDetailScreen } from './support/cart-detail-screen';
import { CartsScreen } from './support/carts-screen';
import { useStaffLogoutMutation } from './admin.api';
import { staffLoggedOut, useStaffSession } from './staff-session';
import './admin.css';

const SizeChartsScreen = lazy(() => import('./size-charts/size-charts-screen'));

/** The back office at /admin: its own shell and route tree, loaded only when /admin is opened. */
export default function AdminApp() {
  const session = useStaffSession();
  const [logout] = useStaffLogoutMutation();
  const routes = useRoutes([
    { index: true, element: <Navigate to="rendelesek" replace /> },
    { path: 'rendelesek', element: <OrdersListScreen /> },
    { path: 'rendelesek/:number', element: <OrderDetailScreen /> },
    {
      path: 'termekek',
      element:
        session?.role === 'admin' ? <CatalogueImportScreen /> : <Navigate to="../rendelesek" />,
    },
    { path: 'kosarak', element: <CartsScreen /> },
    { path: 'kosarak/:id', element: <CartDetailScreen /> },
    {
      path: 'tartalom/*',
      element: session?.role === 'admin' ? <ContentScreen /> : <Navigate to="../rendelesek" />,
    },
    ...(session?.role === 'admin'
      ? [
          { path: 'katalogus', element: <CatalogueProductsScreen /> },
          { path: 'katalogus/uj', element: <NewProductScreen /> },
          { path: 'katalogus/:id', element: <ProductEditorScreen /> },
          { path: 'kategoriak', element: <CategoriesScreen /> },
          { path: 'motortipusok', element: <BikeTypesScreen /> },
          {
            path: 'merettablazatok',
            element: (
              <Suspense fallback={<p role="status">Betöltés…</p>}>
                <SizeChartsScreen />
              </Suspense>
            ),
          },
        ]
      : []),
    { path: '*', element: <Navigate to="rendelesek" replace /> },
  ]);
  useEffect(() => {
    document.documentElement.lang = 'hu';
  }, []);

  if (!session) return <AdminLoginScreen />;
  return (
    <div className="admin">
      <header className="admin__bar">
        <strong className="admin__brand">Háttériroda</strong>
        <nav aria-label="Háttériroda" className="admin__nav">
          <NavLink to="/admin/rendelesek">Rendelések</NavLink>
          {session.role === 'admin' ? (
            <>
              <NavLink to="/admin/katalogus">Termékek</NavLink>
              <NavLink to="/admin/kategoriak">Kategóriák</NavLink>
              <NavLink to="/admin/motortipusok">Motortípusok</NavLink>
              <NavLink to="/admin/merettablazatok">Mérettáblázatok</NavLink>
            </>
          ) : null}
          {session.role === 'admin' ? <NavLink to="/admin/termekek">Termékek (CSV)</NavLink> : null}
          <NavLink to="/admin/kosarak">Kosarak</NavLink>
          {session.role === 'admin' ? <NavLink to="/admin/tartalom">Tartalom</NavLink> : null}
        </nav>
        <span className="admin__who">
          {session.email} ({session.role === 'admin' ? 'adminisztrátor' : 'ügyfélszolgálat'})
        </span>
        <button
          type="button"
          className="admin__button"
          onClick={() => {
            void logout().finally(staffLoggedOut);
          }}
        >
          Kilépés
        </button>
      </header>
      <main className="admin__main">{routes}</main>
    </div>
  );
}
