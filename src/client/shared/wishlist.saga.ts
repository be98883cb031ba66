import { type Channel, channel } from 'redux-saga';
import { call, put, select, spawn, take, takeEvery } from 'redux-saga/effects';
import type { RootState } from '@client/app/root-reducer';
import { wishlistApi } from '@client/api/wishlist.api';
import { selectCustomerSignedIn } from './session';
import { productToggled } from './wishlist.slice';

type WishlistJob = { kind: 'merge' } | { kind: 'add' | 'remove'; product: number };

const { accountWishlistMerge, accountWishlistAdd, accountWishlistRemove } = wishlistApi.endpoints;

interface Request {
  unwrap(): Promise<unknown>;
  reset(): void;
}

function* send(job: WishlistJob) {
  let request: Request;
  if (job.kind === 'merge') {
    const { wishlist }: RootState = yield select();
    // A list that already mirrors the account sends nothing: what was removed elsewhere stays removed.
    request = yield put(
      accountWishlistMerge.initiate(wishlist.owner === 'guest' ? wishlist.products : []),
    );
  } else if (job.kind === 'add') request = yield put(accountWishlistAdd.initiate(job.product));
  else request = yield put(accountWishlistRemove.initiate(job.product));
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
function* worker(jobs: Channel<WishlistJob>) {
  for (;;) {
    const job: WishlistJob = yield take(jobs);
    const sent: boolean = yield call(send, job);
    const signedIn: boolean = yield select(selectCustomerSignedIn);
    if (!sent && job.kind !== 'merge' && signedIn) yield call(send, { kind: 'merge' });
  }
}

/**
 * Every start of a customer session; loaded after the first paint like the garage's saga (see
 * features/motorom/garage.saga.ts), so a login already restored from the storage counts too.
 */
function* sessionStarts(jobs: Channel<WishlistJob>) {
  let signedIn: boolean = yield select(selectCustomerSignedIn);
  const { wishlist }: RootState = yield select();
  if (signedIn && (wishlist.owner === 'account' || wishlist.products.length > 0))
    yield put(jobs, { kind: 'merge' });
  for (;;) {
    yield take('*');
    const now: boolean = yield select(selectCustomerSignedIn);
    if (now && !signedIn) yield put(jobs, { kind: 'merge' });
    signedIn = now;
  }
}

/** A customer's heart goes to the account as well (a guest's stays in the browser). */
function* changes(jobs: Channel<WishlistJob>) {
  yield takeEvery(productToggled, function* ({ payload }) {
    const state: RootState = yield select();
    if (!selectCustomerSignedIn(state)) return;
    const kind = state.wishlist.products.includes(payload) ? 'add' : 'remove';
    yield put(jobs, { kind, product: payload });
  });
}

export function* wishlistSaga() {
  const jobs: Channel<WishlistJob> = yield call(channel);
  yield spawn(worker, jobs);
  yield spawn(sessionStarts, jobs);
  yield spawn(changes, jobs);
}
