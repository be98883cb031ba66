import { HttpResponse, http } from 'msw';
import { server } from '@client/testing/test-server';
import { cartApi } from '@client/domains/cart/cart.api';
import { contentApi } from '@client/features/content/content.api';
import { setupStore } from '../store';
import { READ_ONLY_MESSAGE, readOnlyFetch } from './read-only-fetch';

describe("support's read-only view", () => {
  // Captured in the test: MSW puts its own fetch in place only when its server starts listening.
  let original: typeof fetch;
  afterEach(() => {
    globalThis.fetch = original;
    server.events.removeAllListeners();
  });

  it('refuses every call but GET before it leaves the browser; GETs still go', async () => {
    original = globalThis.fetch;
    globalThis.fetch = readOnlyFetch(original);
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    server.use(
      http.get('/api/getPopup', () =>
        HttpResponse.json({ alias: '', active: false, title: '', content: '' }),
      ),
    );
    const { store } = setupStore({ runSagas: false });
    const change = await store.dispatch(
      cartApi.endpoints.modifyCart.initiate({
        cart_id: 'tamogatoi-nezet',
        name: 'email',
        value: 'x@example.hu',
      }),
    );
    expect(change.error).toEqual({ status: 403, data: { message: READ_ONLY_MESSAGE } });
    const added = await store.dispatch(
      cartApi.endpoints.addToCart.initiate({ id: 1, quantity: 1, cart_id: null }),
    );
    expect(added.error).toMatchObject({ status: 403 });
    const popup = await store.dispatch(contentApi.endpoints.getPopup.initiate());
    expect(popup.data).toMatchObject({ active: false });
    expect(sent).toEqual(['GET /api/getPopup']);
  });
});
