import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { Facets } from '@common/api/facets.schema';
import { renderWithProviders } from '@client/testing/test-utils';
import { makeFacets, serveCatalogue } from '@client/testing/list-test-data';
import ProductListScreen from './product-list-screen';

function Address() {
  const { pathname, search } = useLocation();
  return <p>Cím: {`${pathname}${search}`}</p>;
}

function renderList(route: string) {
  return renderWithProviders(
    <>
      <ProductListScreen />
      <Address />
    </>,
    { route },
  );
}

const address = () => screen.getByText(/^Cím:/).textContent?.replace('Cím: ', '');

/** Counts that shrink with the brand choice, as the server's would. */
function facetsFor(body: { filters?: { brands?: string[] } }): Facets {
  const held = body.filters?.brands?.includes('Held');
  // Brand counts ignore the brand choice (alternatives); the other groups follow it.
  const base = makeFacets(40);
  return held
    ? {
        ...base,
        total: 20,
        sizes: [
          { value: 'M', count: 20 },
          { value: 'L', count: 0 },
        ],
      }
    : base;
}

describe('ProductListView filters', () => {
  it('shows options with counts, disables empty ones, and keeps choices in the address', async () => {
    const { productRequests, facetRequests } = serveCatalogue({ total: 40, facets: facetsFor });
    const { user } = renderList('/ruhazat-sisak/?sort=start_price_curr_hu&start=30&end=60');
    // The panel's frame shows at once, its groups when the counts have come.
    const panel = await screen.findByRole('region', { name: 'Szűrők' });
    const brands = await within(panel).findByRole('group', { name: 'Márka' });
    const held = await within(brands).findByRole('checkbox', { name: 'Held (20)' });
    expect(within(panel).getByRole('checkbox', { name: 'XL (0)' })).toBeDisabled();

    await user.click(held);
    // The first page again, the order and page size kept.
    await waitFor(() =>
      expect(address()).toBe('/ruhazat-sisak/?sort=start_price_curr_hu&start=0&end=30&marka=Held'),
    );
    expect(await within(panel).findByRole('checkbox', { name: 'L (0)' })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: 'Held (20)' })).toBeChecked();
    await waitFor(() =>
      expect(productRequests[productRequests.length - 1]?.body).toMatchObject({
        range: [0, 30],
        filters: { brands: ['Held'] },
      }),
    );
    expect(facetRequests[facetRequests.length - 1]).toMatchObject({
      filters: { brands: ['Held'] },
    });

    await user.type(within(panel).getByRole('textbox', { name: 'Árig' }), '50000');
    await user.click(within(panel).getByRole('button', { name: 'Szűrés' }));
    await waitFor(() =>
      expect(address()).toBe(
        '/ruhazat-sisak/?sort=start_price_curr_hu&start=0&end=30&marka=Held&ar_ig=50000',
      ),
    );
    await user.click(within(panel).getByRole('button', { name: 'Szűrők törlése' }));
    await waitFor(() =>
      expect(address()).toBe('/ruhazat-sisak/?sort=start_price_curr_hu&start=0&end=30'),
    );
    expect(within(panel).getByRole('textbox', { name: 'Árig' })).toHaveValue('');
  }, 20_000);

  it('keeps both of two ticks made before the list re-renders', async () => {
    serveCatalogue({ total: 40, facets: facetsFor });
    renderList('/ruhazat-sisak/');
    const panel = await screen.findByRole('region', { name: 'Szűrők' });
    const held = await within(panel).findByRole('checkbox', { name: 'Held (20)' });
    const inStock = within(panel).getByRole('checkbox', { name: /^Raktáron/ });
    // Both clicks in one act: React renders the first tick's address only after the second.
    act(() => {
      fireEvent.click(held);
      fireEvent.click(inStock);
    });
    expect(address()).toBe('/ruhazat-sisak/?marka=Held&keszleten=1');
  });
});
