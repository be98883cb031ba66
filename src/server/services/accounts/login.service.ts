import type { AccountsConfig } from '../../config';
import type { Db } from '../../db/database';
import { TooManyRequestsError, UnauthorizedError } from '../../errors';
import {
  LOGIN_EMAIL_LIMIT,
  LOGIN_FREE_FAILURES,
  LOGIN_IP_LIMIT,
  LOGIN_MAX_DELAY_MS,
  LOGIN_WINDOW_MS,
  TOO_MANY_LOGINS,
  WRONG_LOGIN,
  normalizeEmail,
  waitMs,
} from './account-rules';
import { dummyHash, verifyPassword } from './password-hash';
import { clearHits, hitCount, recordHit } from './rate-limit.service';
import { createSession, revokeSession } from './sessions.service';

export type LoginResult = { kind: 'ok'; token: string; name: string } | { kind: 'legacy' };

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
}

const ipKey = (ip: string) => `login-ip:${ip}`;
const emailKey = (email: string) => `login-email:${email}`;

/**
 * Checks an e-mail and password pair. Wrong pairs are counted per client address and per e-mail:
 * after a few free ones each answer waits longer, and past the limit the login is refused (429)
 * without even checking the password. An unknown e-mail costs as much hashing as a known one.
 */
export async function login(
  db: Db,
  config: AccountsConfig,
  input: LoginInput,
): Promise<LoginResult> {
  const email = normalizeEmail(input.email);
  const [ipFailures, emailFailures] = await Promise.all([
    hitCount(db, ipKey(input.ip)),
    hitCount(db, emailKey(email)),
  ]);
  if (ipFailures >= LOGIN_IP_LIMIT || emailFailures >= LOGIN_EMAIL_LIMIT) {
    throw new TooManyRequestsError(TOO_MANY_LOGINS);
  }
  const extraFailures = Math.max(ipFailures, emailFailures) - LOGIN_FREE_FAILURES + 1;
  if (extraFailures > 0)
    await waitMs(Math.min(extraFailures * config.loginSlowdownStepMs, LOGIN_MAX_DELAY_MS));

  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  const matches = await verifyPassword(
    input.password,
    user?.password_hash ?? (await dummyHash(config.scrypt)),
    config.scrypt,
  );

  if (user && user.password_hash === null) return { kind: 'legacy' };
  if (!user || !matches) {
    await Promise.all([
      recordHit(db, ipKey(input.ip), LOGIN_WINDOW_MS),
      recordHit(db, emailKey(email), LOGIN_WINDOW_MS),
    ]);
    throw new UnauthorizedError(WRONG_LOGIN);
  }
  await clearHits(db, emailKey(email));
  return { kind: 'ok', token: await createSession(db, user.id), name: user.name };
}

export async function logout(db: Db, token: string | null): Promise<void> {
  if (token) await revokeSession(db, token);
}
