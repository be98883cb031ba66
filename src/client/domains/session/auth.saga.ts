import { type EventChannel, eventChannel } from 'redux-saga';
import { call, getContext, put, select, spawn, take, takeLeading } from 'redux-saga/effects';
import type { TokenVault } from '@client/api/token-vault';
import { authApi } from './auth.api';
import { type AuthState, loggedIn, loggedOut, logoutRequested } from './auth.slice';
import { LOGIN_STORAGE_KEYS } from './login-storage-keys';

interface StoredLogin {
  token: string | null;
  username: string | null;
}

/**
 * The login another tab left in localStorage, reported whenever it changes there. The browser fires
 * `storage` only in the other tabs, so this tab's own writes never echo back.
 */
export function storedLoginChannel(
  storage: Storage = window.localStorage,
): EventChannel<StoredLogin> {
  return eventChannel((emit) => {
    const onStorage = (event: StorageEvent) => {
      // key null: the other tab cleared the whole storage.
      if (
        event.key !== null &&
        event.key !== LOGIN_STORAGE_KEYS.token &&
        event.key !== LOGIN_STORAGE_KEYS.username
      )
        return;
      emit({
        token: storage.getItem(LOGIN_STORAGE_KEYS.token),
        username: storage.getItem(LOGIN_STORAGE_KEYS.username),
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}

const selectAuth = (state: { auth: AuthState }) => state.auth;

/** Spec section 4: a change of the token made in another tab logs this tab in or out. */
export function* crossTabLoginSync(storage?: Storage) {
  const channel: EventChannel<StoredLogin> = yield call(storedLoginChannel, storage);
  try {
    for (;;) {
      const stored: StoredLogin = yield take(channel);
      const current: AuthState = yield select(selectAuth);
      // The store holds a placeholder for the token; the store's vault knows the real one.
      const vault: TokenVault | undefined = yield getContext('tokenVault');
      const currentToken = vault ? vault.reveal(current.token) : current.token;
      if (stored.token && stored.username) {
        if (stored.token !== currentToken || stored.username !== current.username) {
          yield put(loggedIn({ token: stored.token, username: stored.username }));
        }
      } else if (!stored.token && (current.token || current.username)) {
        yield put(loggedOut());
      }
    }
  } finally {
    channel.close();
  }
}

/** Tells the server (which revokes the token), then logs out whatever it answers (spec section 4). */
export function* logOut() {
  const request: ReturnType<ReturnType<typeof authApi.endpoints.logout.initiate>> = yield put(
    authApi.endpoints.logout.initiate(),
  );
  try {
    yield call(() => request.unwrap());
  } catch {
    // Offline or the server failed: the browser forgets the login all the same.
  } finally {
    request.reset();
  }
  yield put(loggedOut());
}

export function* authSaga() {
  if (typeof window !== 'undefined') yield spawn(crossTabLoginSync);
  yield takeLeading(logoutRequested, logOut);
}
