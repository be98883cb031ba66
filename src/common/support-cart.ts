/**
 * How far a cart got in the checkout, as support sees it (docs/back-office.md, "Support"). The server
 * does not know which page the shopper has open; this is the furthest step the cart's own data allows,
 * which is the page the shop would let the shopper stand on.
 */
export type CartStep = 'ures' | 'kosar' | 'adatok' | 'osszesites' | 'megrendelve';

export const CART_STEP_LABELS: Record<CartStep, string> = {
  ures: 'Üres kosár',
  kosar: '1. lépés: kosár (még nincs szállítási mód)',
  adatok: '2. lépés: adatok és szállítás (hiányos adatok)',
  osszesites: '3. lépés: összesítés (megrendelhető)',
  megrendelve: 'Megrendelve',
};

/** The shop page of each step, which the read-only view opens. */
export const CART_STEP_PATHS: Record<CartStep, string> = {
  ures: '/kosar',
  kosar: '/kosar',
  adatok: '/adatok-szallitas',
  osszesites: '/megrendeles',
  megrendelve: '/kosar',
};

export function cartStep(cart: {
  finish: boolean;
  goods: readonly unknown[];
  szallitas: number | null;
  isValid: boolean;
}): CartStep {
  if (cart.finish) return 'megrendelve';
  if (cart.goods.length === 0) return 'ures';
  if (cart.szallitas === null) return 'kosar';
  return cart.isValid ? 'osszesites' : 'adatok';
}

/** What the shop tab of the read-only view holds as its cart id: not a key to any cart. */
export const SUPPORT_VIEW_CART_ID = 'tamogatoi-nezet';
