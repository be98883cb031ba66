/**
 * The Redux DevTools "lifted state" file format (what the extension imports, as `@redux-devtools/utils`
 * importState reads it and `@redux-devtools/instrument` replays it), so QA logs and support state files
 * made by the shop open in the extension, and the extension's own Export opens in the shop and in
 * `npm run replay`.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import jsan from 'jsan';

export interface LiftedAction {
  type: 'PERFORM_ACTION';
  action: UnknownAction;
  timestamp: number;
}

export interface LiftedState {
  actionsById: Record<string, LiftedAction>;
  computedStates: { state: unknown; error?: string }[];
  committedState: unknown;
  currentStateIndex: number;
  nextActionId: number;
  skippedActionIds: number[];
  stagedActionIds: number[];
  isLocked: boolean;
  isPaused: boolean;
}

export interface RecordedLog {
  /** The state the first entry starts from; the extension replays every entry from it. */
  committedState: unknown;
  entries: { action: UnknownAction; timestamp: number; state: unknown }[];
}

/** Builds the lifted state DevTools imports: action 0 is @@INIT on the committed state. */
export function toLiftedState(log: RecordedLog): LiftedState {
  const actionsById: Record<string, LiftedAction> = {
    0: {
      type: 'PERFORM_ACTION',
      action: { type: '@@INIT' },
      timestamp: log.entries[0]?.timestamp ?? Date.now(),
    },
  };
  const computedStates: LiftedState['computedStates'] = [{ state: log.committedState }];
  log.entries.forEach((entry, i) => {
    actionsById[i + 1] = {
      type: 'PERFORM_ACTION',
      action: entry.action,
      timestamp: entry.timestamp,
    };
    computedStates.push({ state: entry.state });
  });
  const ids = Object.keys(actionsById).map(Number);
  return {
    actionsById,
    computedStates,
    committedState: log.committedState,
    currentStateIndex: ids.length - 1,
    nextActionId: ids.length,
    skippedActionIds: [],
    stagedActionIds: ids,
    isLocked: false,
    isPaused: false,
  };
}

export interface DevToolsFile {
  /** The state the actions start from (the lifted state's committedState, or the Export's preloadedState). */
  initialState: unknown;
  actions: UnknownAction[];
  /** The state the file recorded after each action, where it has one (the extension's Export has none). */
  recordedStates: unknown[];
}

const isLifted = (value: unknown): value is Partial<LiftedState> =>
  Boolean(value) &&
  typeof value === 'object' &&
  'actionsById' in (value as object) &&
  Array.isArray((value as LiftedState).stagedActionIds);

/**
 * Reads a DevTools file the way the extension's Import does (jsan, `payload` + `preloadedState`): a lifted
 * state (the shop's QA log and state file), or the extension's own Export, whose payload is the action
 * list and whose preloadedState is the state before the first action.
 */
export function parseDevToolsFile(text: string): DevToolsFile {
  let parsed = jsan.parse(text) as unknown;
  let preloaded: unknown;
  if (
    parsed &&
    typeof parsed === 'object' &&
    typeof (parsed as { payload?: unknown }).payload === 'string'
  ) {
    const wrapper = parsed as { payload: string; preloadedState?: string };
    if (typeof wrapper.preloadedState === 'string') preloaded = jsan.parse(wrapper.preloadedState);
    parsed = jsan.parse(wrapper.payload);
  }
  if (Array.isArray(parsed)) {
    const actions = parsed.filter(
      (a): a is UnknownAction => Boolean(a) && typeof a?.type === 'string' && a.type !== '@@INIT',
    );
    return { initialState: preloaded, actions, recordedStates: [] };
  }
  if (!isLifted(parsed)) {
    throw new Error('Not a Redux DevTools export: actionsById or stagedActionIds is missing.');
  }
  const lifted = parsed;
  const skipped = new Set(lifted.skippedActionIds ?? []);
  const actions: UnknownAction[] = [];
  const recordedStates: unknown[] = [];
  lifted.stagedActionIds?.forEach((id, index) => {
    const action = lifted.actionsById?.[id]?.action;
    if (!action || typeof action.type !== 'string' || action.type === '@@INIT' || skipped.has(id))
      return;
    actions.push(action);
    recordedStates.push(lifted.computedStates?.[index]?.state);
  });
  const complete = recordedStates.every((state) => state !== undefined);
  return {
    initialState: lifted.committedState ?? preloaded,
    actions,
    recordedStates: complete ? recordedStates : [],
  };
}
