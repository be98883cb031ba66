import { type PayloadAction, createSlice } from '@reduxjs/toolkit';

export interface AuthState {
  /** Bearer token ('token' storage key). Sanitized out of Redux DevTools. */
  token: string | null;
  /** Display name ('username' storage key); logged in when set (spec section 4). */
  username: string | null;
}

const initialState: AuthState = { token: null, username: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** Login or registration succeeded, or another tab logged in. */
    loggedIn(state, action: PayloadAction<{ token: string; username: string }>) {
      state.token = action.payload.token;
      state.username = action.payload.username;
    },
    /** Logout, a failed login, a falsy profile status, or another tab logged out. */
    loggedOut(state) {
      state.token = null;
      state.username = null;
    },
    /** The shopper asked to log out: the saga tells the server, then logs out whatever it answers. */
    logoutRequested() {},
  },
  selectors: {
    selectIsLoggedIn: (state) => Boolean(state.username),
    selectUsername: (state) => state.username,
    selectToken: (state) => state.token,
  },
});

export const { loggedIn, loggedOut, logoutRequested } = authSlice.actions;
export const { selectIsLoggedIn, selectUsername, selectToken } = authSlice.selectors;
