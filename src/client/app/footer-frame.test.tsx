import { Suspense, lazy } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@client/testing/test-utils';
import { footerOrFrame } from './footer-frame';

describe('footerOrFrame', () => {
  it("shows the footer's frame, with its fixed links and the year, when the footer's chunk fails", async () => {
    const Footer = lazy(() => footerOrFrame(() => Promise.reject(new Error('ChunkLoadError'))));
    renderWithProviders(
      <Suspense fallback={null}>
        <Footer />
      </Suspense>,
    );
    const footer = await screen.findByRole('contentinfo');
    for (const name of ['Akciók', 'Blog', 'Partnereink', 'Adatvédelmi nyilatkozat']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(footer).toHaveTextContent('Minden ár forintban értendő');
  });

  it('shows the loaded footer when its chunk comes', async () => {
    const Footer = lazy(() =>
      footerOrFrame(() => Promise.resolve({ Footer: () => <footer>Teljes lábléc</footer> })),
    );
    renderWithProviders(
      <Suspense fallback={null}>
        <Footer />
      </Suspense>,
    );
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Teljes lábléc');
  });
});
