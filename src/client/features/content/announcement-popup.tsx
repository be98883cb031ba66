import { useEffect, useRef } from 'react';
import { HtmlContent } from '@client/components/html-content';
import {
  announcementDismissed,
  selectDismissedPopup,
} from '@client/components/message-popup/ui.slice';
import { useAppDispatch, useAppSelector } from '@client/app/hooks';
import { useGetPopupQuery } from './content.api';
import './content.css';

/**
 * The shop's announcement: shown while the server says it is active and the shopper has not closed
 * this one (its alias is kept under the 'popup' storage key). A new announcement has a new alias.
 */
export function AnnouncementPopup() {
  const { data: popup } = useGetPopupQuery();
  const dismissed = useAppSelector(selectDismissedPopup);
  const dispatch = useAppDispatch();
  const closeButton = useRef<HTMLButtonElement>(null);
  const visible = Boolean(popup?.active && popup.alias && popup.alias !== dismissed);

  useEffect(() => {
    if (!visible) return;
    const lastFocus = document.activeElement;
    closeButton.current?.focus();
    return () => {
      if (lastFocus instanceof HTMLElement) lastFocus.focus();
    };
  }, [visible]);

  if (!visible || !popup) return null;
  const close = () => dispatch(announcementDismissed(popup.alias));
  return (
    <div className="modal-backdrop" onKeyDown={(e) => e.key === 'Escape' && close()}>
      <div
        className="modal announcement"
        role="dialog"
        aria-modal="true"
        aria-labelledby="announcement-title"
        aria-describedby="announcement-content"
      >
        <h2 id="announcement-title" className="modal__title">
          {popup.title}
        </h2>
        <div id="announcement-content" className="modal__content">
          <HtmlContent html={popup.content} />
        </div>
        <button ref={closeButton} type="button" className="button button--primary" onClick={close}>
          Bezár
        </button>
      </div>
    </div>
  );
}
