import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { BikeData, NamedItem } from '@common/api/bikes.schema';
import { useLocation } from 'react-router-dom';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import { BikeFinder } from './bike-finder';

/** A tiny bike list served by MSW: Honda (1) and Yamaha (2); Naked (10) and Sport (11). */
const manufacturers: NamedItem[] = [
  { id: 1, name_en: 'Honda' },
  { id: 2, name_en: 'Yamaha' },
];
const constructions: Record<string, NamedItem[]> = {
  '1': [{ id: 10, name_en: 'Naked' }],
  '2': [
    { id: 10, name_en: 'Naked' },
    { id: 11, name_en: 'Sport' },
  ],
};
const capacities: Record<string, number[]> = {
  '1/10': [600, 1001],
  '2/10': [50, 250, 750, 1001],
  '2/11': [1000],
};
const types: Record<string, NamedItem[]> = {
  '1/10/600': [{ id: 100, name_en: 'Honda CB500F' }],
  '1/10/1001': [{ id: 101, name_en: 'Honda CB1300' }],
  '2/10/750': [
    { id: 200, name_en: 'Yamaha MT-07' },
    { id: 201, name_en: 'Yamaha XSR700' },
  ],
  '2/10/1001': [],
};
const allTypes = Object.values(types).flat();
const bikeData = (id: number): BikeData => {
  const type = allTypes.find((t) => t.id === id);
  return {
    id,
    name_en: type?.name_en ?? '',
    img: `/media/bikes/${id}.jpg`,
    content: `<p>A ${type?.name_en} leírása.</p>`,
  };
};

function serveBikes() {
  const searches: string[] = [];
  server.use(
    http.get('/api/motorom/gyartok', () => HttpResponse.json(manufacturers)),
    http.get('/api/motorom/felepitesek/:m', ({ params }) =>
      HttpResponse.json(constructions[String(params.m)] ?? []),
    ),
    http.get('/api/motorom/hengerurtartalmak/:m/:c', ({ params }) =>
      HttpResponse.json(capacities[`${params.m}/${params.c}`] ?? []),
    ),
    http.get('/api/motorom/tipusok/:m/:c/:cap', ({ params }) =>
      HttpResponse.json(types[`${params.m}/${params.c}/${params.cap}`] ?? []),
    ),
    http.get('/api/motorom/tipusokByInput/:text', ({ params }) => {
      const text = String(params.text);
      searches.push(text);
      const words = text.toLowerCase().split(/\s+/);
      return HttpResponse.json(
        allTypes.filter((t) => words.every((w) => t.name_en.toLowerCase().includes(w))),
      );
    }),
    http.get('/api/motorom/adatok/:id', ({ params }) => {
      const id = Number(params.id);
      return allTypes.some((t) => t.id === id)
        ? HttpResponse.json(bikeData(id))
        : HttpResponse.json({ message: 'Nem található ilyen motortípus.' }, { status: 404 });
    }),
  );
  return { searches };
}

