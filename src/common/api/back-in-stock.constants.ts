/** The back-in-stock request (docs/discovery.md, "Back-in-stock e-mails"): plain values for the client. */

export const BACK_IN_STOCK_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const BACK_IN_STOCK_EMAIL_MAX = 254;
export const BACK_IN_STOCK_BAD_EMAIL = 'Adj meg érvényes e-mail-címet (például nev@pelda.hu).';

export function backInStockConfirmation(email: string): string {
  return `Köszönjük! Amint újra lesz készleten, e-mailt küldünk ide: ${email}.`;
}

/** The unsubscribe link of a restock e-mail (`/ertesites-leiratkozas/{token}`). */
export const BACK_IN_STOCK_BAD_LINK =
  'Ez a leiratkozási link érvénytelen. Másold be a teljes linket az e-mailből.';

export function backInStockUnsubscribed(email: string): string {
  return `Leiratkoztál: erre a címre nem küldünk több készletértesítést: ${email}.`;
}
