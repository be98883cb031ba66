import { wishlistApi } from './wishlist.api';
import { accountListSaga } from '@client/domains/session/account-list-sync.saga';
import { productToggled } from './wishlist.slice';

const { accountWishlistMerge, accountWishlistAdd, accountWishlistRemove } = wishlistApi.endpoints;

/** The wishlist in step with the customer's account (account-list-sync.saga.ts). */
export const wishlistSaga = accountListSaga<{ add: boolean; product: number }>({
  holdsList: ({ wishlist }) => wishlist.owner === 'account' || wishlist.products.length > 0,
  merge: ({ wishlist }) =>
    accountWishlistMerge.initiate(wishlist.owner === 'guest' ? wishlist.products : []),
  changes: productToggled,
  // A heart toggles: after the reducer, the product is either in the list (added) or not (removed).
  changeOf: (action, { wishlist }) =>
    productToggled.match(action)
      ? { add: wishlist.products.includes(action.payload), product: action.payload }
      : null,
  send: ({ add, product }) =>
    add ? accountWishlistAdd.initiate(product) : accountWishlistRemove.initiate(product),
});
