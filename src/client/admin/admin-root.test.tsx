import { act, screen } from '@testing-library/react';
import { mountAdmin } from './admin-root';

jest.mock('./admin-app', () => ({
  __esModule: true,
  default: function FailingAdminApp(): never {
    throw new Error('a back-office screen failed to render');
  },
}));

describe('back office root', () => {
  it('shows the Hungarian error message with a reload button instead of a blank page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    window.history.pushState({}, '', '/admin/rendelesek');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => mountAdmin(container));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Az oldalt nem sikerült megjeleníteni',
    );
    expect(screen.getByRole('button', { name: 'Oldal újratöltése' })).toBeInTheDocument();
  });
});
