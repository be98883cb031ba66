import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';

export interface ModalDialogProps {
  title: ReactNode;
  children: ReactNode;
  /** The one button, which closes the dialog (Escape does the same). */
  buttonText: string;
  onClose: () => void;
  /** `alertdialog` for a message that needs the shopper's attention (a failure). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * The shop's one modal shell, on a native `<dialog>` opened with `showModal()`: the browser keeps
 * focus inside it (the page behind is inert), Escape closes it, and the button gets focus first.
 * Mounted means open, in the frame of the commit that mounts it (a layout effect: the announcement
 * is drawn in the page's first frame, docs/performance.md); on unmount the focus goes back where it
 * was. The message popup and the announcement popup use it.
 */
export function ModalDialog({
  title,
  children,
  buttonText,
  onClose,
  role = 'dialog',
  className,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const titleId = useId();
  const contentId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const lastFocus = document.activeElement;
    // Browsers without showModal (and jsdom) get a plain open dialog.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    buttonRef.current?.focus();
    // Escape fires `cancel`: the store decides whether the dialog goes, not the browser.
    const cancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (lastFocus instanceof HTMLElement) lastFocus.focus();
    };
    // Mounted means open: once, on mount.
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={['modal', className].filter(Boolean).join(' ')}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={contentId}
      onKeyDown={(event) => {
        // jsdom and browsers without showModal fire no `cancel` on Escape.
        if (event.key === 'Escape' && typeof dialogRef.current?.showModal !== 'function') onClose();
      }}
    >
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      <div id={contentId} className="modal__content">
        {children}
      </div>
      <button ref={buttonRef} type="button" className="button button--primary" onClick={onClose}>
        {buttonText}
      </button>
    </dialog>
  );
}
