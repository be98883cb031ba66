import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { makeListItem, serveCatalogue } from '@client/testing/list-test-data';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import type { RootState } from '../root-reducer';
import PartsFinderScreen from './parts-finder-screen';

const hondaChosen: Partial<RootState> = {
  motorom: {
    mode: 'select',
    gyarto: 1,
    felepites: 10,
    hengerurtartalom: 600,
    tipus: 100,
    motorInput: '',
    tipusName: 'Honda CB500F',
  },
};

function serveBikes() {
  server.use(
    http.get('/api/motorom/gyartok', () => HttpResponse.json([{ id: 1, name_en: 'Honda' }])),
    http.get('/api/motorom/felepitesek/:m', () =>
      HttpResponse.json([{ id: 10, name_en: 'Naked' }]),
    ),
    http.get('/api/motorom/hengerurtartalmak/:m/:c', () => HttpResponse.json([600])),
    http.get('/api/motorom/tipusok/:m/:c/:cap', () =>
      HttpResponse.json([{ id: 100, name_en: 'Honda CB500F' }]),
    ),
    http.get('/api/motorom/adatok/:id', () =>
      HttpResponse.json({
        id: 100,
        name_en: 'Honda CB500F',
        img: '/media/bikes/100.jpg',
        content: '<p>Naked.</p>',
      }),
    ),
  );
}

describe('PartsFinderScreen', () => {
  it('asks for a bike first and lists nothing without one', async () => {
    serveBikes();
    renderWithProviders(<PartsFinderScreen />, { route: '/alkatresz-kereso/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Motorom' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Melyik motorhoz keresel alkatrészt?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Kategóriák' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Gyártó' })).toHaveTextContent('Honda'),
    );
    expect(document.title).toBe('Motorom - MotoPont');
  });

  it('lists the parts that fit the chosen bike with the tree of fitting categories', async () => {
    serveBikes();
    const { productRequests, categoryRequests } = serveCatalogue({
      total: 2,
      items: () => [
        makeListItem(5, {
          fullname_hu: 'Fékbetét első',
          fitment: true,
          variants: [{ id: 50, bikesArray: [100] }],
        }),
        makeListItem(6, {
          fullname_hu: 'Fékbetét hátsó',
          fitment: true,
          variants: [{ id: 60, bikesArray: [100] }],
        }),
      ],
    });
    renderWithProviders(<PartsFinderScreen />, {
      route: '/alkatresz-kereso/fekbetetek',
      preloadedState: hondaChosen,
    });
    // The list's code loads once a bike is chosen (a lazy chunk): wait for its cards.
    await screen.findByRole('link', { name: 'Fékbetét első' });
    const cards = screen.getAllByRole('article');
    const parts = cards.filter((c) => c.classList.contains('product-card'));
    expect(parts.map((c) => within(c).getByRole('link').textContent)).toEqual([
      'Fékbetét első',
      'Fékbetét hátsó',
    ]);
    expect(within(parts[0]!).getByText('Illik a motorodhoz')).toBeInTheDocument();
    expect(productRequests[0]).toEqual({
      url: '/api/productsByAliasForBike/fekbetetek',
      body: { sort: ['fullname_en', 'asc'], range: [0, 15], bike: 100 },
    });
    expect(categoryRequests[0]).toEqual({
      url: '/api/categoriesByAlias/fekbetetek',
      body: { bike: 100, searchText: null, akcios: false },
    });
    const tree = screen.getByRole('navigation', { name: 'Kategóriák' });
    expect(within(tree).getByRole('link', { name: 'Kesztyűk (12)' })).toHaveAttribute(
      'href',
      '/alkatresz-kereso/kesztyuk',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Honda CB500F' })).toBeInTheDocument();
  });
});
