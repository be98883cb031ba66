import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ModalDialog } from './modal-dialog';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Megnyitás
      </button>
      {open ? (
        <ModalDialog title="Üzenet" buttonText="Értem" onClose={() => setOpen(false)}>
          <p>Sikeresen módosítottad a jelszavad.</p>
        </ModalDialog>
      ) : null}
    </>
  );
}

describe('ModalDialog (the one modal shell)', () => {
  it('is a native dialog named by its title, described by its content, with the button focused', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Megnyitás' }));
    const dialog = screen.getByRole('dialog', { name: 'Üzenet' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Sikeresen módosítottad a jelszavad.');
    expect(screen.getByRole('button', { name: 'Értem' })).toHaveFocus();
  });

  it('closes on its button and gives the focus back to where it was', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Megnyitás' }));
    await user.click(screen.getByRole('button', { name: 'Értem' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Megnyitás' })).toHaveFocus();
  });

  it('closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Megnyitás' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is an alertdialog when asked', () => {
    render(
      <ModalDialog title="Hiba!" buttonText="Értem" onClose={() => {}} role="alertdialog">
        <p>Próbálja újra.</p>
      </ModalDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Hiba!' })).toBeInTheDocument();
  });
});
