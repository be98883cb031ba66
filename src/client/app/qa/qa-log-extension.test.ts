import { loggedIn } from '@client/domains/session/auth.slice';
import { searchSubmitted } from '@client/domains/browsing/search.slice';
import { manufacturerChosen } from '@client/domains/bike/motorom.slice';
import { memoryStorage, persistSettled } from '@client/testing/test-storage';
import { importIntoExtension } from '@client/testing/devtools-extension';
import { comparableState, firstDifferentStep, replayLog } from '../../../../scripts/replay-log';
import { createSpecKeyStorage } from '../persist-storage';
import { actionRegistry, rootReducer } from '../root-reducer';
import { setupStore } from '../store';
import { parseDevToolsFile } from './devtools-file-reader';
import { MAX_ENTRIES } from './qa-recorder';
import { stateFileText, stateFromExportFile } from './support-file';

/** The recomputed states of an Import, one per action (state 0 is @@INIT on the committed state). */
function extensionStates(text: string): unknown[] {
  const lifted = importIntoExtension(rootReducer, text);
  expect(lifted.computedStates.filter((entry) => entry.error)).toEqual([]);
  return lifted.computedStates.slice(1).map((entry) => entry.state);
}

describe('QA logs in the Redux DevTools extension', () => {
  it('a logged-in reload: the restored login replays as a plain event, step by step alike', async () => {
    const storage = memoryStorage({
      token: 'stored-secret-token',
      username: 'Kiss Anna',
      cart_id: '0b7c9a3e-1d2f-4c5b-8a9e-0f1e2d3c4b5a',
      search: 'lánc',
      persist_version: '1',
    });
    const { store, persistor, recorder } = setupStore({
      persistStorage: createSpecKeyStorage(() => storage),
      runSagas: false,
      qa: true,
    });
    await persistSettled(persistor);
    store.dispatch(manufacturerChosen(4));
    store.dispatch(searchSubmitted('kesztyű'));
    const text = recorder?.exportDevToolsFile() ?? '';
    expect(text).not.toContain('stored-secret-token');

    const file = parseDevToolsFile(text);
    expect(file.actions.map((a) => a.type)).toContain('persistence/rehydrated');
    expect(file.actions.map((a) => a.type).filter((t) => t.startsWith('persist/'))).toEqual([]);
    const live = comparableState(store.getState());
    expect(live).toMatchObject({
      auth: { username: 'Kiss Anna' },
      cart: { cartId: '0b7c9a3e-1d2f-4c5b-8a9e-0f1e2d3c4b5a' },
    });

    const inExtension = extensionStates(text);
    const inNode = replayLog(rootReducer, actionRegistry, file.initialState, file.actions).states;
    expect(inExtension).toHaveLength(file.actions.length);
    expect(firstDifferentStep(file.actions, file.recordedStates, inExtension)).toBeNull();
    expect(firstDifferentStep(file.actions, file.recordedStates, inNode)).toBeNull();
    expect(comparableState(inExtension[inExtension.length - 1])).toEqual(live);
  });

  it(`a session over ${MAX_ENTRIES} actions still replays: the starting state moves with the log`, () => {
    const { store, recorder } = setupStore({ runSagas: false, qa: true });
    store.dispatch(loggedIn({ token: 'early-secret-token', username: 'Nagy Béla' }));
    store.dispatch(manufacturerChosen(9));
    for (let i = 0; i < MAX_ENTRIES + 200; i++) store.dispatch(searchSubmitted(`keresés ${i}`));
    const text = recorder?.exportDevToolsFile() ?? '';
    const file = parseDevToolsFile(text);
    expect(file.actions).toHaveLength(MAX_ENTRIES);
    // The log no longer has the login or the bike choice, but its starting state does.
    expect(file.actions.map((a) => a.type)).not.toContain('auth/loggedIn');
    expect(file.initialState).toMatchObject({
      auth: { username: 'Nagy Béla' },
      motorom: { gyarto: 9 },
    });
    expect(text).not.toContain('early-secret-token');

    const inExtension = extensionStates(text);
    expect(firstDifferentStep(file.actions, file.recordedStates, inExtension)).toBeNull();
    expect(comparableState(inExtension[inExtension.length - 1])).toEqual(
      comparableState(store.getState()),
    );
  });

  it('the state file is a lifted state the extension imports, and support reads it back', () => {
    const { store } = setupStore({ runSagas: false });
    store.dispatch(loggedIn({ token: 'customer-secret-token', username: 'Kovács Anna' }));
    store.dispatch(manufacturerChosen(3));
    const text = stateFileText(store.getState());
    expect(text).not.toContain('customer-secret-token');

    const lifted = importIntoExtension(rootReducer, text);
    expect(lifted.stagedActionIds).toEqual([0]);
    expect(comparableState(lifted.computedStates[0]?.state)).toEqual(
      comparableState(store.getState()),
    );
    expect(comparableState(stateFromExportFile(text))).toEqual(comparableState(store.getState()));
  });
});
