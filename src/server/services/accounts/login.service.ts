import type { AccountsConfig } from '../../config';
import type { Db } from '../../db/database';
import { UnauthorizedError } from '../../errors';
import { WRONG_LOGIN, normalizeEmail, waitMs } from './account-rules';
import { checkedUnlessBusy, countLoginAttempt } from './login-limits';
import { dummyHash, verifyPassword } from './password-hash';
import { createSession, revokeSession } from './sessions.service';

export type LoginResult = { kind: 'ok'; token: string; name: string } | { kind: 'legacy' };

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
}

/**
 * Checks an e-mail and password pair. The attempt is counted first (login-limits.ts: per address,
 * per e-mail and address, per e-mail); past a few each waits longer, past the limit it is refused
 * (429) before any hashing. An unknown e-mail costs as much hashing as a known one.
 */
export async function login(
  db: Db,
  config: AccountsConfig,
  input: LoginInput,
): Promise<LoginResult> {
  const email = normalizeEmail(input.email);
  const attempt = await countLoginAttempt(db, 'login', email, input.ip, config.loginSlowdownStepMs);
  await waitMs(attempt.delayMs);

  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
  const matches = await checkedUnlessBusy(attempt, async () =>
    verifyPassword(
      input.password,
      user?.password_hash ?? (await dummyHash(config.scrypt)),
      config.scrypt,
    ),
  );

  // 'Old site data' tells that the e-mail exists: it stays counted like a wrong password.
  if (user && user.password_hash === null) return { kind: 'legacy' };
  if (!user || !matches) throw new UnauthorizedError(WRONG_LOGIN);
  await attempt.succeeded();
  return { kind: 'ok', token: await createSession(db, user.id), name: user.name };
}

export async function logout(db: Db, token: string | null): Promise<void> {
  if (token) await revokeSession(db, token);
}
