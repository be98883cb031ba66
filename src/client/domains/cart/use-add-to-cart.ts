import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@client/domains/store-hooks';
import { useAddToCartMutation } from './cart.api';
import { addRefused, selectCartId } from './cart.slice';

export interface AddToCartRequest {
  /** 0 when no variant is chosen yet. */
  variantId: number;
  quantity: number;
  /** The product page the shopper adds from (kept in the request's arguments for support and QA). */
  productAlias: string;
}

/**
 * The add-to-cart button's behaviour, shared by the product page's buy box and every variants-table row:
 * the blocking popups of spec section 5, then addToCart with the stored cart id. The success popup,
 * the analytics event and the cart id come from the answer (cart slice and cart saga).
 */
export function useAddToCart(): { addToCart(request: AddToCartRequest): void; isAdding: boolean } {
  const dispatch = useAppDispatch();
  const cartId = useAppSelector(selectCartId);
  const [trigger, { isLoading }] = useAddToCartMutation();

  const addToCart = useCallback(
    ({ variantId, quantity, productAlias }: AddToCartRequest) => {
      if (!variantId) {
        dispatch(addRefused({ missing: 'variant' }));
        return;
      }
      if (!(quantity >= 1)) {
        dispatch(addRefused({ missing: 'quantity' }));
        return;
      }
      // Failures are only logged (spec section 7), by the cart saga; nothing to catch here.
      void trigger({ id: variantId, quantity, cart_id: cartId, productAlias });
    },
    [dispatch, trigger, cartId],
  );

  return { addToCart, isAdding: isLoading };
}
