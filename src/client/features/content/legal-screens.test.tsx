import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import PrivacyScreen from './privacy-screen';
import TermsScreen from './terms-screen';

// The server puts the configured document addresses into the page; one of them on another site.
const info = document.getElementById('shop-info') as HTMLElement;
info.textContent = JSON.stringify({
  ...JSON.parse(info.textContent ?? '{}'),
  legalDocuments: {
    privacy: '/api/legal/adatvedelmi-nyilatkozat',
    terms: ['https://docs.example.hu/aszf', '/api/legal/elallasi-tajekoztato'],
  },
});

const html = (body: string) =>
  new HttpResponse(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('legal screens', () => {
  it('loads the privacy statement from its address and injects it sanitized', async () => {
    server.use(
      http.get('/api/legal/adatvedelmi-nyilatkozat', () =>
        html(
          '<h2>Adatvédelmi nyilatkozat</h2><p>Adatkezelő: MotoPont</p><script>window.pwned = 1</script>',
        ),
      ),
    );
    const { container } = renderWithProviders(<PrivacyScreen />, {
      route: '/adatvedelmi-nyilatkozat',
    });
    expect(await screen.findByText('Adatkezelő: MotoPont')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Adatvédelmi nyilatkozat' }),
    ).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(document.title).toBe('Adatvédelmi nyilatkozat - MotoPont');
  });

  it('loads both terms documents, the one on another site without the shop’s own headers', async () => {
    const foreignHeaders: Headers[] = [];
    server.use(
      http.get('https://docs.example.hu/aszf', ({ request }) => {
        foreignHeaders.push(request.headers);
        return html('<h2>Általános szerződési feltételek</h2>');
      }),
      http.get('/api/legal/elallasi-tajekoztato', () =>
        html('<h2>Tájékoztató az elállási jogról</h2>'),
      ),
    );
    renderWithProviders(<TermsScreen />, { route: '/felhasznalasi-feltetelek' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Felhasználási feltételek' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Általános szerződési feltételek' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tájékoztató az elállási jogról' }),
    ).toBeInTheDocument();
    expect(foreignHeaders[0]?.get('x-csrf-token')).toBeNull();
    expect(foreignHeaders[0]?.get('x-requested-with')).toBeNull();
  });

  it('says so when a document cannot be loaded, and loads it on another try', async () => {
    let fail = true;
    server.use(
      http.get('/api/legal/adatvedelmi-nyilatkozat', () =>
        fail ? new HttpResponse('hiba', { status: 503 }) : html('<p>Megjött</p>'),
      ),
    );
    const { user } = renderWithProviders(<PrivacyScreen />, { route: '/adatvedelmi-nyilatkozat' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A dokumentum betöltése nem sikerült. Kérjük, próbálja újra később.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Újrapróbálom' }));
    expect(await screen.findByText('Megjött')).toBeInTheDocument();
  });

  it('shows the failure for one terms document and still the other', async () => {
    server.use(
      http.get('https://docs.example.hu/aszf', () => HttpResponse.error()),
      http.get('/api/legal/elallasi-tajekoztato', () =>
        html('<h2>Tájékoztató az elállási jogról</h2>'),
      ),
    );
    renderWithProviders(<TermsScreen />, { route: '/felhasznalasi-feltetelek' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A dokumentum betöltése nem sikerült.',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tájékoztató az elállási jogról' }),
    ).toBeInTheDocument();
  });
});
