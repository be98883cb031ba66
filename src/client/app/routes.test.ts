import { HttpResponse, http } from 'msw';
import { server } from '@client/testing/test-server';
import { makeProduct } from '@client/testing/product-test-data';
import { initialMotoromState } from '@client/domains/bike/motorom.slice';
import { matchRoutes } from 'react-router-dom';
import { SCREEN_ROUTES, matchScreen } from '@common/screen-routes';
import { prefetchScreenData, screenRoutes } from './routes';
import { setupStore } from './store';

describe('prefetchScreenData', () => {
  it("asks for a product page's answer before React renders the screen", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/productByAlias/:alias', ({ params }) => {
        asked.push(String(params.alias));
        return HttpResponse.json(makeProduct({ alias: String(params.alias) }));
      }),
    );
    const { store } = setupStore({ runSagas: false });
    await prefetchScreenData({ pathname: '/termek/agv-k1-bukosisak', search: '' }, store);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(['agv-k1-bukosisak']);
    const entry = store.getState().api.queries['productByAlias("agv-k1-bukosisak")'];
    expect(entry?.status).toBe('fulfilled');
  });

  it("asks for a list's page, tree and filter counts with the address's order, page, filters and the chosen bike", async () => {
    const asked: Record<string, unknown> = {};
    server.use(
      http.post('/api/:endpoint/:alias', async ({ params, request }) => {
        asked[`${String(params.endpoint)} ${String(params.alias)}`] = await request.json();
        return HttpResponse.json(params.endpoint === 'productsByAlias' ? [] : {});
      }),
      http.get('/api/categoryByAlias/:alias', ({ params }) => {
        asked[`categoryByAlias ${String(params.alias)}`] = null;
        return HttpResponse.json({});
      }),
    );
    const { store } = setupStore({
      runSagas: false,
      preloadedState: { motorom: { ...initialMotoromState, tipus: 7, tipusName: 'MT-07' } },
    });
    await prefetchScreenData(
      {
        pathname: '/ruhazat-sisak/nyari-kesztyuk',
        search: '?sort=start_price_curr_hu&direction=desc&start=15&end=45&marka=Held',
      },
      store,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const filters = { brands: ['Held'] };
    expect(asked).toEqual({
      'productsByAlias nyari-kesztyuk': {
        sort: ['start_price_curr_hu', 'desc'],
        range: [15, 45],
        searchText: null,
        akcios: false,
        bike: 7,
        filters,
      },
      'categoriesByAlias nyari-kesztyuk': { bike: null, searchText: null, akcios: false },
      'productFacets nyari-kesztyuk': {
        searchText: null,
        akcios: false,
        bike: 7,
        forBike: false,
        filters,
      },
      'categoryByAlias nyari-kesztyuk': null,
    });
  });

  it('asks for nothing for a search without its text', async () => {
    const { store } = setupStore({ runSagas: false });
    await prefetchScreenData({ pathname: '/kereses', search: '?q=%20' }, store);
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });

  it('asks for nothing for a screen without requests of its own to start early', async () => {
    const { store } = setupStore({ runSagas: false });
    await prefetchScreenData({ pathname: '/kosar', search: '' }, store);
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });
});

describe('the shared route table (src/common/screen-routes.ts)', () => {
  // The server's page heads and preloads match with matchScreen, the SPA with react-router: the same
  // screen and parameters for every kind of address, or a page's head would name another screen.
  const paths = [
    '/',
    '/termek/agv-k1-bukosisak',
    '/termek/agv%20k1',
    '/termek/',
    '/termek/a/b',
    '/ruhazat-sisak/',
    '/ruhazat-sisak/nyari-kesztyuk',
    '/akciok/',
    '/kereses',
    '/alkatresz-kereso',
    '/alkatresz-kereso/',
    '/alkatresz-kereso/yamaha/mt-07',
    '/o/szallitas',
    '/o/szallitas/gls',
    '/o/a/b/c',
    '/o',
    '/blog',
    '/blog/',
    '/blog/teli-tarolas',
    '/blog/a/b',
    '/partnerek',
    '/belepes',
    '/BELEPES',
    '/Kosar/',
    '/kos%61r',
    '/regisztracio',
    '/elfelejtett_jelszo',
    '/password_reset/abc',
    '/profil',
    '/profil/rendelesek/MP-2026-0001',
    '/profil/rendelesek',
    '/email-megerosites/tok',
    '/ertesites-leiratkozas/tok',
    '/kedvencek',
    '/kosar',
    '/kosar/x',
    '/adatok-szallitas',
    '/megrendeles',
    '/adatvedelmi-nyilatkozat',
    '/felhasznalasi-feltetelek',
    '/ismeretlen/ut/vege',
  ];

  it.each(paths)('%s: matchScreen names the screen and parameters react-router renders', (path) => {
    const match = matchRoutes(screenRoutes, path)?.at(-1);
    const index = match ? screenRoutes.indexOf(match.route) : -1;
    const { screen, params } = matchScreen(path);
    expect(SCREEN_ROUTES[index]?.screen).toBe(screen);
    expect({ ...match?.params }).toEqual(params);
  });
});
