/** The wishlist API's plain values, apart from the schemas so the client imports no TypeBox. */

/** 'Kedvencek' is a short list to come back to; its page loads every product on it at once. */
export const WISHLIST_MAX_ITEMS = 50;

export const WISHLIST_FULL_MESSAGE = `A kedvencek között legfeljebb ${WISHLIST_MAX_ITEMS} termék lehet.`;
