import { memoryStorage, persistSettled } from '@client/testing/test-storage';
import { createSpecKeyStorage } from './persist-storage';
import { setupStore, setupStoreInSteps } from './store';

const stored = () =>
  memoryStorage({
    username: 'Nagy Béla',
    cart_id: '7d0f4a52-0a43-4b7e-9d2a-3c1c5b3e9f10',
    search: 'sisak',
    persist_version: '1',
  });

describe('setupStoreInSteps', () => {
  it('pauses between the store, its sagas and the storage, and ends with the same state as setupStore', async () => {
    const seen: string[] = [];
    const stepped = await setupStoreInSteps(
      { persistStorage: createSpecKeyStorage(stored), runSagas: false },
      async () => {
        seen.push('pause');
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
    );
    expect(seen).toEqual(['pause', 'pause']);
    const plain = setupStore({ persistStorage: createSpecKeyStorage(stored), runSagas: false });
    await persistSettled(stepped.persistor);
    await persistSettled(plain.persistor);
    expect(stepped.persistor?.getState().bootstrapped).toBe(true);
    expect(stepped.store.getState().cart.cartId).toBe('7d0f4a52-0a43-4b7e-9d2a-3c1c5b3e9f10');
    expect(stepped.store.getState().search.text).toBe('sisak');
    const { api: _steppedApi, ...steppedState } = stepped.store.getState();
    const { api: _plainApi, ...plainState } = plain.store.getState();
    expect(steppedState).toEqual(plainState);
  });
});
