import type { Db } from '../../db/database';
import { dbNow } from '../../db/db-clock';
import { newToken, tokenHash } from './tokens';

/** A session ends after this long without use (API.md: expiring after inactivity). */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A session ends `maxDays` after the login even when it is used every day (config.sessionMaxDays,
 * SESSION_MAX_DAYS), so a stolen token does not live for ever by being used.
 */
export interface SessionLimits {
  /** Absolute lifetime from the login, in days. */
  maxDays: number;
}

/** When a session ends: after the idle time, but never later than its absolute end. */
function endOf(createdAt: string, idleEnd: number, limits: SessionLimits): number {
  return Math.min(idleEnd, Date.parse(createdAt) + limits.maxDays * DAY_MS);
}

/** last_used_at is written at most this often, so every authenticated call is not a write. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Starts a session for the user and returns its bearer token (only its hash is stored). Its times are
 * the database's (db/db-clock.ts), as every check of them is.
 */
export async function createSession(db: Db, userId: number): Promise<string> {
  // expires_at is the idle end; the absolute end (created_at + SESSION_MAX_DAYS) is applied on use.
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: tokenHash(token),
      created_at: dbNow(db),
      last_used_at: dbNow(db),
      expires_at: dbNow(db, SESSION_IDLE_MS),
    })
    .execute();
  return token;
}

/**
 * The user id of a live session, sliding its idle expiry forward up to the absolute end; null for an
 * unknown, revoked, idle or too old token (an ended session is deleted). The database tells its time
 * in the same query that finds the session: no round trip of its own.
 */
export async function userIdForToken(
  db: Db,
  token: string,
  limits: SessionLimits,
): Promise<number | null> {
  if (!token) return null;
  const session = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'created_at', 'last_used_at', 'expires_at', dbNow(db).as('now')])
    .where('token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!session) return null;
  const now = new Date(session.now);
  if (endOf(session.created_at, Date.parse(session.expires_at), limits) <= now.getTime()) {
    await db.deleteFrom('sessions').where('id', '=', session.id).execute();
    return null;
  }
  if (now.getTime() - Date.parse(session.last_used_at) > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('sessions')
      .set({
        last_used_at: now.toISOString(),
        expires_at: new Date(
          endOf(session.created_at, now.getTime() + SESSION_IDLE_MS, limits),
        ).toISOString(),
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
