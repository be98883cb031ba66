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

  it('opens after the next painted frame when asked (openAfterPaint), then as any other', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { container } = render(
      <ModalDialog title="Ünnepi nyitvatartás" buttonText="Bezár" onClose={onClose} openAfterPaint>
        <p>Zárva tartunk.</p>
      </ModalDialog>,
    );
    // Mounted but not opened yet: nothing forces the page's layout in the render's task.
    expect(container.querySelector('dialog')).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Ünnepi nyitvatartás' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Bezár' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('never opens when it goes before the frame (openAfterPaint)', async () => {
    const { container, unmount } = render(
      <ModalDialog title="Üzenet" buttonText="Értem" onClose={() => {}} openAfterPaint>
        <p>Szöveg.</p>
      </ModalDialog>,
    );
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dialog).not.toHaveAttribute('open');
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
