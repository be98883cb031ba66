import { type Channel, buffers, channel } from 'redux-saga';
import { call, delay, fork, putResolve, race, select, take } from 'redux-saga/effects';
import type { CartField } from '@common/api/cart.constants';
import { type CartFieldValue, cartApi } from './cart.api';
import { dataEntrySubmitted, fieldChanged, orderRequested, selectCartId } from './cart.slice';

/** Spec sections 4 and 9: a typed field is sent after 400 ms without a newer change to the same field. */
export const FIELD_DEBOUNCE_MS = 400;

/** Checkboxes and selects are sent without delay. */
export const IMMEDIATE_FIELDS: ReadonlySet<CartField> = new Set<CartField>([
  'szallitas',
  'szamla_megegyezik',
  'cegkent',
  'atvevohely',
]);

type FieldMessage = { kind: 'value'; value: CartFieldValue } | { kind: 'flush' };

function* sendField(name: CartField, value: CartFieldValue) {
  const cartId: string | null = yield select(selectCartId);
  if (!cartId) return;
  // putResolve waits for the answer; a failure is logged by the cart saga.
  yield putResolve(
    cartApi.endpoints.modifyCart.initiate({ cart_id: cartId, name, value }, { track: false }),
  );
}

/**
 * One worker per field, so each field has its own debounce and its requests go out one after another
 * (an older value can never overtake a newer one on the way to the server).
 */
function* fieldWorker(name: CartField, messages: Channel<FieldMessage>) {
  const immediate = IMMEDIATE_FIELDS.has(name);
  for (;;) {
    const first: FieldMessage = yield take(messages);
    if (first.kind === 'flush') continue;
    let value = first.value;
    while (!immediate) {
      const { next } = (yield race({
        next: take(messages),
        timeout: delay(FIELD_DEBOUNCE_MS),
      })) as {
        next?: FieldMessage;
      };
      if (!next || next.kind === 'flush') break;
      value = next.value;
    }
    yield call(sendField, name, value);
  }
}

/**
 * Cart field changes to modifyCart (ARCHITECTURE.md): typed fields debounced per field, checkboxes and
 * selects at once. 'Tovább' on step 2 and the order button flush what is still waiting, so the server
 * judges (isValid) and orders exactly what the shopper sees.
 */
export function* cartFieldsSaga() {
  const workers = new Map<CartField, Channel<FieldMessage>>();
  for (;;) {
    const action: ReturnType<typeof fieldChanged> | ReturnType<typeof dataEntrySubmitted> =
      yield take([fieldChanged.type, dataEntrySubmitted.type, orderRequested.type]);
    if (fieldChanged.match(action)) {
      const { name, value } = action.payload;
      let messages = workers.get(name);
      if (!messages) {
        messages = channel<FieldMessage>(buffers.expanding(4));
        workers.set(name, messages);
        yield fork(fieldWorker, name, messages);
      }
      messages.put({ kind: 'value', value });
    } else {
      for (const messages of workers.values()) messages.put({ kind: 'flush' });
    }
  }
}
