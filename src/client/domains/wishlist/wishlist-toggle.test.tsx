import { screen } from '@testing-library/react';
import { renderWithProviders } from '@client/testing/test-utils';
import { WishlistToggle } from './wishlist-toggle';

describe('WishlistToggle', () => {
  it('is a named toggle button that puts the product on the list first and takes it off', async () => {
    const { user, store } = renderWithProviders(
      <WishlistToggle productId={7} name="Shoei NXR2" />,
      {
        preloadedState: { wishlist: { products: [3], owner: 'guest' } },
      },
    );
    const heart = screen.getByRole('button', { name: 'Kedvenc: Shoei NXR2' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().wishlist.products).toEqual([7, 3]);
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(store.getState().wishlist.products).toEqual([3]);
  });
});
