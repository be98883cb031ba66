import {
  BACK_IN_STOCK_BAD_LINK,
  backInStockUnsubscribed,
} from '@common/api/back-in-stock.constants';
import type { BackInStockUnsubscribeAnswer } from '@common/api/back-in-stock.schema';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../errors';
import { tokenRequestId, unsubscribeKey } from './unsubscribe-link';

/** Counted per client address like every public write (security/rate-limits). */
export const UNSUBSCRIBE_LIMIT = {
  name: 'back-in-stock-unsubscribe',
  limit: 20,
  windowMs: 10 * 60 * 1000,
  message:
    'Erről a címről rövid idő alatt túl sok leiratkozás érkezett. Kérjük, próbálja újra néhány perc múlva.',
};

/**
 * The unsubscribe link of a restock e-mail: every request of that e-mail address still waiting is
 * marked `cancelled`, so no further notice goes there. Nothing else changes (other addresses, the
 * requests already mailed, an account with that address). Clicking again answers the same.
 */
export async function unsubscribeBackInStock(
  db: Db,
  token: string,
): Promise<BackInStockUnsubscribeAnswer> {
  const id = tokenRequestId(await unsubscribeKey(db), token);
  const request =
    id === null
      ? undefined
      : await db
          .selectFrom('back_in_stock_requests')
          .select('email')
          .where('id', '=', id)
          .executeTakeFirst();
  if (!request) throw new NotFoundError(BACK_IN_STOCK_BAD_LINK);
  const result = await db
    .updateTable('back_in_stock_requests')
    .set({ status: 'cancelled', cancelled_at: new Date().toISOString() })
    .where('email', '=', request.email)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return {
    status: 1,
    cancelled: Number(result.numUpdatedRows),
    message: backInStockUnsubscribed(request.email),
  };
}
