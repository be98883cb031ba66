import { HttpResponse, http } from 'msw';
import { setupStore } from '@client/app/store';
import { server } from '@client/testing/test-server';
import { authApi } from './auth.api';

/** Spec section 6: the bearer token goes on login, logout, getUserData and saveUserData, and on no other account call. */
describe('bearer token on the account calls', () => {
  it('is sent exactly where the spec says', async () => {
    const seen: Record<string, string | null> = {};
    const note =
      (name: string) =>
      ({ request }: { request: Request }) => {
        seen[name] = request.headers.get('authorization');
        return HttpResponse.json({
          status: 1,
          token: 't',
          name: 'Kiss Anna',
          message: 'ok',
          email: 'a@b.hu',
          id: 1,
        });
      };
    server.use(
      http.post('*/api/login', note('login')),
      http.get('*/api/logout', note('logout')),
      http.post('*/api/register', note('register')),
      http.post('*/api/password/create', note('password/create')),
      http.get('*/api/password/find/:token', note('password/find')),
      http.post('*/api/password/reset', note('password/reset')),
      http.get('*/api/getUserData', note('getUserData')),
      http.post('*/api/saveUserData', note('saveUserData')),
    );
    const { store } = setupStore({
      preloadedState: { auth: { token: 'tok-1', username: 'Kiss Anna' } },
      runSagas: false,
    });
    const { endpoints } = authApi;
    await store.dispatch(endpoints.getUserData.initiate());
    await store.dispatch(endpoints.saveUserData.initiate({ szallitas_varos: 'Pécs' }));
    await store.dispatch(
      endpoints.register.initiate({
        name: 'A B',
        email: 'a@b.hu',
        password: 'x',
        password_confirmation: 'x',
      }),
    );
    await store.dispatch(endpoints.requestPasswordReset.initiate({ email: 'a@b.hu' }));
    await store.dispatch(endpoints.findPasswordReset.initiate({ token: 'abc' }));
    await store.dispatch(
      endpoints.resetPassword.initiate({
        email: 'a@b.hu',
        token: 'abc',
        password: 'x',
        password_confirmation: 'x',
      }),
    );
    await store.dispatch(endpoints.logout.initiate());
    await store.dispatch(endpoints.login.initiate({ email: 'a@b.hu', password: 'x' }));
    expect(seen).toEqual({
      getUserData: 'Bearer tok-1',
      saveUserData: 'Bearer tok-1',
      register: null,
      'password/create': null,
      'password/find': null,
      'password/reset': null,
      // The registration answer (token 't') replaced the stored token.
      logout: 'Bearer t',
      login: 'Bearer t',
    });
  });
});
