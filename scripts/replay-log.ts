import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { type ActionRegistry, type ReplayResult, replayActions } from '../src/client/app/qa/replay';

/**
 * Replays from the log's starting state minus the RTK Query cache (the cache is rebuilt by the
 * replayed api actions) so a log behaves the same whatever the recorder summarized.
 */
export function replayLog<S>(
  reducer: Reducer<S, UnknownAction, S | undefined>,
  registry: ActionRegistry,
  initialState: unknown,
  actions: UnknownAction[],
): ReplayResult<S> {
  let start: S | undefined;
  if (initialState && typeof initialState === 'object') {
    const { api: _api, ...rest } = initialState as Record<string, unknown>;
    const fresh = reducer(undefined, { type: '@@INIT' }) as Record<string, unknown>;
    start = { ...fresh, ...rest, api: fresh.api } as S;
  }
  return replayActions(reducer, start, actions, registry);
}

/** The state without the RTK Query cache and redux-persist's bookkeeping: what tests compare. */
export function comparableState(state: unknown): Record<string, unknown> {
  const { api: _api, _persist: _p, ...rest } = state as Record<string, unknown>;
  return JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
}
