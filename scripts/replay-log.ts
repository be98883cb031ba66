import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { sanitizeState } from '../src/client/app/devtools-sanitizers';
import {
  type ActionRegistry,
  type ReplayResult,
  diffPaths,
  replayActions,
} from '../src/client/app/qa/replay';

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
  return replayActions(reducer, startingState(reducer, initialState), actions, registry);
}

/** The file's starting state over a fresh one, with a fresh RTK Query cache. */
export function startingState<S>(
  reducer: Reducer<S, UnknownAction, S | undefined>,
  initialState: unknown,
): S | undefined {
  if (!initialState || typeof initialState !== 'object') return undefined;
  const { api: _api, ...rest } = initialState as Record<string, unknown>;
  const fresh = reducer(undefined, { type: '@@INIT' }) as Record<string, unknown>;
  return { ...fresh, ...rest, api: fresh.api } as S;
}

/**
 * The state as tests and `--expect` compare it: sanitized as every export is, without the RTK Query
 * cache (its summary depends on what the log's start left out) and redux-persist's bookkeeping.
 */
export function comparableState(state: unknown): Record<string, unknown> {
  const { api: _api, _persist: _p, ...rest } = sanitizeState(state) as Record<string, unknown>;
  return JSON.parse(JSON.stringify(rest)) as Record<string, unknown>;
}

/**
 * A log recorded before a slice existed (the garage, the wishlist) says nothing about that slice: the
 * replayed state is compared on the recorded slices only. A recorded slice the replay lacks still differs.
 */
export function onRecordedSlices(
  recorded: Record<string, unknown>,
  replayed: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(replayed).filter(([key]) => key in recorded));
}

export interface StepDifference {
  step: number;
  type: string;
  differences: string[];
}

/** The first step where a replay left a different state than the one the file recorded, if any. */
export function firstDifferentStep(
  actions: UnknownAction[],
  recorded: unknown[],
  replayed: unknown[],
): StepDifference | null {
  for (let i = 0; i < recorded.length; i++) {
    const expected = comparableState(recorded[i]);
    const differences = diffPaths(
      expected,
      onRecordedSlices(expected, comparableState(replayed[i])),
    );
    if (differences.length > 0) return { step: i + 1, type: actions[i]?.type ?? '?', differences };
  }
  return null;
}
