import { act, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { renderWithProviders } from '@client/testing/test-utils';
import { messageShown } from './ui.slice';

// renderWithProviders mounts the MessagePopup beside the screen, as the layout does.
function renderShop() {
  return renderWithProviders(<p>Kezdőlap</p>, {
    route: '/',
    path: '/',
    extraRoutes: <Route path="/belepes" element={<p>Belépés oldal</p>} />,
  });
}

describe('MessagePopup (the generic message popup)', () => {
  it('shows the title, the content and the button of a message, as a dialog of its class', async () => {
    const { store } = renderShop();
    act(() => {
      store.dispatch(
        messageShown({
          title: 'Sikeres mentés!',
          content: 'Első sor\nMásodik sor',
          buttonText: 'Rendben',
          className: 'success',
        }),
      );
    });
    const dialog = screen.getByRole('dialog', { name: 'Sikeres mentés!' });
    expect(dialog).toHaveClass('modal--success');
    expect(screen.getByText('Első sor')).toBeInTheDocument();
    expect(screen.getByText('Második sor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rendben' })).toHaveFocus();
  });

  it('closes on its button when there is no redirect', async () => {
    const { store, user } = renderShop();
    act(() => {
      store.dispatch(
        messageShown({
          title: 'Hiba!',
          content: 'Próbálja újra.',
          buttonText: 'Értem',
          className: 'alert',
        }),
      );
    });
    expect(screen.getByRole('alertdialog', { name: 'Hiba!' })).toHaveClass('modal--alert');
    await user.click(screen.getByRole('button', { name: 'Értem' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().ui.message).toBeNull();
    expect(screen.getByText('Kezdőlap')).toBeInTheDocument();
  });

  it('leads to the redirect address when one is given', async () => {
    const { store, user } = renderShop();
    act(() => {
      store.dispatch(
        messageShown({
          title: 'Üzenet',
          content: 'Sikeresen módosítottad a jelszavad.',
          buttonText: 'Értem',
          className: 'success',
          redirect: '/belepes',
        }),
      );
    });
    await user.click(screen.getByRole('button', { name: 'Értem' }));
    expect(await screen.findByText('Belépés oldal')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    const { store, user } = renderShop();
    act(() => {
      store.dispatch(
        messageShown({
          title: 'Figyelem',
          content: 'x',
          buttonText: 'Javítom',
          className: 'warning',
        }),
      );
    });
    expect(screen.getByRole('dialog')).toHaveClass('modal--warning');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
