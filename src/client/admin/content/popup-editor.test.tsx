import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { renderAdmin } from '@client/admin/testing/render-admin';
import { server } from '@client/testing/test-server';
import { staffLoggedIn, staffLoggedOut } from '../staff-session';
import { PopupEditor } from './single-editors';

const stored = {
  alias: 'felhivas-20261123-aaaaaaaa',
  title: 'Téli nyitvatartás',
  content: '<p>10–16</p>',
  active: true,
};

beforeEach(() => staffLoggedIn({ token: 'staff-token', role: 'admin', email: 'bolt@motopont.hu' }));
afterEach(() => staffLoggedOut());

describe('announcement popup editor', () => {
  it('loads the announcement, saves it with the staff token and shows what was stored', async () => {
    let sent: { auth: string | null; body: unknown } | null = null;
    server.use(
      http.get('/api/admin/content/popup', () => HttpResponse.json(stored)),
      http.put('/api/admin/content/popup', async ({ request }) => {
        sent = { auth: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json({
          alias: 'felhivas-20261123-bbbbbbbb',
          title: 'Új cím',
          content: '<p>Tiszta</p>',
          active: true,
        });
      }),
    );
    const { user } = renderAdmin(<PopupEditor />);
    const title = await screen.findByLabelText('Cím');
    expect(title).toHaveValue('Téli nyitvatartás');
    expect(screen.getByText(/Azonosító: felhivas-20261123-aaaaaaaa/)).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Új cím');
    await user.clear(screen.getByLabelText(/^Szöveg/));
    await user.type(screen.getByLabelText(/^Szöveg/), '<p>Tiszta</p>');
    await user.click(screen.getByRole('button', { name: 'Felhívás mentése' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Mentve.'));
    expect(sent).toEqual({
      auth: 'Bearer staff-token',
      body: { title: 'Új cím', content: '<p>Tiszta</p>', active: true },
    });
    expect(screen.getByText(/Azonosító: felhivas-20261123-bbbbbbbb/)).toBeInTheDocument();
  });

  it('shows the server’s Hungarian message for a refused field', async () => {
    server.use(
      http.get('/api/admin/content/popup', () => HttpResponse.json(stored)),
      http.put('/api/admin/content/popup', () =>
        HttpResponse.json(
          { message: 'Adja meg a címet (legfeljebb 200 karakter).' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAdmin(<PopupEditor />);
    await user.click(await screen.findByRole('button', { name: 'Felhívás mentése' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Adja meg a címet (legfeljebb 200 karakter).',
    );
  });
});
