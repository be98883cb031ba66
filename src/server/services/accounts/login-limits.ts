import type { Db } from '../../db/database';
import { ServiceBusyError, TooManyRequestsError } from '../../errors';
import {
  LOGIN_EMAIL_RULE,
  LOGIN_FREE_FAILURES,
  LOGIN_IP_RULE,
  LOGIN_MAX_DELAY_MS,
  LOGIN_PAIR_RULE,
  TOO_MANY_LOGINS,
  TOO_MANY_LOGINS_FOR_EMAIL,
} from './account-rules';
import { clearHits, giveBackHit, takeHit } from './rate-limit.service';

export interface LoginAttempt {
  /** How long this attempt waits before its password is checked (the slowdown). */
  delayMs: number;
  /** The password was right: the e-mail's counters are cleared, the address gets this one back. */
  succeeded(): Promise<void>;
  /** The attempt was refused before its password was checked (hash queue full): all given back. */
  notServed(): Promise<void>;
}

/**
 * Counts one login attempt (shop or staff: `prefix`) before anything is hashed, per address, per
 * e-mail from this address and per e-mail from every address. The address and pair counts come
 * first: an attempt they refuse never touches the e-mail's own count, so a blocked attacker cannot
 * push the owner's e-mail to its limit. Throws 429 with Retry-After when a limit is reached.
 */
export async function countLoginAttempt(
  db: Db,
  prefix: 'login' | 'staff-login',
  email: string,
  ip: string,
  slowdownStepMs: number,
): Promise<LoginAttempt> {
  const ipKey = `${prefix}-ip:${ip}`;
  const pairKey = `${prefix}-pair:${email}|${ip}`;
  const emailKey = `${prefix}-email:${email}`;
  const [ipHit, pairHit] = await Promise.all([
    takeHit(db, ipKey, LOGIN_IP_RULE),
    takeHit(db, pairKey, LOGIN_PAIR_RULE),
  ]);
  if (!ipHit.allowed || !pairHit.allowed) {
    const refusing = [ipHit, pairHit].filter((hit) => !hit.allowed);
    throw new TooManyRequestsError(
      TOO_MANY_LOGINS,
      Math.max(...refusing.map((hit) => hit.retryAfterSeconds)),
    );
  }
  const emailHit = await takeHit(db, emailKey, LOGIN_EMAIL_RULE);
  if (!emailHit.allowed)
    throw new TooManyRequestsError(TOO_MANY_LOGINS_FOR_EMAIL, emailHit.retryAfterSeconds);

  const extra = Math.max(ipHit.count, pairHit.count) - LOGIN_FREE_FAILURES;
  return {
    delayMs: extra > 0 ? Math.min(extra * slowdownStepMs, LOGIN_MAX_DELAY_MS) : 0,
    async succeeded() {
      await Promise.all([clearHits(db, pairKey), clearHits(db, emailKey), giveBackHit(db, ipKey)]);
    },
    async notServed() {
      await Promise.all([
        giveBackHit(db, ipKey),
        giveBackHit(db, pairKey),
        giveBackHit(db, emailKey),
      ]);
    },
  };
}

/** Runs the password check; when the hash queue refuses it, the attempt's counts are given back. */
export async function checkedUnlessBusy<T>(
  attempt: LoginAttempt,
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof ServiceBusyError) await attempt.notServed();
    throw error;
  }
}
