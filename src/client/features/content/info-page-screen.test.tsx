import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { Route } from 'react-router-dom';
import type { Page } from '@common/api/content.schema';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import InfoPageScreen from './info-page-screen';

const pages: Record<string, Page> = {
  szallitas: {
    alias: 'szallitas',
    title: 'Szállítás',
    content: '<p>Háromféle szállítási mód.</p>',
    children: [
      { alias: 'gls', title: 'GLS futárszolgálat' },
      { alias: 'mpl', title: 'MPL futárszolgálat' },
    ],
  },
  gls: {
    alias: 'gls',
    title: 'GLS futárszolgálat',
    content: '<p>Díja <strong>1890 Ft</strong>.</p>',
    children: [],
  },
  mpl: {
    alias: 'mpl',
    title: 'MPL futárszolgálat',
    content: '<p>Csak előre utalással.</p>',
    children: [],
  },
  kontakt: { alias: 'kontakt', title: 'Kapcsolat', content: '<p>1051 Budapest</p>', children: [] },
  gonosz: {
    alias: 'gonosz',
    title: 'Gonosz',
    content:
      '<p>Szöveg</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"><a href="javascript:alert(1)">link</a>',
    children: [],
  },
};

function servePages() {
  const requested: string[] = [];
  server.use(
    http.get('/api/getPages/:alias', ({ params }) => {
      const alias = String(params.alias);
      requested.push(alias);
      const page = pages[alias];
      return page ? HttpResponse.json(page) : HttpResponse.json({}, { status: 404 });
    }),
  );
  return requested;
}

function renderPage(route: string) {
  return renderWithProviders(<InfoPageScreen />, {
    route,
    path: '/o/:alias',
    extraRoutes: <Route path="/o/:alias/:child" element={<InfoPageScreen />} />,
  });
}

describe('InfoPageScreen', () => {
  it('shows the title, the HTML content and the child pages', async () => {
    servePages();
    renderPage('/o/szallitas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Szállítás' })).toBeInTheDocument();
    expect(screen.getByText('Háromféle szállítási mód.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Szállítás: aloldalak' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GLS futárszolgálat' })).toHaveAttribute(
      'href',
      '/o/szallitas/gls',
    );
    expect(screen.getByRole('link', { name: 'Áttekintés' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe('Szállítás - MotoPont');
  });

  it('swaps in a child page when it is chosen, keeping the parent in view', async () => {
    const requested = servePages();
    const { user } = renderPage('/o/szallitas');
    await user.click(await screen.findByRole('link', { name: 'GLS futárszolgálat' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'GLS futárszolgálat' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1890 Ft')).toBeInTheDocument();
    expect(screen.queryByText('Háromféle szállítási mód.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Szállítás' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GLS futárszolgálat' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe('GLS futárszolgálat - Szállítás - MotoPont');
    // The parent came from the cache: only the child was fetched again.
    expect(requested).toEqual(['szallitas', 'gls']);

    await user.click(screen.getByRole('link', { name: 'Áttekintés' }));
    expect(await screen.findByText('Háromféle szállítási mód.')).toBeInTheDocument();
  });

  it('opens a shared child address directly', async () => {
    servePages();
    renderPage('/o/szallitas/mpl');
    expect(await screen.findByText('Csak előre utalással.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Szállítás' })).toBeInTheDocument();
  });

  it("says 'Nem található ilyen oldal.' for an unknown page", async () => {
    servePages();
    renderPage('/o/nincs-ilyen');
    expect(await screen.findByText('Nem található ilyen oldal.')).toBeInTheDocument();
  });

  it('treats the spec’s empty object as not found too', async () => {
    server.use(http.get('/api/getPages/:alias', () => HttpResponse.json({})));
    renderPage('/o/ures');
    expect(await screen.findByText('Nem található ilyen oldal.')).toBeInTheDocument();
  });

  it('says not found for a child that does not belong to the page', async () => {
    servePages();
    renderPage('/o/szallitas/kontakt');
    expect(await screen.findByText('Nem található ilyen oldal.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Szállítás' })).toBeInTheDocument();
  });

  it('shows the embedded map on the contact page only', async () => {
    servePages();
    renderPage('/o/kontakt');
    const map = await screen.findByTitle('Térkép: így talál meg minket');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', 'https://www.openstreetmap.org/export/embed.html');
    expect(screen.getByRole('link', { name: 'Térkép megnyitása új lapon' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/export/embed.html',
    );
  });

  it('has no map on other pages', async () => {
    servePages();
    renderPage('/o/szallitas');
    await screen.findByRole('heading', { level: 1, name: 'Szállítás' });
    expect(screen.queryByTitle('Térkép: így talál meg minket')).not.toBeInTheDocument();
  });

  it('offers another try when the server cannot be reached', async () => {
    let fail = true;
    server.use(
      http.get('/api/getPages/:alias', () =>
        fail ? HttpResponse.error() : HttpResponse.json(pages.kontakt),
      ),
    );
    const { user } = renderPage('/o/kontakt');
    expect(await screen.findByRole('alert')).toHaveTextContent('Az oldal betöltése nem sikerült.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Újrapróbálom' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kapcsolat' })).toBeInTheDocument();
  });

  it('never puts a script, an event handler or a javascript: link into the page', async () => {
    servePages();
    const { container } = renderPage('/o/gonosz');
    await screen.findByText('Szöveg');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('link')).not.toHaveAttribute('href');
    await waitFor(() => expect((window as { pwned?: number }).pwned).toBeUndefined());
  });
});
