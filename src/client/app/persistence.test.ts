import { loggedIn } from '@client/domains/session/auth.slice';
import { searchSubmitted } from '@client/domains/browsing/search.slice';
import { manufacturerChosen, typeChosen } from '@client/domains/bike/motorom.slice';
import { announcementDismissed } from '@client/domains/messages/ui.slice';
import { productOpenedFromList } from '@client/domains/browsing/product-prev.slice';
import { createSpecKeyStorage } from './persist-storage';
import { REDACTED } from '@client/api/token-vault';
import { setupStore } from './store';
import { memoryStorage, persistSettled as settled } from '@client/testing/test-storage';

describe('persistence under the spec storage keys', () => {
  it('writes token, username, cart id, popup, motorom and search under their own keys', async () => {
    const storage = memoryStorage();
    const { store, persistor } = setupStore({
      persistStorage: createSpecKeyStorage(() => storage),
      runSagas: false,
    });
    await settled(persistor);
    store.dispatch(loggedIn({ token: 'tok-1', username: 'Kiss Anna' }));
    store.dispatch(manufacturerChosen(3));
    store.dispatch(typeChosen({ id: 42, name: 'Honda CB500F' }));
    store.dispatch(searchSubmitted('bőr kesztyű'));
    store.dispatch(announcementDismissed('teli-nyitvatartas'));
    await settled(persistor);

    expect(storage.getItem('token')).toBe('tok-1');
    expect(storage.getItem('username')).toBe('Kiss Anna');
    expect(storage.getItem('search')).toBe('bőr kesztyű');
    expect(storage.getItem('popup')).toBe('teli-nyitvatartas');
    expect(JSON.parse(storage.getItem('motorom') ?? '{}')).toMatchObject({ gyarto: 3, tipus: 42 });
    // Nothing else: not the api cache, not the cart contents.
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    expect(keys.sort()).toEqual([
      'motorom',
      'persist_version',
      'popup',
      'search',
      'token',
      'username',
    ]);
  });

  it('restores the stored values into a new store and ignores unknown fields', async () => {
    const storage = memoryStorage({
      token: 'tok-2',
      username: 'Nagy Béla',
      cart_id: '7d0f4a52-0a43-4b7e-9d2a-3c1c5b3e9f10',
      motorom: JSON.stringify({
        mode: 'select',
        gyarto: 5,
        tipus: 9,
        tipusName: 'Yamaha MT-07',
        evil: 'x',
      }),
      search: 'sisak',
      persist_version: '1',
    });
    const { store, persistor } = setupStore({
      persistStorage: createSpecKeyStorage(() => storage),
      runSagas: false,
    });
    await settled(persistor);
    const state = store.getState();
    // The store holds a placeholder; the real token stays in the storage and the store's vault.
    expect(state.auth).toEqual({ token: REDACTED, username: 'Nagy Béla' });
    expect(storage.getItem('token')).toBe('tok-2');
    expect(state.cart.cartId).toBe('7d0f4a52-0a43-4b7e-9d2a-3c1c5b3e9f10');
    expect(state.motorom).toMatchObject({
      gyarto: 5,
      tipus: 9,
      tipusName: 'Yamaha MT-07',
      felepites: null,
    });
    expect(state.motorom).not.toHaveProperty('evil');
    expect(state.search.text).toBe('sisak');
  });

  it('removes a key when its value is cleared (logout), the cart id with the login', async () => {
    const storage = memoryStorage({
      token: 'tok-3',
      username: 'X Y',
      cart_id: '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
      persist_version: '1',
    });
    const { store, persistor } = setupStore({
      persistStorage: createSpecKeyStorage(() => storage),
      runSagas: false,
    });
    await settled(persistor);
    expect(store.getState().cart.cartId).toBe('5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b');
    store.dispatch({ type: 'auth/loggedOut' });
    await settled(persistor);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('username')).toBeNull();
    expect(storage.getItem('cart_id')).toBeNull();
    expect(store.getState().cart.cartId).toBeNull();
  });

  it('keeps the list a product was opened from under product_prev and restores it after a reload', async () => {
    const storage = memoryStorage({ persist_version: '1' });
    const first = setupStore({
      persistStorage: createSpecKeyStorage(() => storage),
      runSagas: false,
    });
    await settled(first.persistor);
    const list = {
      alias: 'agv-k6',
      path: '/ruhazat-sisak/sisakok?sort=start_price_curr_hu&direction=desc&start=15&end=30',
      label: 'Sisakok, 2. oldal',
    };
    first.store.dispatch(productOpenedFromList(list));
    await settled(first.persistor);
    expect(JSON.parse(storage.getItem('product_prev') ?? 'null')).toEqual(list);

    const reloaded = setupStore({
      persistStorage: createSpecKeyStorage(() => storage),
      runSagas: false,
    });
    await settled(reloaded.persistor);
    expect(reloaded.store.getState().productPrev).toEqual(list);
  });
});
