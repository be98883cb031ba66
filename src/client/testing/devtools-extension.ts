/**
 * The Redux DevTools extension's own code paths, for tests: its real packages (`@redux-devtools/utils`
 * importState, `@redux-devtools/instrument`) wired the way the extension's page script wires them
 * (reduxjs/redux-devtools, extension/src/pageScript/index.ts and enhancerStore.ts), and its Export
 * written the way it writes it (pageScript exportState + app-core's exportState middleware).
 */
import {
  type Reducer,
  type StoreEnhancer,
  type UnknownAction,
  compose,
  legacy_createStore,
} from '@reduxjs/toolkit';
import { type LiftedState, type LiftedStore, instrument } from '@redux-devtools/instrument';
import { importState } from '@redux-devtools/utils';

type Lifted = LiftedState<unknown, UnknownAction, null>;

export interface ExtensionOptions {
  /** The extension's default is 50; past it the oldest actions are committed into committedState. */
  maxAge?: number;
  /** Off by default in the extension: then a reducer error refuses the Import. */
  shouldCatchErrors?: boolean;
}

function devtoolsEnhancer(options: ExtensionOptions): StoreEnhancer {
  return instrument(() => null, {
    maxAge: options.maxAge ?? 50,
    shouldCatchErrors: options.shouldCatchErrors ?? false,
    pauseActionType: '@@PAUSED',
  }) as StoreEnhancer;
}

/**
 * Puts the extension's compose on `window`, as the extension does before the page's scripts run (Redux
 * Toolkit reads it when it loads: load the store module after this, e.g. in jest.isolateModules).
 */
export function installExtension(options: ExtensionOptions = {}): () => void {
  const win = window as unknown as Record<string, unknown>;
  win.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    () =>
    (...enhancers: StoreEnhancer[]) =>
      compose(...enhancers, devtoolsEnhancer(options));
  return () => {
    delete win.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  };
}

/** The lifted store the extension keeps beside a page store it instruments. */
export function liftedStoreOf(store: unknown): LiftedStore<unknown, UnknownAction, null> {
  const lifted = (store as { liftedStore?: LiftedStore<unknown, UnknownAction, null> }).liftedStore;
  if (!lifted) throw new Error('The store was not created under the extension (installExtension).');
  return lifted;
}

/** What the extension's Export button downloads for a page store: its raw actions and committed state. */
export function exportLikeExtension(lifted: Lifted): string {
  const payload = lifted.stagedActionIds.slice(1).map((id) => lifted.actionsById[id]?.action);
  return JSON.stringify(
    { payload: JSON.stringify(payload), preloadedState: JSON.stringify(lifted.committedState) },
    null,
    '\t',
  );
}

/**
 * What the extension's Import button does with a file on a page whose reducer is `reducer`: importState
 * reads it, IMPORT_STATE replaces the history and the instrument recomputes every state through the
 * reducer. Throws, as the Import is refused, when the reducer throws (error catching off).
 */
export function importIntoExtension(
  reducer: Reducer,
  text: string,
  options: ExtensionOptions = {},
): Lifted {
  const store = devtoolsEnhancer({ maxAge: 100_000, ...options })(legacy_createStore)(reducer);
  const imported = importState(text, {});
  if (!imported) throw new Error('importState read nothing');
  liftedStoreOf(store).dispatch({ type: 'IMPORT_STATE', ...imported } as never);
  return liftedStoreOf(store).getState();
}
