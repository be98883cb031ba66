import { HttpResponse, http } from 'msw';
import { setupStore } from '@client/app/store';
import { server } from '@client/testing/test-server';
import { cartApi } from './cart.api';
import { READ_ONLY_MESSAGE } from './base-query';
import { contentApi } from '@client/features/content/content.api';

describe("support's read-only view", () => {
  it('refuses every call but GET before it leaves the browser; GETs still go', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    server.use(
      http.get('/api/getPopup', () =>
        HttpResponse.json({ alias: '', active: false, title: '', content: '' }),
      ),
    );
    const { store } = setupStore({ readOnly: true, runSagas: false });
    const change = await store.dispatch(
      cartApi.endpoints.modifyCart.initiate({
        cart_id: 'tamogatoi-nezet',
        name: 'email',
        value: 'x@example.hu',
      }),
    );
    expect(change.error).toEqual({ status: 'CUSTOM_ERROR', error: READ_ONLY_MESSAGE });
    const order = await store.dispatch(
      cartApi.endpoints.addToCart.initiate({ id: 1, quantity: 1, cart_id: null }),
    );
    expect(order.error).toEqual({ status: 'CUSTOM_ERROR', error: READ_ONLY_MESSAGE });
    const popup = await store.dispatch(contentApi.endpoints.getPopup.initiate());
    expect(popup.data).toMatchObject({ active: false });
    expect(sent).toEqual(['GET /api/getPopup']);
    server.events.removeAllListeners();
  });
});
