import { type PayloadAction, createSlice, isAnyOf } from '@reduxjs/toolkit';
import { authApi } from './auth.api';

export interface AuthState {
  /**
   * '[redacted]' while logged in: the bearer token itself ('token' storage key) never enters the store;
   * secret-guard.ts keeps it in the store's TokenVault, where requests and the storage read it.
   */
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
  extraReducers: (builder) => {
    const { login, register, getUserData } = authApi.endpoints;
    builder
      .addMatcher(isAnyOf(login.matchFulfilled, register.matchFulfilled), (state, action) => {
        state.token = action.payload.token;
        state.username = action.payload.name;
      })
      // Spec section 8: a failed login clears the stored credentials.
      .addMatcher(login.matchRejected, (state, action) => {
        if (action.meta.condition) return;
        state.token = null;
        state.username = null;
      })
      // Spec section 4: a profile load with a falsy status logs out (a revoked or expired token answers
      // 401 with status 0); a network failure says nothing about the session, so it keeps it.
      .addMatcher(
        isAnyOf(getUserData.matchFulfilled, getUserData.matchRejected),
        (state, action) => {
          const body =
            'error' in action
              ? (action.payload?.data as { status?: unknown } | undefined)
              : action.payload;
          if (body && typeof body === 'object' && 'status' in body && !body.status) {
            state.token = null;
            state.username = null;
          }
        },
      );
  },
  selectors: {
    selectIsLoggedIn: (state) => Boolean(state.username),
    selectUsername: (state) => state.username,
    selectToken: (state) => state.token,
  },
});

export const { loggedIn, loggedOut, logoutRequested } = authSlice.actions;
export const { selectIsLoggedIn, selectUsername, selectToken } = authSlice.selectors;
