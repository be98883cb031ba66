import { type Action, type UnknownAction, isAnyOf } from '@reduxjs/toolkit';
import { call, takeEvery } from 'redux-saga/effects';
import type { CartLine, CartProduct } from '@common/api/cart.schema';
import type { Variant } from '@common/api/catalogue.schema';
import { type AnalyticsItem, pushAnalyticsEvent } from '@client/api/analytics';
import { cartApi } from './cart.api';

const { addToCart, removeFromCart, incCart, decCart, getCart, modifyCart, finishCart } =
  cartApi.endpoints;
const ALL_CART_ENDPOINTS = [
  addToCart,
  removeFromCart,
  incCart,
  decCart,
  getCart,
  modifyCart,
  finishCart,
] as const;

/** The action a type-guard matcher (e.g. `endpoint.matchFulfilled`) accepts. */
type MatchedBy<M> = M extends (action: unknown) => action is infer A ? A : never;

/** A GA4 item like the product page's view_item: the product id, its name and the variant. */
export function analyticsItem(
  product: CartProduct,
  variant: Variant,
  price: number,
  quantity: number,
): AnalyticsItem {
  return {
    item_id: String(product.id),
    item_name: product.fullname_hu || product.fullname_en,
    item_variant: variant.name_hu || variant.name_en,
    price,
    quantity,
  };
}

export const lineAnalyticsItem = (line: CartLine) =>
  analyticsItem(line.product, line.variant, line.price, line.quantity);

/** add_to_cart analytics (spec section 7), from what the server says it added. */
function* addedToCart({ payload }: MatchedBy<typeof addToCart.matchFulfilled>) {
  if (payload.status !== 1) return;
  const price = payload.cart.goods.find((line) => line.variant.id === payload.variant.id)?.price;
  const value = price ?? payload.variant.effectivePrice;
  yield call(pushAnalyticsEvent, 'add_to_cart', {
    value: value * payload.quantity,
    items: [analyticsItem(payload.product, payload.variant, value, payload.quantity)],
  });
}

function* removedFromCart({ payload }: MatchedBy<typeof removeFromCart.matchFulfilled>) {
  if (payload.status !== 1) return;
  const price = payload.variant.effectivePrice;
  yield call(pushAnalyticsEvent, 'remove_from_cart', {
    value: price * payload.quantity,
    items: [analyticsItem(payload.product, payload.variant, price, payload.quantity)],
  });
}

const cartCallFailed = isAnyOf(...ALL_CART_ENDPOINTS.map((endpoint) => endpoint.matchRejected));
const cartCallAnswered = isAnyOf(...ALL_CART_ENDPOINTS.map((endpoint) => endpoint.matchFulfilled));

type CartCallResult = UnknownAction & {
  payload?: unknown;
  error?: unknown;
  meta: { arg: { endpointName: string } };
};

function isFailedCartCall(action: Action): action is CartCallResult {
  if (cartCallFailed(action)) return true;
  return (
    cartCallAnswered(action) && (action.payload as { status?: unknown } | undefined)?.status !== 1
  );
}

/** Spec section 7: cart calls with a non-1 status or a request error are only logged; the shopper sees nothing. */
function logFailedCartCall(action: CartCallResult) {
  console.error(
    `A(z) ${action.meta.arg.endpointName} kosárhívás sikertelen:`,
    action.payload ?? action.error,
  );
}

/** The cart's side effects: analytics and logging of failed calls (the popups: messages domain). */
export function* cartSaga() {
  yield takeEvery(addToCart.matchFulfilled, addedToCart);
  yield takeEvery(removeFromCart.matchFulfilled, removedFromCart);
  yield takeEvery(isFailedCartCall, logFailedCartCall);
}
