import { createSpecKeyStorage } from '@client/app/persist-storage';
import { setupStore } from '@client/app/store';
import {
  capacityChosen,
  constructionChosen,
  manufacturerChosen,
  modeSwitched,
  modelTextTyped,
  typeChosen,
} from './motorom.slice';
import { memoryStorage, persistSettled as settled } from '@client/testing/test-storage';

function storedMotorom(storage: Storage): Record<string, unknown> {
  return JSON.parse(storage.getItem('motorom') ?? 'null') as Record<string, unknown>;
}

describe("the bike choice under the 'motorom' storage key", () => {
  it('saves each change of the cascade and restores it on the next visit', async () => {
    const storage = memoryStorage();
    const first = setupStore({
      persistStorage: createSpecKeyStorage(() => storage),
      runSagas: false,
    });
    await settled(first.persistor);

    first.store.dispatch(manufacturerChosen(3));
    await settled(first.persistor);
    expect(storedMotorom(storage)).toMatchObject({ gyarto: 3, felepites: null, tipus: null });

    first.store.dispatch(constructionChosen(5));
    first.store.dispatch(capacityChosen(1001));
    first.store.dispatch(typeChosen({ id: 42, name: 'CB1300' }));
    await settled(first.persistor);
    expect(storedMotorom(storage)).toEqual({
      mode: 'select',
      gyarto: 3,
      felepites: 5,
      hengerurtartalom: 1001,
      tipus: 42,
      motorInput: '',
      tipusName: 'CB1300',
    });

    // The next visit: a new store over the same storage.
    const next = setupStore({
      persistStorage: createSpecKeyStorage(() => storage),
      runSagas: false,
    });
    await settled(next.persistor);
    expect(next.store.getState().motorom).toEqual(first.store.getState().motorom);
  });

  it('saves and restores the free-text mode with its text and type', async () => {
    const storage = memoryStorage();
    const first = setupStore({
      persistStorage: createSpecKeyStorage(() => storage),
      runSagas: false,
    });
    await settled(first.persistor);
    first.store.dispatch(modeSwitched());
    first.store.dispatch(modelTextTyped('yamaha mt 07'));
    first.store.dispatch(typeChosen({ id: 9, name: 'MT-07' }));
    await settled(first.persistor);
    expect(storedMotorom(storage)).toMatchObject({
      mode: 'text',
      motorInput: 'yamaha mt 07',
      tipus: 9,
      gyarto: null,
    });

    const next = setupStore({
      persistStorage: createSpecKeyStorage(() => storage),
      runSagas: false,
    });
    await settled(next.persistor);
    expect(next.store.getState().motorom).toEqual({
      mode: 'text',
      gyarto: null,
      felepites: null,
      hengerurtartalom: null,
      tipus: 9,
      motorInput: 'yamaha mt 07',
      tipusName: 'MT-07',
    });
  });

  it('writes the cleared values too, so a cleared choice stays cleared after a reload', async () => {
    const storage = memoryStorage({
      motorom: JSON.stringify({
        mode: 'select',
        gyarto: 3,
        felepites: 5,
        hengerurtartalom: 600,
        tipus: 42,
        tipusName: 'X',
      }),
      persist_version: '1',
    });
    const first = setupStore({
      persistStorage: createSpecKeyStorage(() => storage),
      runSagas: false,
    });
    await settled(first.persistor);
    expect(first.store.getState().motorom.tipus).toBe(42);
    first.store.dispatch(manufacturerChosen(8));
    await settled(first.persistor);

    const next = setupStore({
      persistStorage: createSpecKeyStorage(() => storage),
      runSagas: false,
    });
    await settled(next.persistor);
    expect(next.store.getState().motorom).toMatchObject({
      gyarto: 8,
      felepites: null,
      hengerurtartalom: null,
      tipus: null,
      tipusName: null,
    });
  });
});
