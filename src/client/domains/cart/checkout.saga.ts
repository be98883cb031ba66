import { isAnyOf } from '@reduxjs/toolkit';
import {
  call,
  delay,
  put,
  putResolve,
  race,
  select,
  take,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Cart, CartChanged, FinishCartResponse } from '@common/api/cart.schema';
import { pushAnalyticsEvent } from '@client/api/analytics';
import { cartApi } from './cart.api';
import { lineAnalyticsItem } from './cart.saga';
import {
  dataEntryAccepted,
  dataEntryRefused,
  dataEntrySubmitted,
  orderFailed,
  orderPlaced,
  orderRequested,
  orderTotalChanged,
  selectCart,
  selectCartId,
  selectPendingEdits,
} from './cart.slice';
import { orderChanges } from './order-changes';

/** How long 'Tovább' or the order button waits for field changes still on their way to the server. */
export const SETTLE_TIMEOUT_MS = 10_000;

const fieldAnswered = isAnyOf(
  cartApi.endpoints.modifyCart.matchFulfilled,
  cartApi.endpoints.modifyCart.matchRejected,
);

/** Waits until the server has answered every field change (the fields saga flushes the waiting ones). */
export function* waitForSettledFields() {
  for (;;) {
    const edits: ReturnType<typeof selectPendingEdits> = yield select(selectPendingEdits);
    if (Object.keys(edits).length === 0) return true;
    const { timeout } = (yield race({
      answer: take(fieldAnswered),
      timeout: delay(SETTLE_TIMEOUT_MS),
    })) as {
      timeout?: true;
    };
    if (timeout) return false;
  }
}

/** Step 2 'Tovább': continue only when the server says the data is valid (spec section 4). */
function* continueToSummary() {
  yield call(waitForSettledFields);
  const cart: Cart | null = yield select(selectCart);
  yield put(cart?.isValid ? dataEntryAccepted() : dataEntryRefused());
}

/** GA4 purchase: the order number, the grand total in HUF and the lines (spec section 7). */
function purchaseEvent({ cart, order }: FinishCartResponse) {
  return {
    transaction_id: order.order_number,
    value: order.grand_total,
    shipping: cart.shippingcost ?? 0,
    items: cart.goods.map(lineAnalyticsItem),
  };
}

/** The 409 of finishCart when the server's total differs from the one sent (API.md). */
function changedAnswer(error: unknown): CartChanged | null {
  const data = (error as { status?: unknown; data?: Partial<CartChanged> } | undefined)?.data;
  if ((error as { status?: unknown } | undefined)?.status !== 409) return null;
  return data?.reason === 'changed' && data.cart ? (data as CartChanged) : null;
}

/**
 * 'Megrendelés elküldése': one finishCart at a time (takeLeading drops clicks while it runs), the guard
 * (the slice's ordering flag) cleared by orderPlaced, orderTotalChanged or orderFailed whatever happens.
 * It sends the grand total the summary showed; when the server's differs nothing is ordered and the
 * summary shows what changed, for the shopper to press again.
 */
function* placeOrder(action: PayloadAction<{ total: number }>) {
  // Already ordered (a press that raced the answer): nothing to send, no guard was set.
  const cartId: string | null = yield select(selectCartId);
  if (!cartId) return;
  try {
    yield call(waitForSettledFields);
    const shown: Cart | null = yield select(selectCart);
    const result: { data?: FinishCartResponse; error?: unknown } = yield putResolve(
      cartApi.endpoints.finishCart.initiate(
        { cart_id: cartId, total: action.payload.total },
        { track: false },
      ),
    );
    const changed = changedAnswer(result.error);
    if (changed && shown) {
      yield put(
        orderTotalChanged({ cart: changed.cart, changes: orderChanges(shown, changed.cart) }),
      );
      return;
    }
    if (result.data?.status !== 1) throw new Error('A rendelés nem sikerült.');
    // One event: the messages and navigation domains answer it (the popup, the home page).
    yield put(orderPlaced({ cart: result.data.cart, orderNumber: result.data.order.order_number }));
    yield call(pushAnalyticsEvent, 'purchase', purchaseEvent(result.data));
  } catch (error) {
    console.error('Rendelés sikertelen:', error);
    yield put(orderFailed());
  }
}

export function* checkoutSaga() {
  yield takeLatest(dataEntrySubmitted.type, continueToSummary);
  yield takeLeading(orderRequested.type, placeOrder);
}
