/**
 * The Redux DevTools "lifted state" file format (what the extension exports and imports), so QA logs
 * recorded in the shop open in Redux DevTools and replay in `npm run replay`.
 */
import type { UnknownAction } from '@reduxjs/toolkit';

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
  initialState: unknown;
  entries: { action: UnknownAction; timestamp: number; state: unknown }[];
}

/** Builds the lifted state DevTools imports: action 0 is @@INIT on the initial state. */
export function toLiftedState(log: RecordedLog): LiftedState {
  const actionsById: Record<string, LiftedAction> = {
    0: {
      type: 'PERFORM_ACTION',
      action: { type: '@@INIT' },
      timestamp: log.entries[0]?.timestamp ?? Date.now(),
    },
  };
  const computedStates: LiftedState['computedStates'] = [{ state: log.initialState }];
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
    committedState: log.initialState,
    currentStateIndex: ids.length - 1,
    nextActionId: ids.length,
    skippedActionIds: [],
    stagedActionIds: ids,
    isLocked: false,
    isPaused: false,
  };
}

/** Reads a DevTools export: a lifted state, or the `{ payload, preloadedState }` wrapper of its import. */
export function parseDevToolsFile(text: string): {
  initialState: unknown;
  actions: UnknownAction[];
} {
  let parsed = JSON.parse(text) as Partial<LiftedState> & {
    payload?: string;
    preloadedState?: string;
  };
  let preloaded: unknown;
  if (typeof parsed.payload === 'string') {
    if (typeof parsed.preloadedState === 'string') preloaded = JSON.parse(parsed.preloadedState);
    parsed = JSON.parse(parsed.payload) as Partial<LiftedState>;
  }
  if (!parsed.actionsById || !Array.isArray(parsed.stagedActionIds)) {
    throw new Error('Not a Redux DevTools export: actionsById or stagedActionIds is missing.');
  }
  const skipped = new Set(parsed.skippedActionIds ?? []);
  const actions = parsed.stagedActionIds
    .filter((id) => !skipped.has(id))
    .map((id) => parsed.actionsById?.[id]?.action)
    .filter(
      (a): a is UnknownAction => Boolean(a) && typeof a?.type === 'string' && a.type !== '@@INIT',
    );
  return { initialState: parsed.committedState ?? preloaded, actions };
}
