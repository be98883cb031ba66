import { HttpResponse, http } from 'msw';
import { server } from '@client/testing/test-server';
import { memoryStorage, persistSettled } from '@client/testing/test-storage';
import {
  exportLikeExtension,
  importIntoExtension,
  installExtension,
  liftedStoreOf,
} from '@client/testing/devtools-extension';
import { comparableState } from '../../../scripts/replay-log';
import type * as StoreModule from './store';

/**
 * The shop's store under the Redux DevTools extension's real instrument, as in a support person's or a
 * customer's browser: what the extension records, what its Export writes, and what its Import replays.
 */
function loadStoreUnderExtension(maxAge: number): typeof StoreModule & {
  authApi: typeof import('@client/domains/session/auth.api').authApi;
  locationChanged: typeof import('@client/domains/navigation/navigation.slice').locationChanged;
  rootReducer: typeof import('./root-reducer').rootReducer;
  stateFromExportFile: typeof import('./qa/support-file').stateFromExportFile;
  manufacturerChosen: typeof import('@client/domains/bike/motorom.slice').manufacturerChosen;
  createSpecKeyStorage: typeof import('./persist-storage').createSpecKeyStorage;
} {
  const uninstall = installExtension({ maxAge });
  let loaded: ReturnType<typeof loadStoreUnderExtension> | undefined;
  // Redux Toolkit reads the extension's compose when it loads, so the store is loaded afresh here.
  jest.isolateModules(() => {
    loaded = {
      ...(jest.requireActual('./store') as typeof StoreModule),
      authApi: jest.requireActual('@client/domains/session/auth.api').authApi,
      locationChanged: jest.requireActual('@client/domains/navigation/navigation.slice')
        .locationChanged,
      rootReducer: jest.requireActual('./root-reducer').rootReducer,
      stateFromExportFile: jest.requireActual('./qa/support-file').stateFromExportFile,
      manufacturerChosen: jest.requireActual('@client/domains/bike/motorom.slice')
        .manufacturerChosen,
      createSpecKeyStorage: jest.requireActual('./persist-storage').createSpecKeyStorage,
    };
  });
  uninstall();
  if (!loaded) throw new Error('store not loaded');
  return loaded;
}

const SECRETS = [
  'stored-secret-token',
  'fresh-secret-token',
  'Titkos-jelszo-1',
  'reset-secret-123',
  'Bearer',
];

describe('the shop under the Redux DevTools extension', () => {
  it('never gives the extension a password, token or reset link, not even in its raw Export', async () => {
    const shop = loadStoreUnderExtension(5);
    const headers: (string | null)[] = [];
    server.use(
      http.post('*/api/login', () =>
        HttpResponse.json({ token: 'fresh-secret-token', name: 'Kiss Anna' }),
      ),
      http.get('*/api/getUserData', ({ request }) => {
        headers.push(request.headers.get('authorization'));
        return HttpResponse.json({ status: 1, name: 'Kiss Anna' });
      }),
    );
    // A customer who logged in on an earlier visit: the token comes back from the storage.
    const storage = memoryStorage({
      token: 'stored-secret-token',
      username: 'Kiss Anna',
      persist_version: '1',
    });
    const { store, persistor } = shop.setupStore({
      persistStorage: shop.createSpecKeyStorage(() => storage),
      runSagas: false,
    });
    await persistSettled(persistor);
    const lifted = liftedStoreOf(store);
    const initialExport = exportLikeExtension(lifted.getState());

    await store.dispatch(shop.authApi.endpoints.getUserData.initiate());
    await store.dispatch(
      shop.authApi.endpoints.login.initiate({
        email: 'kiss.anna@example.hu',
        password: 'Titkos-jelszo-1',
      }),
    );
    store.dispatch(
      shop.locationChanged({ pathname: '/password_reset/reset-secret-123', search: '' }),
    );
    await store.dispatch(
      shop.authApi.endpoints.getUserData.initiate(undefined, { forceRefetch: true }),
    );
    await persistSettled(persistor);

    // The requests and the storage have the real tokens ...
    expect(headers).toEqual(['Bearer stored-secret-token', 'Bearer fresh-secret-token']);
    expect(storage.getItem('token')).toBe('fresh-secret-token');
    // ... the extension has none of them: maxAge 5 committed the logged-in states into committedState,
    // which its Export writes as preloadedState with the raw actions, past every sanitizer.
    const everything = [
      initialExport,
      exportLikeExtension(lifted.getState()),
      JSON.stringify(lifted.getState()),
      JSON.stringify(store.getState()),
    ].join('\n');
    expect(lifted.getState().stagedActionIds.length).toBeLessThanOrEqual(5);
    expect(everything).toContain('Kiss Anna');
    for (const secret of SECRETS) expect(everything).not.toContain(secret);
  });

  it("support reads the extension's own Export: its actions replayed from its preloadedState", async () => {
    const shop = loadStoreUnderExtension(3);
    const { store } = shop.setupStore({ runSagas: false });
    store.dispatch(shop.manufacturerChosen(7));
    store.dispatch(shop.locationChanged({ pathname: '/kosar', search: '' }));
    store.dispatch(shop.locationChanged({ pathname: '/adatok-szallitas', search: '' }));
    const file = exportLikeExtension(liftedStoreOf(store).getState());
    expect(JSON.parse(file)).toEqual({
      payload: expect.any(String),
      preloadedState: expect.any(String),
    });

    const customer = shop.stateFromExportFile(file);
    expect(comparableState(customer)).toEqual(comparableState(store.getState()));

    // And the extension's Import of that file recomputes the same state through the reducer.
    const imported = importIntoExtension(shop.rootReducer, file);
    const last = imported.computedStates[imported.computedStates.length - 1]?.state;
    expect(comparableState(last)).toEqual(comparableState(store.getState()));
  });
});
