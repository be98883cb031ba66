const KEY = 'motopont-support-view';
const FRAGMENT = /^#tamogatas=([A-Za-z0-9_-]{20,100})$/;

/**
 * The ticket of support's read-only view when this tab is one (docs/back-office.md, "Support"): taken
 * from the address's fragment (then removed from the address bar) and kept in this tab's
 * sessionStorage, so a reload stays in the view. Null in a shopper's tab.
 */
export function supportViewTicket(location: Location = window.location): string | null {
  const fromAddress = FRAGMENT.exec(location.hash)?.[1] ?? null;
  try {
    if (fromAddress) {
      window.sessionStorage.setItem(KEY, fromAddress);
      window.history.replaceState(null, '', location.pathname + location.search);
      return fromAddress;
    }
    return window.sessionStorage.getItem(KEY);
  } catch {
    return fromAddress;
  }
}

/** Leaves the view: this tab becomes an ordinary shop tab again. */
export function supportViewEnded(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
