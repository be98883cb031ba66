import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@client/testing/test-utils';
import { serveCatalogue } from '../../testing/list-test-data';
import ProductListScreen from './product-list-screen';

// How many times each card's picture is mockDrawn: a stand-in for the card's whole subtree.
const mockDrawn = new Map<string, number>();
jest.mock('@client/components/product-image/product-image', () => ({
  ProductImage: ({ src, alt }: { src: string; alt: string }) => {
    mockDrawn.set(src, (mockDrawn.get(src) ?? 0) + 1);
    return <img src={src} alt={alt} />;
  },
}));

describe('the cards of a list page', () => {
  it('are drawn once each while the rest of the page, the tree and the filter counts arrive', async () => {
    serveCatalogue({ total: 200 });
    renderWithProviders(<ProductListScreen />, { route: '/ruhazat-sisak/ruhazat' });
    const region = await screen.findByRole('region', { name: 'Termékek' });
    await waitFor(() => expect(within(region).getAllByRole('article')).toHaveLength(15));
    await waitFor(() => expect(region).toHaveAttribute('aria-busy', 'false'));
    await screen.findByRole('navigation', { name: 'Kategóriák' });
    // The first step's twelve cards and the second step's three: none of them mockDrawn again.
    expect(mockDrawn.size).toBe(15);
    expect([...mockDrawn.values()].filter((times) => times !== 1)).toEqual([]);
  });
});