const select = (name: string) => screen.getByRole('combobox', { name });
const optionTexts = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('BikeFinder', () => {
  it('walks the cascade: manufacturer, construction, capacity as ranges, then type with the status text', async () => {
    serveBikes();
    const { user, store } = renderWithProviders(<BikeFinder />);

    await waitFor(() =>
      expect(optionTexts('Gyártó')).toEqual(['Válassz gyártót…', 'Honda', 'Yamaha']),
    );
    expect(select('Felépítés')).toBeDisabled();
    expect(select('Hengerűrtartalom')).toBeDisabled();
    expect(select('Típus')).toBeDisabled();

    await user.selectOptions(select('Gyártó'), 'Yamaha');
    await waitFor(() => expect(select('Felépítés')).toBeEnabled());
    expect(optionTexts('Felépítés')).toEqual(['Válassz felépítést…', 'Naked', 'Sport']);

    await user.selectOptions(select('Felépítés'), 'Naked');
    await waitFor(() => expect(select('Hengerűrtartalom')).toBeEnabled());
    expect(optionTexts('Hengerűrtartalom')).toEqual([
      'Válassz hengerűrtartalmat…',
      '0–50 ccm',
      '126–250 ccm',
      '601–750 ccm',
      '1000+ ccm',
    ]);

    await user.selectOptions(select('Hengerűrtartalom'), '601–750 ccm');
    expect(await screen.findByText('2 db találat. Válaszd ki a motorod.')).toBeInTheDocument();
    expect(optionTexts('Típus')).toEqual(['Válassz típust…', 'Yamaha MT-07', 'Yamaha XSR700']);

    await user.selectOptions(select('Típus'), 'Yamaha MT-07');
    expect(store.getState().motorom).toEqual({
      mode: 'select',
      gyarto: 2,
      felepites: 10,
      hengerurtartalom: 750,
      tipus: 200,
      motorInput: '',
      tipusName: 'Yamaha MT-07',
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Yamaha MT-07' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Yamaha MT-07' })).toHaveAttribute(
      'src',
      '/media/bikes/200.jpg',
    );
    expect(screen.getByText('A Yamaha MT-07 leírása.')).toBeInTheDocument();
  });

  it("says 'Nincs találat.' when a bucket has no types", async () => {
    serveBikes();
    const { user } = renderWithProviders(<BikeFinder />);
    await waitFor(() => expect(optionTexts('Gyártó')).toContain('Yamaha'));
    await user.selectOptions(select('Gyártó'), 'Yamaha');
    await waitFor(() => expect(select('Felépítés')).toBeEnabled());
    await user.selectOptions(select('Felépítés'), 'Naked');
    await waitFor(() => expect(select('Hengerűrtartalom')).toBeEnabled());
    await user.selectOptions(select('Hengerűrtartalom'), '1000+ ccm');
    expect(await screen.findByText('Nincs találat.')).toBeInTheDocument();
    expect(select('Típus')).toBeDisabled();
  });

  it('a new manufacturer empties the later selects and hides the chosen bike', async () => {
    serveBikes();
    const { user, store } = renderWithProviders(<BikeFinder />, {
      preloadedState: {
        motorom: {
          mode: 'select',
          gyarto: 2,
          felepites: 10,
          hengerurtartalom: 750,
          tipus: 201,
          motorInput: '',
          tipusName: 'Yamaha XSR700',
        },
      },
    });
    // A restored choice shows in every select once the lists are back.
    await waitFor(() => expect(select('Típus')).toHaveDisplayValue('Yamaha XSR700'));
    expect(select('Gyártó')).toHaveDisplayValue('Yamaha');
    expect(select('Felépítés')).toHaveDisplayValue('Naked');
    expect(select('Hengerűrtartalom')).toHaveDisplayValue('601–750 ccm');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Yamaha XSR700' }),
    ).toBeInTheDocument();

    await user.selectOptions(select('Gyártó'), 'Honda');
    expect(store.getState().motorom).toMatchObject({
      gyarto: 1,
      felepites: null,
      hengerurtartalom: null,
      tipus: null,
    });
    expect(select('Hengerűrtartalom')).toHaveDisplayValue('Válassz hengerűrtartalmat…');
    expect(select('Hengerűrtartalom')).toBeDisabled();
    expect(select('Típus')).toHaveDisplayValue('Válassz típust…');
    expect(
      screen.queryByRole('heading', { level: 2, name: 'Yamaha XSR700' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/db találat/)).not.toBeInTheDocument();
  });

  it('a new capacity clears only the type', async () => {
    serveBikes();
    const { user, store } = renderWithProviders(<BikeFinder />, {
      preloadedState: {
        motorom: {
          mode: 'select',
          gyarto: 1,
          felepites: 10,
          hengerurtartalom: 600,
          tipus: 100,
          motorInput: '',
          tipusName: 'Honda CB500F',
        },
      },
    });
    await waitFor(() => expect(select('Hengerűrtartalom')).toHaveDisplayValue('401–600 ccm'));
    await user.selectOptions(select('Hengerűrtartalom'), '1000+ ccm');
    expect(store.getState().motorom).toMatchObject({
      gyarto: 1,
      felepites: 10,
      hengerurtartalom: 1001,
      tipus: null,
    });
    expect(await screen.findByText('1 db találat. Válaszd ki a motorod.')).toBeInTheDocument();
  });

  it('finds a type by free text, waiting for the typing to stop before asking the server', async () => {
    const { searches } = serveBikes();
    const { user, store } = renderWithProviders(<BikeFinder />);

    await user.click(screen.getByRole('button', { name: 'Inkább beírom a típust' }));
    expect(store.getState().motorom.mode).toBe('text');
    expect(screen.queryByRole('combobox', { name: 'Gyártó' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Gyártó és típus' }), 'yamaha x');
    expect(await screen.findByText('1 db találat. Válaszd ki a motorod.')).toBeInTheDocument();
    expect(searches).toEqual(['yamaha x']);

    await user.selectOptions(select('Típus'), 'Yamaha XSR700');
    expect(store.getState().motorom).toMatchObject({
      mode: 'text',
      motorInput: 'yamaha x',
      tipus: 201,
      tipusName: 'Yamaha XSR700',
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Yamaha XSR700' }),
    ).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Gyártó és típus' }));
    await user.type(screen.getByRole('searchbox', { name: 'Gyártó és típus' }), 'suzuki');
    expect(await screen.findByText('Nincs találat.')).toBeInTheDocument();
    expect(store.getState().motorom.tipus).toBeNull();
    expect(
      screen.queryByRole('heading', { level: 2, name: 'Yamaha XSR700' }),
    ).not.toBeInTheDocument();
  });

  it('switching back to the selects clears the text search', async () => {
    serveBikes();
    const { user, store } = renderWithProviders(<BikeFinder />, {
      preloadedState: {
        motorom: {
          mode: 'text',
          gyarto: null,
          felepites: null,
          hengerurtartalom: null,
          tipus: 200,
          motorInput: 'mt',
          tipusName: 'Yamaha MT-07',
        },
      },
    });
    // The restored text is searched at once, and the restored type is selected in the results.
    await waitFor(() => expect(select('Típus')).toHaveDisplayValue('Yamaha MT-07'));
    expect(screen.getByRole('searchbox', { name: 'Gyártó és típus' })).toHaveValue('mt');

    await user.click(screen.getByRole('button', { name: 'Inkább listából választok' }));
    expect(store.getState().motorom).toEqual({
      mode: 'select',
      gyarto: null,
      felepites: null,
      hengerurtartalom: null,
      tipus: null,
      motorInput: '',
      tipusName: null,
    });
    expect(await screen.findByRole('combobox', { name: 'Gyártó' })).toBeInTheDocument();
  });

  it("'Másik motor' clears the chosen bike", async () => {
    serveBikes();
    const { user, store } = renderWithProviders(<BikeFinder />, {
      preloadedState: {
        motorom: {
          mode: 'select',
          gyarto: 1,
          felepites: 10,
          hengerurtartalom: 600,
          tipus: 100,
          motorInput: '',
          tipusName: 'Honda CB500F',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Másik motor' }));
    expect(store.getState().motorom).toMatchObject({
      mode: 'select',
      gyarto: null,
      tipus: null,
      tipusName: null,
    });
    expect(
      screen.queryByRole('heading', { level: 2, name: 'Honda CB500F' }),
    ).not.toBeInTheDocument();
  });

  it('asks to choose again when the remembered bike is no longer listed', async () => {
    serveBikes();
    renderWithProviders(<BikeFinder />, {
      preloadedState: {
        motorom: {
          mode: 'select',
          gyarto: 1,
          felepites: 10,
          hengerurtartalom: 600,
          tipus: 999,
          motorInput: '',
          tipusName: 'Régi motor',
        },
      },
    });
    expect(
      await screen.findByText(
        'Ezt a motort most nem találjuk a listánkban. Kérjük, válaszd ki újra.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Másik motor' })).toBeInTheDocument();
  });
});

describe('the licence select (issue 20)', () => {
  function Where() {
    const location = useLocation();
    return <p>Cím: {location.pathname + location.search}</p>;
  }

  it('reads the licence from the address, sends it with every step and writes a new choice back', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/motorom/*', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.pathname.replace('/api/motorom/', '') + url.search);
        if (url.pathname.endsWith('/gyartok'))
          return HttpResponse.json(
            url.searchParams.get('jogositvany') === 'A1' ? [manufacturers[0]] : manufacturers,
          );
        if (url.pathname.includes('/felepitesek/')) return HttpResponse.json(constructions['1']);
        if (url.pathname.includes('/hengerurtartalmak/')) return HttpResponse.json([600]);
        if (url.pathname.includes('/tipusok/')) return HttpResponse.json(types['1/10/600']);
        return HttpResponse.json([]);
      }),
    );
    const { user } = renderWithProviders(
      <>
        <BikeFinder />
        <Where />
      </>,
      { route: '/alkatresz-kereso/?jogositvany=A1' },
    );
    expect(select('Jogosítvány')).toHaveValue('A1');
    expect(optionTexts('Jogosítvány')).toEqual([
      'Bármelyik',
      'AM (50 ccm-ig)',
      'A1 (125 ccm-ig)',
      'A2 (35 kW-ig)',
      'A (korlátlan)',
    ]);
    await waitFor(() => expect(optionTexts('Gyártó')).toEqual(['Válassz gyártót…', 'Honda']));
    await user.selectOptions(select('Gyártó'), 'Honda');
    await waitFor(() => expect(select('Felépítés')).toBeEnabled());
    await user.selectOptions(select('Felépítés'), 'Naked');
    await waitFor(() => expect(select('Hengerűrtartalom')).toBeEnabled());
    await user.selectOptions(select('Hengerűrtartalom'), '401–600 ccm');
    expect(await screen.findByText('1 db találat. Válaszd ki a motorod.')).toBeInTheDocument();
    expect(asked).toEqual([
      'gyartok?jogositvany=A1',
      'felepitesek/1?jogositvany=A1',
      'hengerurtartalmak/1/10?jogositvany=A1',
      'tipusok/1/10/600?jogositvany=A1',
    ]);

    await user.selectOptions(select('Jogosítvány'), 'A (korlátlan)');
    expect(screen.getByText('Cím: /alkatresz-kereso/?jogositvany=A')).toBeInTheDocument();
    await waitFor(() => expect(optionTexts('Gyártó')).toContain('Yamaha'));
    expect(asked).toContain('gyartok?jogositvany=A');

    await user.selectOptions(select('Jogosítvány'), 'Bármelyik');
    expect(screen.getByText('Cím: /alkatresz-kereso/')).toBeInTheDocument();
    await waitFor(() => expect(asked).toContain('gyartok'));
  });
});
