/**
 * Reads Redux DevTools files (the shop's QA logs and state files, and the extension's own Export) with
 * jsan, as the extension does. Apart from devtools-format.ts so the recorder, which every page loads,
 * does not carry jsan: only the QA panel's lazy chunk, `npm run replay` and the tests read files.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import jsan from 'jsan';
import type { LiftedState } from './devtools-format';

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
