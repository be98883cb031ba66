/**
 * The footer's "Süti-beállítások" opens the (lazily loaded) consent banner again through this
 * window event, so the footer does not pull the banner's code into the first load.
 */
export const CONSENT_OPEN_EVENT = 'motopont:consent-open';

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}
