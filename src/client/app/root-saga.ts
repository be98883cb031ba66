import { spawn } from 'redux-saga/effects';

/** Every long-running saga, each spawned so one failing saga does not take the others down. */
export function* rootSaga() {
  const sagas: (() => Generator)[] = [];
  for (const saga of sagas) yield spawn(saga);
}
