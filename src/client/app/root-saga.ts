import { call, spawn } from 'redux-saga/effects';
import { authSaga } from '@client/domains/session/auth.saga';
import { cartSaga } from '@client/domains/cart/cart.saga';
import { cartFieldsSaga } from '@client/domains/cart/cart-fields.saga';
import { checkoutSaga } from '@client/domains/cart/checkout.saga';

/** Every long-running saga, each spawned so one failing saga does not take the others down. */
export function* rootSaga() {
  const sagas: (() => Generator)[] = [authSaga, cartSaga, cartFieldsSaga, checkoutSaga];
  for (const saga of sagas) yield spawn(saga);
  for (const load of accountSagas) yield spawn(startWhenLoaded, load);
}

type LoadedSaga = () => Generator;

/** Resolves when the browser has nothing else to do (at the latest after 3 s); next task elsewhere. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 0);
  });
}

/**
 * Sagas that only talk to the customer's account: their code loads after the first paint, so it stays
 * out of every page's first-load budget (only their endpoints' definitions are there: the slices match
 * the answers). They read the state they find when they start (domains/session/account-list-sync.saga.ts),
 * so nothing is missed in the meantime.
 */
function* startWhenLoaded(load: () => Promise<LoadedSaga>) {
  try {
    // Not while the page loads: their chunks and start wait until the browser is idle.
    yield call(whenIdle);
    const saga: LoadedSaga = yield call(load);
    yield spawn(saga);
  } catch {
    // The chunk did not load (offline, a deploy): the browser's own lists still work.
  }
}

export const accountSagas = [
  () => import('@client/domains/bike/garage.saga').then((m) => m.garageSaga),
  () => import('@client/domains/wishlist/wishlist.saga').then((m) => m.wishlistSaga),
];
