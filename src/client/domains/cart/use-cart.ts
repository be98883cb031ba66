import { skipToken } from '@reduxjs/toolkit/query';
import type { Cart } from '@common/api/cart.schema';
import { useGetCartQuery } from './cart.api';
import { useAppSelector } from '@client/domains/store-hooks';
import { selectCart, selectCartState } from './cart.slice';

/**
 * The shopper's cart from the cart slice, loaded once by its stored id (after a page load only the id
 * survives). Later answers of every cart call keep the slice fresh, so it is not fetched again.
 */
export function useCart(): { cart: Cart | null; loading: boolean } {
  const { cartId, cart: stored } = useAppSelector(selectCartState);
  const loaded = stored !== null && stored.id === cartId;
  const query = useGetCartQuery(cartId && !loaded ? cartId : skipToken);
  const cart = useAppSelector(selectCart);
  return { cart, loading: Boolean(cartId) && !loaded && !query.isError };
}
