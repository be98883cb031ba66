import { CART_TEXT_FIELDS, type CartTextField } from '@common/api/cart.constants';
import type { Db } from '../../db/database';
import { dbNow } from '../../db/db-clock';

const DAY_MS = 24 * 3600_000;

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
 * earlier (by the database's clock). The goods stay, so a shopper coming back finds the cart's
 * lines. One UPDATE: a cart that is ordered (`finish = 1`) or already purged (and not changed since)
 * is never touched. Returns how many carts it emptied. The jobs plugin runs it (CART_PURGE_DAYS).
 */
export async function purgeCartPersonalData(db: Db, days: number): Promise<number> {
  const purged = await db
    .updateTable('carts')
    .set({ ...EMPTY_PERSONAL_DATA, personal_data_deleted_at: dbNow(db) })
    .where('finish', '=', 0)
    .where('updated_at', '<=', dbNow(db, -days * DAY_MS))
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
