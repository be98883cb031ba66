import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Cart, CartHold } from '@common/api/cart.schema';
import { useHoldCartMutation } from '@client/domains/cart/cart.api';

/** Minutes left at which screen readers are told once (never every second). */
const ANNOUNCE_AT_SECONDS = [300, 60];

export const HOLD_EXPIRED_TEXT =
  'A foglalás lejárt: a végkiárusításos termékeket most már más vásárló is megveheti. Ha még van készlet, megrendelheti őket.';

function clock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** What a screen reader hears: the text changes only when a threshold is passed, so it is spoken once each. */
function announcement(seconds: number): string {
  if (seconds <= 0) return HOLD_EXPIRED_TEXT;
  const passed = ANNOUNCE_AT_SECONDS.filter((at) => seconds <= at);
  const last = passed[passed.length - 1];
  return last === undefined
    ? ''
    : `Már csak kevesebb mint ${last / 60} perc van hátra a foglalásból.`;
}

/**
 * The time left of the hold, counted down from the server's `seconds_left` (so the shopper's own
 * clock does not matter). The visible minutes:seconds are a `timer` (not announced as they change);
 * a polite live region speaks only at 5 and 1 minutes left and at the end.
 */
function HoldCountdown({ hold }: { hold: CartHold }) {
  const [deadline] = useState(() => Date.now() + hold.seconds_left * 1000);
  const [left, setLeft] = useState(hold.seconds_left);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return (
    <div className="clearance-hold">
      {left > 0 ? (
        <p>
          A végkiárusításos termékeket félretettük Önnek, amíg a megrendelésről dönt. A foglalásból
          hátralévő idő:{' '}
          <strong role="timer" className="clearance-hold__time">
            {clock(left)}
          </strong>
        </p>
      ) : (
        <p>{HOLD_EXPIRED_TEXT}</p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement(left)}
      </p>
    </div>
  );
}

/** The clearance lines of a cart as `variant:quantity`, so a hold is asked again only when they change. */
function clearanceKey(cart: Cart): string {
  return cart.goods
    .filter((line) => line.variant.availability === 'vegkiarusitas')
    .map((line) => `${line.variant.id}:${line.quantity}`)
    .join(',');
}

/**
 * On the order summary: holds the cart's clearance pieces (POST /api/holdCart) when the summary opens
 * and shows the time left, or the server's message when the pieces are gone. Nothing for a cart
 * without clearance lines.
 */
export function ClearanceHold({ cart }: { cart: Cart }) {
  const [holdCart, { error }] = useHoldCartMutation();
  const key = clearanceKey(cart);
  useEffect(() => {
    if (key !== '') void holdCart(cart.id);
  }, [cart.id, key, holdCart]);

  if (key === '') return null;
  const message =
    error && 'data' in error ? (error.data as { message?: unknown } | undefined)?.message : null;
  if (typeof message === 'string') {
    return (
      <div className="clearance-hold clearance-hold--gone" role="alert">
        <p>{message}</p>
        <Link to="/kosar">Vissza a kosárhoz</Link>
      </div>
    );
  }
  return cart.hold ? <HoldCountdown key={cart.hold.expires_at} hold={cart.hold} /> : null;
}
