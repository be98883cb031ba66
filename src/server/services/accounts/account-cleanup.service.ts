import type { Db } from '../../db/database';

/** How often every API process sweeps; a sweep is three indexed-or-small deletes, harmless when repeated. */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes ended sessions, expired or spent reset links and ended rate-limit windows, which otherwise
 * only go when someone happens to use them again.
 */
export async function removeExpiredAccountData(db: Db, now = new Date()): Promise<void> {
  const iso = now.toISOString();
  await db.deleteFrom('sessions').where('expires_at', '<=', iso).execute();
  await db.deleteFrom('staff_sessions').where('expires_at', '<=', iso).execute();
  await db
    .deleteFrom('password_resets')
    .where((eb) => eb.or([eb('expires_at', '<=', iso), eb('used_at', 'is not', null)]))
    .execute();
  await db.deleteFrom('rate_limits').where('window_ends_at', '<=', iso).execute();
}
