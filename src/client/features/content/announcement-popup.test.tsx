import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { Popup } from '@common/api/content.schema';
import { server } from '@client/testing/test-server';
import { renderWithProviders } from '@client/testing/test-utils';
import { AnnouncementPopup } from './announcement-popup';

const holiday: Popup = {
  alias: 'unnepi-nyitvatartas',
  active: true,
  title: 'Ünnepi nyitvatartás',
  content: '<p>December 24-től <strong>zárva</strong>.</p>',
};

function servePopup(popup: Popup) {
  const authorization: (string | null)[] = [];
  server.use(
    http.get('/api/getPopup', ({ request }) => {
      authorization.push(request.headers.get('authorization'));
      return HttpResponse.json(popup);
    }),
  );
  return authorization;
}

const uiState = (dismissedPopup: string | null) => ({ ui: { message: null, dismissedPopup } });

describe('AnnouncementPopup', () => {
  it('shows an active announcement the shopper has not closed', async () => {
    servePopup(holiday);
    renderWithProviders(<AnnouncementPopup />);
    const dialog = await screen.findByRole('dialog', { name: 'Ünnepi nyitvatartás' });
    // It opens with its formatted text (the sanitizer's chunk is waited for), never plain text first.
    expect(within(dialog).getByText('zárva').tagName).toBe('STRONG');
    expect(dialog).toHaveTextContent('December 24-től zárva.');
    expect(screen.getByRole('button', { name: 'Bezár' })).toHaveFocus();
  });

  it("closes on 'Bezár' and remembers the alias", async () => {
    servePopup(holiday);
    const { store, user } = renderWithProviders(<AnnouncementPopup />);
    await user.click(await screen.findByRole('button', { name: 'Bezár' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().ui.dismissedPopup).toBe('unnepi-nyitvatartas');
  });

  it('closes with Escape as well', async () => {
    servePopup(holiday);
    const { store, user } = renderWithProviders(<AnnouncementPopup />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().ui.dismissedPopup).toBe('unnepi-nyitvatartas');
  });

  it('stays hidden when this announcement was closed before', async () => {
    const calls = servePopup(holiday);
    renderWithProviders(<AnnouncementPopup />, { preloadedState: uiState('unnepi-nyitvatartas') });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a new announcement even if an older one was closed', async () => {
    servePopup({ ...holiday, alias: 'tavaszi-akcio', title: 'Tavaszi akció' });
    renderWithProviders(<AnnouncementPopup />, { preloadedState: uiState('unnepi-nyitvatartas') });
    expect(await screen.findByRole('dialog', { name: 'Tavaszi akció' })).toBeInTheDocument();
  });

  it('stays hidden when the server says it is not active', async () => {
    const calls = servePopup({ ...holiday, active: false });
    renderWithProviders(<AnnouncementPopup />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the bearer token when the shopper is logged in (spec section 6)', async () => {
    const calls = servePopup(holiday);
    renderWithProviders(<AnnouncementPopup />, {
      preloadedState: { auth: { token: 'tok-123', username: 'Kiss Anna' } },
    });
    await screen.findByRole('dialog');
    expect(calls).toEqual(['Bearer tok-123']);
  });
});
