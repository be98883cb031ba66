import type { Db } from '../../db/database';
import type { SessionLimits } from './sessions.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often every API process sweeps; a sweep is three indexed-or-small deletes, harmless when repeated. */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes ended sessions (idle, or past their absolute lifetime when `limits` is given), expired or
 * spent reset links and ended rate-limit windows, which otherwise only go when someone happens to use
 * them again.
 */
export async function removeExpiredAccountData(
  db: Db,
  now = new Date(),
  limits?: SessionLimits,
): Promise<void> {
  const iso = now.toISOString();
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      limits
        ? eb.or([
            eb('expires_at', '<=', iso),
            eb('created_at', '<=', new Date(now.getTime() - limits.maxDays * DAY_MS).toISOString()),
          ])
        : eb('expires_at', '<=', iso),
    )
    .execute();
  await db.deleteFrom('staff_sessions').where('expires_at', '<=', iso).execute();
  await db
    .deleteFrom('password_resets')
    .where((eb) => eb.or([eb('expires_at', '<=', iso), eb('used_at', 'is not', null)]))
    .execute();
  await db.deleteFrom('rate_limits').where('window_ends_at', '<=', iso).execute();
}
