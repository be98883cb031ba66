import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { CurrentOffer, Partner } from '@common/api/content.schema';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import HomeScreen from './home-screen';
import PartnersScreen from './partners-screen';

const partners: Partner[] = Array.from({ length: 8 }, (_, i) => ({
  name: `Partner ${i + 1}`,
  url: `https://partner${i + 1}.example.hu/`,
  logo: `/media/partners/${i + 1}.png`,
}));

function serveHome(offer: CurrentOffer = {}) {
  server.use(
    http.get('/api/slidersToFrontPage', () =>
      HttpResponse.json([
        { id: 1, src: '/media/slides/1.jpg' },
        { id: 2, src: '/media/slides/2.jpg' },
      ]),
    ),
    http.get('/api/getAktualis', () => HttpResponse.json(offer)),
    http.get('/api/partners', () => HttpResponse.json(partners)),
  );
}

describe('HomeScreen', () => {
  it('shows the tiles, seven partner logos opening in a new tab, and Főoldal - brand as title', async () => {
    serveHome();
    renderWithProviders(<HomeScreen />);
    const tiles = screen.getByRole('list', { name: 'Kínálatunk' });
    const links = within(tiles).getAllByRole('link');
    expect(links.map((a) => [a.querySelector('h2')?.textContent, a.getAttribute('href')])).toEqual([
      ['Ruházat, sisak', '/ruhazat-sisak/'],
      ['Szervizalkatrészek, kiegészítők', '/szerviz-alkatreszek/'],
      ['Motorom – alkatrészkereső', '/alkatresz-kereso/'],
      ['Akciók', '/akciok/'],
      ['Partnereink', '/partnerek'],
    ]);
    // The section shows placeholders first, the logos when the partners have come.
    const logos = await within(
      await screen.findByRole('region', { name: 'Partnereink' }),
    ).findAllByRole('link');
    expect(logos).toHaveLength(7);
    expect(logos[0]).toHaveAccessibleName('Partner 1 (új lapon nyílik)');
    expect(logos[0]).toHaveAttribute('href', 'https://partner1.example.hu/');
    expect(logos[0]).toHaveAttribute('target', '_blank');
    expect(logos[0]).toHaveAttribute('rel', 'noopener');
    expect(screen.queryByText('Aktuális ajánlatunk')).not.toBeInTheDocument();
    expect(document.title).toBe('Főoldal - MotoPont');
  });

  it('shows the current offer tile when there is one, its HTML sanitized', async () => {
    serveHome({
      url: '/akciok/',
      title: 'Téli szerviz akció',
      content:
        '<p>Minden <strong>fékbetét</strong> 20% kedvezménnyel</p><img src=x onerror="alert(1)">',
      img: '/media/offer.jpg',
    });
    renderWithProviders(<HomeScreen />);
    const title = await screen.findByRole('link', { name: 'Téli szerviz akció' });
    expect(title).toHaveAttribute('href', '/akciok/');
    expect(screen.getByText('Aktuális ajánlatunk')).toBeInTheDocument();
    expect((await screen.findByText('fékbetét')).tagName).toBe('STRONG');
    expect(document.querySelector('[onerror]')).toBeNull();
  });
});

describe('PartnersScreen', () => {
  it('lists every partner with its name, linking out', async () => {
    serveHome();
    renderWithProviders(<PartnersScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Partnereink' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Partner 8 (új lapon nyílik)' });
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAttribute('target', '_blank');
    expect(document.title).toBe('Partnereink - MotoPont');
  });
});
