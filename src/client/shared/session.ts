import type { RootState } from '@client/app/root-reducer';

// Whether a customer is logged in, for features that keep a guest's data in the browser and the
// customer's in the account (the garage, the wishlist). Read by the auth slice's persisted shape, as
// chosen-bike.ts reads the bike: a feature never imports another feature's slice.
export const selectCustomerSignedIn = (state: RootState): boolean => Boolean(state.auth?.username);
