import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'react-router-dom';
import type { Suggestions } from '@common/api/suggest.schema';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import { SearchForm } from './search-form';

const ANSWER: Suggestions = {
  products: [
    {
      id: 1,
      alias: 'shoei-nxr2-bukosisak',
      name: 'Shoei NXR2 bukósisak',
      image: '/media/p1.svg',
      price: 189990,
      fromPrice: true,
    },
    {
      id: 2,
      alias: 'shark-spartan',
      name: 'Shark Spartan',
      image: null,
      price: 99990,
      fromPrice: false,
    },
  ],
  categories: [
    {
      alias: 'integral-sisakok',
      name: 'Integrál sisakok',
      path: '/ruhazat-sisak/integral-sisakok',
    },
  ],
  itemNumbers: [],
};

function Where() {
  const location = useLocation();
  return <p>Itt: {location.pathname + location.search}</p>;
}

function setup(asked: string[]) {
  server.use(
    http.get('/api/suggest', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json(ANSWER);
    }),
  );
  return renderWithProviders(
    <>
      <SearchForm />
      <Where />
    </>,
  );
}

describe('SearchForm suggestions', () => {
  it('asks once per typing pause, after two letters, and lists products, prices and categories', async () => {
    const asked: string[] = [];
    const { user } = setup(asked);
    const box = screen.getByRole('combobox', { name: 'Keresés a termékek között' });
    await user.type(box, 's');
    await user.type(box, 'hoie');
    const list = await screen.findByRole('listbox', { name: 'Javaslatok' });
    expect(asked).toEqual(['shoie']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Termékek' })).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: /^Shoei NXR2 bukósisak\s+189\s990\sFt\s?-tól$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Integrál sisakok' })).toBeInTheDocument();
    expect(list).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('3 javaslat.');
  });

  it('walks the options with the arrows and opens the active one with Enter', async () => {
    const { user } = setup([]);
    const box = screen.getByRole('combobox', { name: 'Keresés a termékek között' });
    await user.type(box, 'sisak');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Shark Spartan/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Integrál sisakok' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    expect(screen.getByText('Itt: /ruhazat-sisak/integral-sisakok')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape, and Enter without a choice searches on /kereses', async () => {
    const { user, store } = setup([]);
    const box = screen.getByRole('combobox', { name: 'Keresés a termékek között' });
    await user.type(box, 'sisak');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Itt: /kereses?q=sisak')).toBeInTheDocument();
    expect(store.getState().search.text).toBe('sisak');
  });

  it('picks an option with the mouse', async () => {
    const { user } = setup([]);
    await user.type(screen.getByRole('combobox'), 'shark');
    await user.click(await screen.findByRole('option', { name: /Shark Spartan/ }));
    await waitFor(() => expect(screen.getByText('Itt: /termek/shark-spartan')).toBeInTheDocument());
  });
});
