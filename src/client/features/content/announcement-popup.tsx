import { LazyHtmlContent } from '@client/components/lazy-html-content';
import {
  announcementDismissed,
  selectDismissedPopup,
} from '@client/components/message-popup/ui.slice';
import { ModalDialog } from '@client/components/modal-dialog';
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
  const visible = Boolean(popup?.active && popup.alias && popup.alias !== dismissed);

  if (!visible || !popup) return null;
  return (
    <ModalDialog
      key={popup.alias}
      title={popup.title}
      buttonText="Bezár"
      onClose={() => dispatch(announcementDismissed(popup.alias))}
      className="announcement"
      openAfterPaint
    >
      <LazyHtmlContent html={popup.content} />
    </ModalDialog>
  );
}
