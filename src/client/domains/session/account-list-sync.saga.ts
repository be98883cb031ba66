import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { type Channel, channel } from 'redux-saga';
import type { ActionPattern } from 'redux-saga/effects';
import { call, put, select, spawn, take, takeEvery } from 'redux-saga/effects';
import type { RootState } from '@client/domains/store-hooks';
import { selectIsLoggedIn } from './auth.slice';

/** What `endpoint.initiate()` gives back once dispatched: the call's promise and its cache entry. */
interface Request {
  unwrap(): Promise<unknown>;
  reset(): void;
}

/** `endpoint.initiate(…)`: a thunk the saga dispatches with `put`. */
type Initiated = ThunkAction<Request, RootState, unknown, UnknownAction>;

/**
 * One list a guest keeps in the browser and a customer in the account (the garage's bikes, the
 * wishlist's products): how it meets the account and how one change is sent.
 */
export interface AccountList<Change> {
  /** Whether the browser holds something of this list (its own or the account's mirror). */
  holdsList(state: RootState): boolean;
  /**
   * The merge call: a guest list not merged yet goes to the account; a list that already mirrors the
   * account sends nothing, so what was removed on another device does not come back. The answer is
   * the account's whole list, which the slice takes.
   */
  merge(state: RootState): Initiated;
  /** The customer's events that change the list (after the reducer ran). */
  changes: ActionPattern;
  /** The change an event makes, read after the reducer ran; null for none. */
  changeOf(action: UnknownAction, state: RootState): Change | null;
  /** The call that sends one change to the account. */
  send(change: Change): Initiated;
}

type Job<Change> = { kind: 'merge' } | { kind: 'change'; change: Change };

function* sendJob<Change>(list: AccountList<Change>, job: Job<Change>) {
  const state: RootState = yield select();
  const request: Request = yield put(
    job.kind === 'merge' ? list.merge(state) : list.send(job.change),
  );
  try {
    yield call(() => request.unwrap());
    return true;
  } catch {
    return false;
  } finally {
    request.reset();
  }
}

/** One call at a time, in order; a failed change reloads the account's list, so it shows the truth. */
function* worker<Change>(list: AccountList<Change>, jobs: Channel<Job<Change>>) {
  for (;;) {
    const job: Job<Change> = yield take(jobs);
    const sent: boolean = yield call(sendJob, list, job);
    const signedIn: boolean = yield select(selectIsLoggedIn);
    if (!sent && job.kind !== 'merge' && signedIn) yield call(sendJob, list, { kind: 'merge' });
  }
}

/**
 * Every start of a customer session: login, registration, another tab logging in. The saga loads
 * after the first paint (app/root-saga.ts), so a login restored from the storage is already there when
 * it starts: then the account's list is loaded, or the guest's list joins it.
 */
function* sessionStarts<Change>(list: AccountList<Change>, jobs: Channel<Job<Change>>) {
  let signedIn: boolean = yield select(selectIsLoggedIn);
  const state: RootState = yield select();
  if (signedIn && list.holdsList(state)) yield put(jobs, { kind: 'merge' });
  for (;;) {
    yield take('*');
    const now: boolean = yield select(selectIsLoggedIn);
    if (now && !signedIn) yield put(jobs, { kind: 'merge' });
    signedIn = now;
  }
}

/** A customer's changes go to the account too (a guest's stay in the browser only). */
function* changes<Change>(list: AccountList<Change>, jobs: Channel<Job<Change>>) {
  yield takeEvery(list.changes, function* (action: UnknownAction) {
    const state: RootState = yield select();
    if (!selectIsLoggedIn(state)) return;
    const change = list.changeOf(action, state);
    if (change !== null) yield put(jobs, { kind: 'change', change });
  });
}

/** The saga that keeps one such list in step with the customer's account. */
export function accountListSaga<Change>(list: AccountList<Change>) {
  return function* accountListSync() {
    const jobs: Channel<Job<Change>> = yield call(channel);
    yield spawn(worker<Change>, list, jobs);
    yield spawn(sessionStarts<Change>, list, jobs);
    yield spawn(changes<Change>, list, jobs);
  };
}
