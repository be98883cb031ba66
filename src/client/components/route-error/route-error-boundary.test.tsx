import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, lazy } from 'react';
import { Link, MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { CHUNK_RELOAD_KEY, loadChunk } from './chunk-reload';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

/** A chunk that cannot be loaded, as webpack reports it, behind the reload-once loader. */
const MissingChunk = lazy(() =>
  loadChunk<{ default: () => null }>(() =>
    Promise.reject(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })),
  ),
);

function Shell({ reload }: { reload: () => void }) {
  const { pathname } = useLocation();
  const screenElement = useRoutes([
    { path: '/', element: <p>Kezdőlap tartalma</p> },
    { path: '/hibas', element: <Broken /> },
    { path: '/hianyzo', element: <MissingChunk /> },
  ]);
  return (
    <>
      <nav>
        <Link to="/">Kezdőlap</Link>
      </nav>
      <RouteErrorBoundary resetKey={pathname} reload={reload}>
        <Suspense fallback={<p>Betöltés…</p>}>{screenElement}</Suspense>
      </RouteErrorBoundary>
    </>
  );
}

function renderAt(route: string) {
  const reload = jest.fn();
  render(
    <MemoryRouter initialEntries={[route]}>
      <Shell reload={reload} />
    </MemoryRouter>,
  );
  return { reload };
}

describe('RouteErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports the caught error on the console; the test is about what the shopper sees.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
    window.sessionStorage.clear();
  });

  it('shows a Hungarian message and a reload button instead of a failed screen, the rest stays', async () => {
    const { reload } = renderAt('/hibas');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Az oldalt nem sikerült megjeleníteni');
    expect(alert).toHaveTextContent('az oldal újratöltése megoldja');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Az oldalt nem sikerült megjeleníteni',
    );
    expect(screen.getByRole('link', { name: 'Kezdőlap' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Oldal újratöltése' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('clears on navigation, so the shopper can go on', async () => {
    renderAt('/hibas');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Kezdőlap' }));
    expect(screen.getByText('Kezdőlap tartalma')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the message for a chunk that still fails after the one reload', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
    renderAt('/hianyzo');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Az oldalt nem sikerült megjeleníteni',
    );
  });
});
