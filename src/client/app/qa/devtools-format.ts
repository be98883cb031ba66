/**
 * The Redux DevTools "lifted state" file format (what the extension imports, as `@redux-devtools/utils`
 * importState reads it and `@redux-devtools/instrument` replays it), so QA logs and support state files
 * made by the shop open in the extension, and the extension's own Export opens in the shop and in
 * `npm run replay`.
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
