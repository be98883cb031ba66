import { CART_TEXT_FIELDS, type CartTextField } from '@common/api/cart.constants';
import type { Db } from '../../db/database';
import { runClaimedJob } from '../../jobs/scheduled-job';

export const CART_PURGE_JOB = 'cart-personal-data-purge';
/** The purge runs at most this often across all processes (each checks every CART_PURGE_CHECK_MS). */
export const CART_PURGE_EVERY_MS = 60 * 60 * 1000;
export const CART_PURGE_CHECK_MS = 10 * 60 * 1000;

const EMPTY_PERSONAL_DATA = {
  ...(Object.fromEntries(CART_TEXT_FIELDS.map((field) => [field, ''])) as Record<
    CartTextField,
    string
  >),
  szamla_megegyezik: 0,
  cegkent: 0,
  atvevohely: '',
  user_id: null,
};

/**
 * Deletes the personal data (names, addresses, e-mail, phone, note, tax number, chosen pickup point,
 * the tie to an account) of carts that never became an order and were last changed `days` ago or
 * earlier. The goods stay, so a shopper coming back finds the cart's lines. One UPDATE: a cart that
 * is ordered (`finish = 1`) or already purged (and not changed since) is never touched. Returns how many carts it emptied.
 */
export async function purgeCartPersonalData(db: Db, days: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 3600_000).toISOString();
  const purged = await db
    .updateTable('carts')
    .set({ ...EMPTY_PERSONAL_DATA, personal_data_deleted_at: now.toISOString() })
    .where('finish', '=', 0)
    .where('updated_at', '<=', before)
    // Purged before and changed since (the shopper came back): due again.
    .where((eb) =>
      eb.or([
        eb('personal_data_deleted_at', 'is', null),
        eb('personal_data_deleted_at', '<', eb.ref('updated_at')),
      ]),
    )
    .executeTakeFirst();
  return Number(purged.numUpdatedRows);
}

/**
 * The schedule's step, run by every process: when the purge is due and this process claims it, it
 * runs; otherwise nothing happens (null). `days` 0 turns the purge off.
 */
export async function runCartPurge(
  db: Db,
  days: number,
  now: Date = new Date(),
): Promise<number | null> {
  if (days <= 0) return null;
  return runClaimedJob(db, CART_PURGE_JOB, CART_PURGE_EVERY_MS, now, async () => {
    const purged = await purgeCartPersonalData(db, days, now);
    return { result: purged, summary: `${purged} cart(s) emptied` };
  });
}
