import type { AccountsConfig } from '../../config';
import type { Db } from '../../db/database';
import { dbNow } from '../../db/db-clock';
import type { StaffRole } from '../../db/tables/staff.table';
import { UnauthorizedError } from '../../errors';
import { WRONG_LOGIN, normalizeEmail, waitMs } from '../accounts/account-rules';
import { checkedUnlessBusy, countLoginAttempt } from '../accounts/login-limits';
import { dummyHash, verifyPassword } from '../accounts/password-hash';
import { newToken, tokenHash } from '../accounts/tokens';

/** A staff session ends 12 hours after the login, used or not (issue 18). */
export const STAFF_SESSION_MS = 12 * 60 * 60 * 1000;

export interface StaffMember {
  id: number;
  email: string;
  role: StaffRole;
}

/**
 * Checks a staff e-mail and password exactly as the shop checks customers' (same hashing, same
 * slowdown and limits); a disabled account is answered like a wrong password.
 */
export async function staffLogin(
  db: Db,
  config: AccountsConfig,
  input: { email: string; password: string; ip: string },
): Promise<{ token: string; role: StaffRole }> {
  const email = normalizeEmail(input.email);
  // Counted apart from customers' logins (keys staff-login-*), with the same limits.
  const attempt = await countLoginAttempt(
    db,
    'staff-login',
    email,
    input.ip,
    config.loginSlowdownStepMs,
  );
  await waitMs(attempt.delayMs);

  const staff = await db
    .selectFrom('staff')
    .select(['id', 'role', 'password_hash', 'disabled'])
    .where('email', '=', email)
    .executeTakeFirst();
  const matches = await checkedUnlessBusy(attempt, async () =>
    verifyPassword(
      input.password,
      staff?.password_hash ?? (await dummyHash(config.scrypt)),
      config.scrypt,
    ),
  );
  if (!staff || !matches || staff.disabled === 1) throw new UnauthorizedError(WRONG_LOGIN);
  await attempt.succeeded();
  const token = newToken();
  await db
    .insertInto('staff_sessions')
    .values({
      staff_id: staff.id,
      token_hash: tokenHash(token),
      created_at: dbNow(db),
      expires_at: dbNow(db, STAFF_SESSION_MS),
    })
    .execute();
  return { token, role: staff.role };
}

/** The staff member of a live session; null for a customer's, unknown, expired or disabled one. */
export async function staffForToken(db: Db, token: string): Promise<StaffMember | null> {
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.id as session_id',
      'staff_sessions.expires_at',
      'staff.id',
      'staff.email',
      'staff.role',
      'staff.disabled',
      // The database's time, told in the same query (db/db-clock.ts).
      dbNow(db).as('now'),
    ])
    .where('staff_sessions.token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at <= row.now) {
    await db.deleteFrom('staff_sessions').where('id', '=', row.session_id).execute();
    return null;
  }
  if (row.disabled === 1) return null;
  return { id: row.id, email: row.email, role: row.role };
}

export async function staffLogout(db: Db, token: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash(token)).execute();
}
