import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

export interface ReplayResult<S> {
  finalState: S;
  /** Actions whose type no current reducer knows (they changed nothing). */
  unknownActions: string[];
  /** The state after each action, for comparing a replay step by step. */
  states: S[];
}

/** Known action types, and prefixes of families handled by matchers (RTK Query). */
export interface ActionRegistry {
  types: ReadonlySet<string>;
  prefixes: readonly string[];
}

/**
 * Runs a recorded action log through the reducer, as Redux DevTools' instrument does (replays.test.ts
 * checks the two agree). An action is reported as unknown when no reducer declares its type and it left
 * the state unchanged.
 */
export function replayActions<S>(
  reducer: Reducer<S, UnknownAction, S | undefined>,
  initialState: S | undefined,
  actions: UnknownAction[],
  registry: ActionRegistry,
): ReplayResult<S> {
  let state = reducer(initialState, { type: '@@INIT' });
  const unknownActions: string[] = [];
  const states: S[] = [];
  for (const action of actions) {
    const next = reducer(state, action);
    const known =
      registry.types.has(action.type) || registry.prefixes.some((p) => action.type.startsWith(p));
    if (!known && next === state) unknownActions.push(action.type);
    state = next;
    states.push(state);
  }
  return { finalState: state, unknownActions, states };
}

/** Paths where two JSON-like values differ (for `--expect`), at most `limit` of them. */
export function diffPaths(
  expected: unknown,
  actual: unknown,
  path = '$',
  out: string[] = [],
  limit = 20,
): string[] {
  if (out.length >= limit) return out;
  if (Object.is(expected, actual)) return out;
  const bothObjects =
    expected !== null &&
    actual !== null &&
    typeof expected === 'object' &&
    typeof actual === 'object';
  if (!bothObjects || Array.isArray(expected) !== Array.isArray(actual)) {
    out.push(`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    return out;
  }
  const keys = new Set([...Object.keys(expected as object), ...Object.keys(actual as object)]);
  for (const key of keys) {
    diffPaths(
      (expected as Record<string, unknown>)[key],
      (actual as Record<string, unknown>)[key],
      `${path}.${key}`,
      out,
      limit,
    );
  }
  return out;
}
