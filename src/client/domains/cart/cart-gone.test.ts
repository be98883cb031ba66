import { HttpResponse, http } from 'msw';
import { cartApi } from './cart.api';
import { createSpecKeyStorage } from '@client/app/persist-storage';
import { setupStore } from '@client/app/store';
import { server } from '@client/testing/test-server';
import { memoryStorage, persistSettled } from '@client/testing/test-storage';
import { selectCartId } from './cart.slice';

/**
 * A cart id kept in the browser whose cart the server no longer has (deleted with the account, or
 * purged after CART_PURGE_DAYS): the shop forgets it instead of asking for it on every page load.
 */
describe('a stored cart that is gone on the server', () => {
  it('forgets the id on a 404, in the store and in localStorage', async () => {
    server.use(
      http.post('/api/getCart', () =>
        HttpResponse.json({ status: 0, message: 'Nem található ilyen kosár.' }, { status: 404 }),
      ),
    );
    const storage = memoryStorage({ cart_id: 'regi-kosar', persist_version: '1' });
    const { store, persistor } = setupStore({
      persistStorage: createSpecKeyStorage(() => storage),
      runSagas: false,
    });
    await persistSettled(persistor);
    expect(selectCartId(store.getState())).toBe('regi-kosar');

    await store.dispatch(cartApi.endpoints.getCart.initiate('regi-kosar'));
    expect(selectCartId(store.getState())).toBeNull();
    await persistSettled(persistor);
    expect(storage.getItem('cart_id')).toBeNull();
  });

  it('keeps the id when the server only failed (503) or another id was asked for', async () => {
    server.use(
      http.post('/api/getCart', () =>
        HttpResponse.json(
          { status: 0, message: 'A szolgáltatás átmenetileg nem érhető el.' },
          { status: 503 },
        ),
      ),
    );
    const storage = memoryStorage({ cart_id: 'mostani-kosar', persist_version: '1' });
    const { store, persistor } = setupStore({
      persistStorage: createSpecKeyStorage(() => storage),
      runSagas: false,
    });
    await persistSettled(persistor);
    await store.dispatch(cartApi.endpoints.getCart.initiate('mostani-kosar'));
    expect(selectCartId(store.getState())).toBe('mostani-kosar');

    server.use(
      http.post('/api/getCart', () =>
        HttpResponse.json({ status: 0, message: 'Nem található ilyen kosár.' }, { status: 404 }),
      ),
    );
    await store.dispatch(cartApi.endpoints.getCart.initiate('masik-kosar'));
    expect(selectCartId(store.getState())).toBe('mostani-kosar');
  });
});
