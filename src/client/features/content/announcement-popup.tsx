import { useHtmlContentModule } from '@client/components/html-content-loader';
import { announcementDismissed, selectDismissedPopup } from '@client/domains/messages/ui.slice';
import { ModalDialog } from '@client/components/modal-dialog';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { useGetPopupQuery } from './content.api';
import './content.css';

/**
 * The shop's announcement: shown while the server says it is active and the shopper has not closed
 * this one (its alias is kept under the 'popup' storage key). A new announcement has a new alias.
 * It opens once its formatted text is ready: drawn once, not as plain text first and formatted a
 * moment later. While an announcement is on, the page's HTML preloads the sanitizer (spa-routes.ts)
 * and index.tsx waits for both before React's first render when they come in time, so the
 * announcement is part of the page's first frame (docs/performance.md).
 */
export function AnnouncementPopup() {
  const { data: popup } = useGetPopupQuery();
  const dismissed = useAppSelector(selectDismissedPopup);
  const dispatch = useAppDispatch();
  const visible = Boolean(popup?.active && popup.alias && popup.alias !== dismissed);
  const sanitizer = useHtmlContentModule();

  if (!visible || !popup || !sanitizer) return null;
  return (
    <ModalDialog
      key={popup.alias}
      title={popup.title}
      buttonText="Bezár"
      onClose={() => dispatch(announcementDismissed(popup.alias))}
      className="announcement"
    >
      <sanitizer.HtmlContent html={popup.content} />
    </ModalDialog>
  );
}
