import { REDACTED, sanitizeAction, sanitizeState } from './devtools-sanitizers';

describe('Redux DevTools sanitizers', () => {
  it('never lets the token or passwords through in state', () => {
    const state = {
      auth: { token: 'secret-token', username: 'Kiss Anna' },
      cart: { cartId: 'c1', cart: { goods: [] } },
      api: {
        queries: {
          'getCart(...)': { endpointName: 'getCart', status: 'fulfilled', data: { big: 'data' } },
        },
        mutations: {
          abc: {
            endpointName: 'login',
            status: 'fulfilled',
            originalArgs: { email: 'a@b.hu', password: 'pw' },
            data: { token: 't' },
          },
        },
      },
    };
    const out = sanitizeState(state);
    const text = JSON.stringify(out);
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('"pw"');
    expect(text).not.toContain('"t"');
    expect(text).not.toContain('big');
    expect(out.auth).toEqual({ token: REDACTED, username: 'Kiss Anna' });
    expect(out.cart).toEqual(state.cart);
  });

  it('redacts secrets in actions and summarizes api results', () => {
    const login = sanitizeAction({
      type: 'auth/loggedIn',
      payload: { token: 'abc', username: 'A' },
    });
    expect(login).toEqual({ type: 'auth/loggedIn', payload: { token: REDACTED, username: 'A' } });

    const api = sanitizeAction({
      type: 'api/executeMutation/fulfilled',
      payload: { token: 'abc', name: 'A' },
      meta: { arg: { originalArgs: { email: 'a@b.hu', password: 'titok' } } },
    });
    const text = JSON.stringify(api);
    expect(text).not.toContain('abc');
    expect(text).not.toContain('titok');
    expect(text).toContain('a@b.hu');
  });

  it('hides the secret of a password-reset link in the location, in state and in actions', () => {
    const location = { pathname: '/password_reset/9f8e7d6c5b4a39281706f5e4d3c2b1a0', search: '' };
    const state = sanitizeState({ navigation: location });
    expect(JSON.stringify(state)).not.toContain('9f8e7d6c5b4a');
    expect(state.navigation.pathname).toBe('/password_reset/[redacted]');
    const action = sanitizeAction({ type: 'navigation/locationChanged', payload: location });
    expect(JSON.stringify(action)).not.toContain('9f8e7d6c5b4a');
    expect(
      sanitizeState({ navigation: { pathname: '/kosar', search: '?q=1' } }).navigation.pathname,
    ).toBe('/kosar');
  });

  it("hides the token of a restock e-mail's unsubscribe link in the location", () => {
    const location = { pathname: '/ertesites-leiratkozas/12.q1w2e3r4t5y6u7i8o9p0as', search: '' };
    const state = sanitizeState({ navigation: location });
    expect(JSON.stringify(state)).not.toContain('q1w2e3r4');
    expect(state.navigation.pathname).toBe('/ertesites-leiratkozas/[redacted]');
  });

  it('keeps meaningful actions as they are', () => {
    const action = {
      type: 'cart/fieldChanged',
      payload: { name: 'szallitas_varos', value: 'Budapest' },
    };
    expect(sanitizeAction(action)).toEqual(action);
  });
});
