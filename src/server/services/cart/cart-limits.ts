const MINUTE = 60 * 1000;

/**
 * Per client address limits of the cart calls that create something: a new cart (it may hold
 * clearance stock) and an order (it sends branded e-mails to any address typed in). Generous for a
 * household or an office behind one address; `npm run bench` gives each shopper its own address.
 */
export const CART_CREATE_LIMIT = {
  name: 'cart-create',
  limit: 60,
  windowMs: 10 * MINUTE,
  message:
    'Erről a címről rövid idő alatt túl sok új kosár nyílt. Kérjük, próbálja újra néhány perc múlva.',
};

/** Every finishCart call counts (a double click is two). */
export const ORDER_LIMIT = {
  name: 'order',
  limit: 30,
  windowMs: 10 * MINUTE,
  message:
    'Erről a címről rövid idő alatt túl sok megrendelés érkezett. Kérjük, próbálja újra néhány perc múlva.',
};

/**
 * holdCart takes clearance pieces away from other shoppers for CLEARANCE_HOLD_MINUTES: every call
 * counts, so one address cannot keep renewing holds on many carts. A shopper opens the order
 * summary a few times per order; 60 in 10 minutes leaves room for a household behind one address.
 */
export const HOLD_LIMIT = {
  name: 'hold',
  limit: 60,
  windowMs: 10 * MINUTE,
  message:
    'Erről a címről rövid idő alatt túl sok készletfoglalás érkezett. Kérjük, próbálja újra néhány perc múlva.',
};
