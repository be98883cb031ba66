import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupStore } from '@client/app/store';
import { createSpecKeyStorage } from '@client/app/persist-storage';
import { REDACTED } from '@client/api/token-vault';
import { server } from '@client/testing/test-server';
import { authApi } from './auth.api';
import { loggedIn, logoutRequested } from './auth.slice';

/** What another tab does: write the spec's keys, and the browser tells this tab with a storage event. */
function otherTabWrites(key: 'token' | 'username', value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(
    new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
  );
}

afterEach(() => localStorage.clear());

describe('cross-tab login sync', () => {
  it('logs this tab in when another tab logs in, and out when it logs out', async () => {
    const { store } = setupStore({ persistStorage: createSpecKeyStorage() });
    otherTabWrites('token', 'token-from-tab-a');
    otherTabWrites('username', 'Kiss Anna');
    expect(store.getState().auth).toEqual({ token: REDACTED, username: 'Kiss Anna' });
    // This tab's requests and storage use the real token.
    await waitFor(() => expect(localStorage.getItem('token')).toBe('token-from-tab-a'));

    otherTabWrites('token', null);
    expect(store.getState().auth).toEqual({ token: null, username: null });
    // This tab's persistence then forgets the login too.
    await waitFor(() => expect(localStorage.getItem('username')).toBeNull());
  });

  it('follows a login as another customer, and a whole-storage clear', () => {
    const { store } = setupStore({
      preloadedState: { auth: { token: 'old', username: 'Régi Béla' } },
    });
    localStorage.setItem('username', 'Nagy Éva');
    otherTabWrites('token', 'new-token');
    expect(store.getState().auth).toEqual({ token: REDACTED, username: 'Nagy Éva' });

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(store.getState().auth).toEqual({ token: null, username: null });
  });

  it('ignores other keys (cart, search) and repeats of its own login', () => {
    const { store } = setupStore({
      preloadedState: { auth: { token: 't', username: 'Kiss Anna' } },
    });
    const seen: string[] = [];
    store.subscribe(() => seen.push(JSON.stringify(store.getState().auth)));
    localStorage.setItem('token', 't');
    localStorage.setItem('username', 'Kiss Anna');
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart_id', newValue: 'abc' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 't' }));
    expect(seen).toEqual([]);
  });

  it('stops listening when the saga is not running', () => {
    const { store } = setupStore({ runSagas: false });
    otherTabWrites('username', 'Kiss Anna');
    otherTabWrites('token', 'x');
    expect(store.getState().auth.token).toBeNull();
  });
});

describe('logout', () => {
  it('sends the bearer token to /api/logout, then forgets the login', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('*/api/logout', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ status: 1 });
      }),
    );
    const { store } = setupStore({
      preloadedState: { auth: { token: 'tok-1', username: 'Kiss Anna' } },
    });
    store.dispatch(logoutRequested());
    await waitFor(() => expect(store.getState().auth).toEqual({ token: null, username: null }));
    expect(seen).toEqual(['Bearer tok-1']);
  });

  it('forgets the login even when the server call fails', async () => {
    server.use(
      http.get('*/api/logout', () => HttpResponse.json({ message: 'Hiba' }, { status: 500 })),
    );
    const { store } = setupStore({
      preloadedState: { auth: { token: 'tok-1', username: 'Kiss Anna' } },
    });
    store.dispatch(logoutRequested());
    await waitFor(() => expect(store.getState().auth.username).toBeNull());
    expect(store.getState().auth.token).toBeNull();
  });

  it('forgets the login when the network is down', async () => {
    server.use(http.get('*/api/logout', () => HttpResponse.error()));
    const { store } = setupStore();
    store.dispatch(loggedIn({ token: 'tok-2', username: 'Nagy Éva' }));
    store.dispatch(logoutRequested());
    await waitFor(() => expect(store.getState().auth).toEqual({ token: null, username: null }));
  });
});

describe('login answers in the auth slice', () => {
  it('stores token and name on success and clears them on failure', async () => {
    server.use(
      http.post('*/api/login', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        return body.password === 'jo-jelszo'
          ? HttpResponse.json({ token: 'tok-3', name: 'Kiss Anna' })
          : HttpResponse.json({ message: 'Hibás e-mail-cím vagy jelszó.' }, { status: 401 });
      }),
    );
    const { store } = setupStore();
    await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'a@b.hu', password: 'jo-jelszo' }),
    );
    expect(store.getState().auth).toEqual({ token: REDACTED, username: 'Kiss Anna' });
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.hu', password: 'rossz' }));
    expect(store.getState().auth).toEqual({ token: null, username: null });
  });

  it("keeps the browser's guest cart when the shopper logs in", async () => {
    server.use(
      http.post('*/api/login', () => HttpResponse.json({ token: 'tok-5', name: 'Kiss Anna' })),
    );
    const guestCart = {
      ...setupStore({ runSagas: false }).store.getState().cart,
      cartId: 'guest-cart-1',
    };
    const { store } = setupStore({ preloadedState: { cart: guestCart } });
    await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'a@b.hu', password: 'jo-jelszo' }),
    );
    expect(store.getState().auth.username).toBe('Kiss Anna');
    expect(store.getState().cart.cartId).toBe('guest-cart-1');
  });

  it('logs out when the profile load answers a falsy status, but not on a network error', async () => {
    let answer: 'revoked' | 'offline' = 'offline';
    server.use(
      http.get('*/api/getUserData', () =>
        answer === 'offline'
          ? HttpResponse.error()
          : HttpResponse.json({ status: 0, message: 'Kérjük, jelentkezzen be.' }, { status: 401 }),
      ),
    );
    const { store } = setupStore({
      preloadedState: { auth: { token: 'tok-4', username: 'Kiss Anna' } },
    });
    await store.dispatch(authApi.endpoints.getUserData.initiate(undefined, { forceRefetch: true }));
    expect(store.getState().auth.username).toBe('Kiss Anna');
    answer = 'revoked';
    await store.dispatch(authApi.endpoints.getUserData.initiate(undefined, { forceRefetch: true }));
    expect(store.getState().auth).toEqual({ token: null, username: null });
  });
});
