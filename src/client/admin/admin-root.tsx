import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from '@client/components/route-error/route-error-boundary';
import AdminApp from './admin-app';
import { setupAdminStore } from './admin-store';

function AdminRoutes() {
  const { pathname } = useLocation();
  const routes = useRoutes([{ path: '/admin/*', element: <AdminApp /> }]);
  // A back-office screen that fails to render says so and offers a reload instead of a blank page.
  return <RouteErrorBoundary resetKey={pathname}>{routes}</RouteErrorBoundary>;
}

/**
 * Renders the back office instead of the shop (index.tsx loads this chunk only for /admin addresses, so
 * the shop's first load carries nothing of it), with its own store (admin-store.ts).
 */
export function mountAdmin(container: HTMLElement, store = setupAdminStore()): void {
  createRoot(container).render(
    <Provider store={store}>
      <BrowserRouter>
        <AdminRoutes />
      </BrowserRouter>
    </Provider>,
  );
}
