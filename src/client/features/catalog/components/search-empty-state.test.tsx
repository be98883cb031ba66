import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { DidYouMean } from '@common/api/suggest.schema';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import { makeCategory, serveCatalogue } from '../../../testing/list-test-data';
import ProductListScreen from '../product-list-screen';

const IDEAS: DidYouMean = {
  searches: [
    { text: 'kabát', count: 22 },
    { text: 'shoei', count: 3 },
  ],
  products: [
    {
      id: 7,
      alias: 'ixs-core-wp-bor-motoros-kabat',
      name: 'IXS Core WP bőr motoros kabát',
      image: null,
      price: 212990,
      fromPrice: true,
    },
  ],
  categories: [{ alias: 'bor-kabatok', name: 'Bőrkabátok', path: '/ruhazat-sisak/bor-kabatok' }],
};

function serveEmptySearch(ideas: DidYouMean) {
  serveCatalogue({ total: 0, tree: [] });
  const asked: string[] = [];
  server.use(
    http.get('/api/didYouMean', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json(ideas);
    }),
    http.get('/api/getMainCategories/:section', ({ params }) =>
      HttpResponse.json(
        params.section === 'ruhazat-sisak'
          ? [makeCategory(1, 'ruhazat', 'Ruházat', 200), makeCategory(2, 'sisakok', 'Sisakok', 55)]
          : [makeCategory(3, 'fekek', 'Fékek', 40)],
      ),
    ),
  );
  return asked;
}

describe('a search that found nothing', () => {
  it('offers closer searches, products and categories, the main categories and the parts finder', async () => {
    const asked = serveEmptySearch(IDEAS);
    renderWithProviders(<ProductListScreen />, { route: '/kereses?q=shoei%20kab%C3%A1t' });

    expect(await screen.findByText('Nincs a keresésnek megfelelő termék.')).toBeInTheDocument();
    const ideas = await screen.findByRole('region', { name: 'Erre gondoltál?' });
    expect(asked).toEqual(['shoei kabát']);
    const searches = within(ideas).getByRole('list', { name: 'Keresések' });
    expect(within(searches).getByRole('link', { name: 'kabát' })).toHaveAttribute(
      'href',
      '/kereses?q=kab%C3%A1t',
    );
    expect(searches).toHaveTextContent('kabát (22 termék)');
    expect(within(searches).getByRole('link', { name: 'shoei' })).toHaveAttribute(
      'href',
      '/kereses?q=shoei',
    );
    const products = within(ideas).getByRole('list', { name: 'Termékek' });
    expect(
      within(products).getByRole('link', { name: 'IXS Core WP bőr motoros kabát' }),
    ).toHaveAttribute('href', '/termek/ixs-core-wp-bor-motoros-kabat');
    expect(products).toHaveTextContent('212 990 Ft-tól');
    expect(
      within(within(ideas).getByRole('list', { name: 'Kategóriák' })).getByRole('link', {
        name: 'Bőrkabátok',
      }),
    ).toHaveAttribute('href', '/ruhazat-sisak/bor-kabatok');

    const main = await screen.findByRole('region', { name: 'Nézz körül a főkategóriákban' });
    expect(within(main).getByRole('link', { name: 'Ruházat' })).toHaveAttribute(
      'href',
      '/ruhazat-sisak/ruhazat',
    );
    expect(within(main).getByRole('link', { name: 'Fékek' })).toHaveAttribute(
      'href',
      '/szerviz-alkatreszek/fekek',
    );
    const finder = screen.getByRole('region', { name: 'Alkatrészt keresel a motorodhoz?' });
    expect(
      within(finder).getByRole('link', { name: 'Válaszd ki a motorod az alkatrészkeresőben' }),
    ).toHaveAttribute('href', '/alkatresz-kereso/');
  });

  it('still offers the main categories and the parts finder when nothing is close', async () => {
    serveEmptySearch({ searches: [], products: [], categories: [] });
    renderWithProviders(<ProductListScreen />, { route: '/kereses?q=xyzzy' });
    expect(
      await screen.findByRole('region', { name: 'Nézz körül a főkategóriákban' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Erre gondoltál?' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Válaszd ki a motorod az alkatrészkeresőben' }),
    ).toHaveAttribute('href', '/alkatresz-kereso/');
  });
});
