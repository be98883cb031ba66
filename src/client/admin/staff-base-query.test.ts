import { HttpResponse, http } from 'msw';
import { server } from '@client/testing/test-server';
import { adminApi } from './admin.api';
import { setupAdminStore } from './admin-store';
import { sizeChartsApi } from './size-charts/size-charts.api';
import { currentStaff, staffLoggedIn, staffLoggedOut } from './staff-session';

afterEach(() => staffLoggedOut());

describe('the staff base query', () => {
  it("sends the staff member's token and the shop's headers on every back-office call", async () => {
    const seen: (string | null)[][] = [];
    const record = ({ request }: { request: Request }) => {
      seen.push(['authorization', 'x-requested-with'].map((name) => request.headers.get(name)));
      return HttpResponse.json({ items: [], total: 0 });
    };
    server.use(http.get('/api/admin/orders', record), http.get('/api/admin/size-charts', record));
    staffLoggedIn({ token: 'staff-token', role: 'admin', email: 'bolt@motopont.hu' });
    const store = setupAdminStore();
    await store.dispatch(adminApi.endpoints.adminOrders.initiate({ page: 1 }));
    await store.dispatch(sizeChartsApi.endpoints.adminSizeCharts.initiate());
    expect(seen).toEqual([
      ['Bearer staff-token', 'XMLHttpRequest'],
      ['Bearer staff-token', 'XMLHttpRequest'],
    ]);
  });

  it('logs the staff member out on a 401, whichever call gets it, and on nothing else', async () => {
    let status = 503;
    server.use(
      http.get('/api/admin/orders', () =>
        HttpResponse.json({ message: 'Nem elérhető.' }, { status }),
      ),
    );
    staffLoggedIn({ token: 'ended', role: 'support', email: 'ugyfel@motopont.hu' });
    const store = setupAdminStore();
    await store.dispatch(adminApi.endpoints.adminOrders.initiate({ page: 1 }));
    expect(currentStaff()?.token).toBe('ended');

    status = 401;
    await store.dispatch(adminApi.endpoints.adminOrders.initiate({ page: 2 }));
    expect(currentStaff()).toBeNull();
  });
});
