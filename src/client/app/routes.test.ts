import { HttpResponse, http } from 'msw';
import { server } from '@client/testing/test-server';
import { makeProduct } from '@client/testing/product-test-data';
import { prefetchScreenData } from './routes';
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
    await prefetchScreenData('/termek/agv-k1-bukosisak', store.dispatch);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(['agv-k1-bukosisak']);
    const entry = store.getState().api.queries['productByAlias("agv-k1-bukosisak")'];
    expect(entry?.status).toBe('fulfilled');
  });

  it('asks for nothing for a screen without requests of its own to start early', async () => {
    const { store } = setupStore({ runSagas: false });
    await prefetchScreenData('/kosar', store.dispatch);
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });
});
