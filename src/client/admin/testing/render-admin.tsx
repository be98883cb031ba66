import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setupAdminStore } from '../admin-store';

interface AdminRenderOptions extends Omit<RenderOptions, 'queries'> {
  /** The URL the test starts at. */
  route?: string;
  /** The route pattern the element is mounted at (e.g. '/admin/kosarak/:id'); default: every path. */
  path?: string;
}

/** Renders a back-office screen with a fresh back-office store and a memory router. */
export function renderAdmin(ui: ReactElement, options: AdminRenderOptions = {}) {
  const { route = '/', path = '*', ...renderOptions } = options;
  const store = setupAdminStore();
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </Provider>,
    renderOptions,
  );
  return { store, user, ...result };
}
