import type { Db } from '../../db/database';
import { dbNow } from '../../db/db-clock';
import type { SessionLimits } from './sessions.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes ended sessions (idle, or past their absolute lifetime), ended staff sessions, expired or
 * spent reset links and ended rate-limit windows, which otherwise only go when someone happens to
 * use them again; by the database's clock. Returns how many rows it deleted. The jobs plugin runs it.
 */
export async function removeExpiredAccountData(db: Db, limits: SessionLimits): Promise<number> {
  const now = dbNow(db);
  const deletes = [
    db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<=', now),
          eb('created_at', '<=', dbNow(db, -limits.maxDays * DAY_MS)),
        ]),
      ),
    db.deleteFrom('staff_sessions').where('expires_at', '<=', now),
    db
      .deleteFrom('password_resets')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)])),
    db.deleteFrom('rate_limits').where('window_ends_at', '<=', now),
  ];
  let deleted = 0;
  for (const query of deletes) deleted += Number((await query.executeTakeFirst()).numDeletedRows);
  return deleted;
}
