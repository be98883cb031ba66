import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import UnsubscribeScreen from './unsubscribe-screen';

const TOKEN = '12.q1w2e3r4t5y6u7i8o9p0as';

function open(bodies: unknown[], answer: () => Response) {
  server.use(
    http.post('*/api/backInStock/unsubscribe', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return renderWithProviders(<UnsubscribeScreen />, {
    route: `/ertesites-leiratkozas/${TOKEN}`,
    path: '/ertesites-leiratkozas/:token',
  });
}

describe('the unsubscribe link of a restock e-mail', () => {
  it('unsubscribes at once, once, and the token stays out of the store', async () => {
    const bodies: unknown[] = [];
    const { store } = open(bodies, () =>
      HttpResponse.json({
        status: 1,
        cancelled: 2,
        message: 'Leiratkoztál: erre a címre nem küldünk több készletértesítést: anna@pelda.hu.',
      }),
    );
    expect(
      screen.getByRole('heading', { name: 'Leiratkozás a készletértesítésekről' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/nem küldünk több készletértesítést/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('link', { name: 'Tovább a főoldalra' })).toHaveAttribute('href', '/');
    expect(bodies).toEqual([{ token: TOKEN }]);
    expect(JSON.stringify(store.getState())).not.toContain('q1w2e3r4');
  });

  it("shows the server's Hungarian answer for a bad link", async () => {
    const bodies: unknown[] = [];
    open(bodies, () =>
      HttpResponse.json(
        { message: 'Ez a leiratkozási link érvénytelen. Másold be a teljes linket az e-mailből.' },
        { status: 404 },
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ez a leiratkozási link érvénytelen. Másold be a teljes linket az e-mailből.',
    );
    expect(bodies).toHaveLength(1);
  });
});
