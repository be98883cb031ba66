import jsan from 'jsan';
import { replayableState } from '../devtools-sanitizers';
import { actionRegistry, rootReducer } from '../root-reducer';
import { parseDevToolsFile } from './devtools-file-reader';
import { toLiftedState } from './devtools-format';
import { replayActions } from './replay';

const NOT_A_STATE = 'A fájl nem tartalmaz webáruház-állapotot.';

/**
 * The 'Állapot letöltése' file: a Redux DevTools lifted state holding this one state, so the customer's
 * file opens in the extension's Import as well as in the support panel.
 */
export function stateFileText(state: unknown): string {
  return JSON.stringify(
    toLiftedState({ committedState: replayableState(state), entries: [] }),
    null,
    2,
  );
}

const isState = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  'cart' in (value as object);

/**
 * The customer's state out of whatever file support received: our state file or QA log (the current
 * state of the lifted state), the Redux DevTools extension's own Export (`payload` + `preloadedState`:
 * its actions replayed through the shop's reducers from the state before them), or a bare state.
 */
export function stateFromExportFile(text: string): Record<string, unknown> {
  const parsed = jsan.parse(text) as unknown;
  if (isState(parsed)) return parsed;
  const lifted = (parsed ?? {}) as { computedStates?: unknown; currentStateIndex?: unknown };
  if (Array.isArray(lifted.computedStates)) {
    const index =
      typeof lifted.currentStateIndex === 'number'
        ? lifted.currentStateIndex
        : lifted.computedStates.length - 1;
    const entry = lifted.computedStates[index] as { state?: unknown } | undefined;
    if (isState(entry?.state)) return entry.state;
  }
  let file;
  try {
    file = parseDevToolsFile(text);
  } catch {
    throw new Error(NOT_A_STATE);
  }
  const start = isState(file.initialState) ? replayableState(file.initialState) : undefined;
  if (!start && file.actions.length === 0) throw new Error(NOT_A_STATE);
  const { finalState } = replayActions(rootReducer, start as never, file.actions, actionRegistry);
  return finalState as unknown as Record<string, unknown>;
}
