import { type Channel, channel } from 'redux-saga';
import { call, put, select, spawn, take, takeEvery } from 'redux-saga/effects';
import type { RootState } from '@client/app/root-reducer';
import { selectCustomerSignedIn } from '@client/shared/session';
import { garageApi } from './garage.api';
import { bikeRemoved, bikeSaved, bikeSwitched } from './garage.slice';

/** One call to the account's garage; the calls run one after another, in the order they were asked. */
export type GarageJob =
  | { kind: 'merge' }
  | { kind: 'add'; tipus: number }
  | { kind: 'remove'; tipus: number }
  | { kind: 'activate'; tipus: number };

const { accountGarageMerge, accountGarageAdd, accountGarageRemove, accountGarageActivate } =
  garageApi.endpoints;

interface Request {
  unwrap(): Promise<unknown>;
  reset(): void;
}

function* send(job: GarageJob) {
  let request: Request;
  if (job.kind === 'merge') {
    const state: RootState = yield select();
    // A guest list not merged yet goes to the account with the browser's bike; a list that already
    // mirrors the account sends nothing, so a bike removed on another device does not come back.
    const guest = state.garage.owner === 'guest';
    request = yield put(
      accountGarageMerge.initiate({
        bikes: guest ? state.garage.bikes.map((bike) => bike.tipus) : [],
        active: guest ? state.motorom.tipus : null,
      }),
    );
  } else if (job.kind === 'add') request = yield put(accountGarageAdd.initiate(job.tipus));
  else if (job.kind === 'remove') request = yield put(accountGarageRemove.initiate(job.tipus));
  else request = yield put(accountGarageActivate.initiate(job.tipus));
  try {
    yield call(() => request.unwrap());
    return true;
  } catch {
    return false;
  } finally {
    request.reset();
  }
}

/** Runs the jobs in order. A failed change reloads the account's garage, so the list shows the truth. */
function* worker(jobs: Channel<GarageJob>) {
  for (;;) {
    const job: GarageJob = yield take(jobs);
    const sent: boolean = yield call(send, job);
    const signedIn: boolean = yield select(selectCustomerSignedIn);
    if (!sent && job.kind !== 'merge' && signedIn) yield call(send, { kind: 'merge' });
  }
}

/**
 * Every start of a customer session: login, registration, another tab logging in. This saga loads
 * after the first paint (root-saga.ts), so a login restored from the storage is already there when it
 * starts: then the account's garage is loaded (a list that mirrors it) or the guest's bikes join it.
 */
function* sessionStarts(jobs: Channel<GarageJob>) {
  let signedIn: boolean = yield select(selectCustomerSignedIn);
  const { garage }: RootState = yield select();
  if (signedIn && (garage.owner === 'account' || garage.bikes.length > 0))
    yield put(jobs, { kind: 'merge' });
  for (;;) {
    yield take('*');
    const now: boolean = yield select(selectCustomerSignedIn);
    if (now && !signedIn) yield put(jobs, { kind: 'merge' });
    signedIn = now;
  }
}

/** The customer's changes go to the account too (a guest's stay in the browser only). */
function* changes(jobs: Channel<GarageJob>) {
  yield takeEvery([bikeSaved, bikeRemoved, bikeSwitched], function* (action) {
    const signedIn: boolean = yield select(selectCustomerSignedIn);
    if (!signedIn) return;
    if (bikeSaved.match(action)) yield put(jobs, { kind: 'add', tipus: action.payload.tipus });
    else if (bikeRemoved.match(action)) yield put(jobs, { kind: 'remove', tipus: action.payload });
    else if (bikeSwitched.match(action))
      yield put(jobs, { kind: 'activate', tipus: action.payload.tipus });
  });
}

export function* garageSaga() {
  const jobs: Channel<GarageJob> = yield call(channel);
  yield spawn(worker, jobs);
  yield spawn(sessionStarts, jobs);
  yield spawn(changes, jobs);
}
