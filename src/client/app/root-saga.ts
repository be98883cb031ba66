import { spawn } from 'redux-saga/effects';
import { authSaga } from '@client/features/auth/auth.saga';
import { cartSaga } from '@client/features/cart/cart.saga';
import { cartFieldsSaga } from '@client/features/cart/cart-fields.saga';
import { checkoutSaga } from '@client/features/cart/checkout.saga';
import { garageSaga } from '@client/features/motorom/garage.saga';

/** Every long-running saga, each spawned so one failing saga does not take the others down. */
export function* rootSaga() {
  const sagas: (() => Generator)[] = [authSaga, cartSaga, cartFieldsSaga, checkoutSaga, garageSaga];
  for (const saga of sagas) yield spawn(saga);
}
