import { spawn } from 'redux-saga/effects';
import { authSaga } from '@client/features/auth/auth.saga';

/** Every long-running saga, each spawned so one failing saga does not take the others down. */
export function* rootSaga() {
  const sagas: (() => Generator)[] = [authSaga];
  for (const saga of sagas) yield spawn(saga);
}
