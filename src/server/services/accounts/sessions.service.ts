import type { Db } from '../../db/database';
import { newToken, tokenHash } from './tokens';

/** A session ends after this long without use (API.md: expiring after inactivity). */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so every authenticated call is not a write. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** Starts a session for the user and returns its bearer token (only its hash is stored). */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: tokenHash(token),
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The user id of a live session, sliding its expiry forward; null for an unknown, revoked or expired token. */
export async function userIdForToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<number | null> {
  if (!token) return null;
  const session = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!session) return null;
  if (session.expires_at <= now.toISOString()) {
    await db.deleteFrom('sessions').where('id', '=', session.id).execute();
    return null;
  }
  if (now.getTime() - Date.parse(session.last_used_at) > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('sessions')
      .set({
        last_used_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
      })
      .where('id', '=', session.id)
      .execute();
  }
  return session.user_id;
}

/** Logout: the token stops working at once. */
export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash(token)).execute();
}

/** A password reset ends every session of the account (a thief's included). */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
