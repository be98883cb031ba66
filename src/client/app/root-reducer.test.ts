import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@client/api/base-api';
import { comparableState } from '../../../scripts/replay-log';
import { apiReducer, rootReducer } from './root-reducer';

/** A request action as RTK Query dispatches it, for an endpoint by name. */
function pending(endpointName: string): UnknownAction {
  return {
    type: `${baseApi.reducerPath}/executeQuery/pending`,
    payload: undefined,
    meta: {
      arg: {
        type: 'query',
        endpointName,
        originalArgs: undefined,
        queryCacheKey: `${endpointName}(undefined)`,
      },
      requestId: 'keres-1',
      requestStatus: 'pending',
      startedTimeStamp: 1,
    },
  };
}

describe('the api reducer under a replay', () => {
  it("RTK Query's own reducer throws on a request of an endpoint the page has not injected", () => {
    const state = baseApi.reducer(undefined, { type: '@@INIT' });
    expect(() => baseApi.reducer(state, pending('nemBetoltottVegpont'))).toThrow(/reading 'type'/);
  });

  it('leaves the cache as it is for such a request, and every other slice sees the action', () => {
    const before = rootReducer(undefined, { type: '@@INIT' });
    const after = rootReducer(before, pending('nemBetoltottVegpont'));
    expect(after.api).toBe(before.api);
    expect(comparableState(after)).toEqual(comparableState(before));
  });

  it('still caches the requests of an endpoint the page knows', () => {
    const known = Object.keys(baseApi.endpoints)[0] ?? '';
    expect(known).not.toBe('');
    const state = apiReducer(undefined, { type: '@@INIT' });
    const next = apiReducer(state, pending(known));
    expect(next.queries[`${known}(undefined)`]).toMatchObject({ status: 'pending' });
  });
});
