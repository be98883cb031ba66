import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RootState } from '../app/root-reducer';
import { setupStore } from '../app/store';
import { MessagePopup } from '@client/domains/messages/message-popup';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  /** The URL the test starts at. */
  route?: string;
  /** The route pattern the element is mounted at (e.g. '/termek/:alias'); default: every path. */
  path?: string;
  /** Extra routes, e.g. a redirect target that prints where the app went. */
  extraRoutes?: ReactElement;
  runSagas?: boolean;
}

/** Renders with a fresh real store, a memory router and the message popup (Redux "Writing Tests"). */
export function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  const {
    preloadedState,
    route = '/',
    path = '*',
    extraRoutes,
    runSagas = true,
    ...renderOptions
  } = options;
  const { store } = setupStore({ preloadedState, runSagas });
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {extraRoutes}
        </Routes>
        <MessagePopup />
      </MemoryRouter>
    </Provider>,
    renderOptions,
  );
  return { store, user, ...result };
}
