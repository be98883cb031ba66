import type { Cart } from '@common/api/cart.schema';
import type { Db } from '../../db/database';
import { ConflictError, NotFoundError } from '../../errors';
import { claimOpenCartOrThrow } from './cart-store.service';
import { findCartRow, loadPickupContext, loadPricedLines, toCartView } from './cart-view.service';
import { clockShift, dbNow, dbTimeAt, readDbNow } from '../../db/db-clock';
import { QueryTemplate } from '../../db/query-template';

/**
 * Clearance holds (docs/cart.md, Holds). When a cart with clearance lines reaches the order summary,
 * its clearance pieces are taken out of `variants.stock` into `stock_holds` for a while: other shoppers
 * see the stock reduced and cannot add, hold or order those pieces. The hold ends at the order (the
 * pieces are sold), when it runs out or when the line changes (the pieces go back to the stock).
 *
 * Locks are always taken cart row → the cart's hold row → variant row, and variants in id order, so
 * concurrent holds, orders and sweeps cannot deadlock on PostgreSQL.
 */

export function holdRefusedMessage(name: string, left: number): string {
  return left > 0
    ? `Sajnos a(z) „${name}” termékből már csak ${left} db kapható: a többit más vásárlók lefoglalták vagy megrendelték. Kérjük, módosítsa a mennyiséget a kosárban.`
    : `Sajnos a(z) „${name}” termék elfogyott: az utolsó darabokat más vásárlók már lefoglalták vagy megrendelték. Kérjük, vegye ki a kosárból.`;
}

export async function giveBack(trx: Db, variantId: number, quantity: number): Promise<void> {
  await trx
    .updateTable('variants')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', variantId)
    .execute();
}

/**
 * Takes `quantity` pieces out of a variant's stock only where that many are left (one conditional
 * UPDATE: of concurrent takers only as many succeed as there are pieces). False when not enough.
 */
export async function takeStock(trx: Db, variantId: number, quantity: number): Promise<boolean> {
  const taken = await trx
    .updateTable('variants')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', variantId)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

/**
 * Ends a cart's hold on one variant inside the caller's transaction (which has claimed the cart):
 * deletes it and returns how many pieces it held (0 when none). `giveBackStock` false leaves the pieces
 * taken, for the order that sells them.
 */
export async function endCartHold(
  trx: Db,
  cartId: string,
  variantId: number,
  giveBackStock = true,
): Promise<number> {
  const ended = await endHoldQuery.executeTakeFirst(trx, { cartId, variantId });
  if (!ended) return 0;
  if (giveBackStock) await giveBack(trx, variantId, ended.quantity);
  return ended.quantity;
}

/**
 * Gives back the pieces of holds that ran out (of the given variants, or all), each in a short
 * transaction of its own: the DELETE names the hold and its expiry, so when several processes sweep
 * at once only the one whose DELETE removed the row gives its pieces back. Returns how many it ended.
 */
export async function releaseExpiredHolds(db: Db, variantIds?: number[]): Promise<number> {
  if (variantIds && variantIds.length === 0) return 0;
  const expired = await expiredHoldsQuery.execute(db, { clock: clockShift(), variantIds });
  let released = 0;
  for (const { id } of expired) {
    const done = await db.transaction().execute(async (trx) => {
      const ended = await trx
        .deleteFrom('stock_holds')
        .where('id', '=', id)
        .where('expires_at', '<=', dbNow(trx))
        .returning(['variant_id', 'quantity'])
        .executeTakeFirst();
      if (!ended) return false;
      await giveBack(trx, ended.variant_id, ended.quantity);
      return true;
    });
    if (done) released += 1;
  }
  return released;
}

/** The clearance variants in a cart's lines (for sweeping their expired holds before a decision). */
export async function clearanceVariantsOf(db: Db, cartId: string): Promise<number[]> {
  const rows = await clearanceVariantsQuery.execute(db, { cartId });
  return rows.map((r) => r.id);
}

// Compiled once per database (db/query-template.ts): addToCart and finishCart run them every time.
const endHoldQuery = new QueryTemplate(
  (trx, { cartId, variantId }: { cartId: string; variantId: number }) =>
    trx
      .deleteFrom('stock_holds')
      .where('cart_id', '=', cartId)
      .where('variant_id', '=', variantId)
      .returning('quantity'),
);

const expiredHoldsQuery = new QueryTemplate(
  (db, { clock, variantIds }: { clock: number; variantIds: number[] | undefined }) => {
    let query = db
      .selectFrom('stock_holds')
      .select('id')
      .where('expires_at', '<=', dbTimeAt(db, clock));
    if (variantIds) query = query.where('variant_id', 'in', variantIds);
    return query.orderBy('id');
  },
);

const clearanceVariantsQuery = new QueryTemplate((db, { cartId }: { cartId: string }) =>
  db
    .selectFrom('cart_lines as l')
    .innerJoin('variants as v', 'v.id', 'l.variant_id')
    .where('l.cart_id', '=', cartId)
    .where('v.availability', '=', 'vegkiarusitas')
    .select('v.id'),
);

/**
 * The cart reached the order summary (POST /api/holdCart): holds every clearance line's pieces for
 * `minutes`. A line already held in its quantity keeps its hold and its end (reloading the summary
 * does not extend it). All or nothing: when a line's pieces are no longer there, nothing new is held
 * and the 409 says how many are left. A cart without clearance lines is answered as it is.
 */
export async function holdCart(db: Db, cartId: string, minutes: number): Promise<Cart> {
  // Pieces of other carts' holds that ran out go back first, so this cart can have them.
  await releaseExpiredHolds(db, await clearanceVariantsOf(db, cartId));
  return db.transaction().execute(async (trx) => {
    await claimOpenCartOrThrow(trx, cartId);
    const now = await readDbNow(trx);
    const nowIso = now.toISOString();
    const expiresAt = new Date(now.getTime() + minutes * 60_000).toISOString();
    const lines = (await loadPricedLines(trx, cartId))
      .filter(({ line }) => line.variant.availability === 'vegkiarusitas')
      .sort((a, b) => a.line.variant.id - b.line.variant.id);
    const holds = new Map(
      (
        await trx
          .selectFrom('stock_holds')
          .select(['variant_id', 'quantity', 'expires_at'])
          .where('cart_id', '=', cartId)
          .execute()
      ).map((h) => [h.variant_id, h]),
    );
    for (const { line } of lines) {
      const variantId = line.variant.id;
      const hold = holds.get(variantId);
      if (hold && hold.quantity === line.quantity && hold.expires_at > nowIso) continue;
      if (hold) await endCartHold(trx, cartId, variantId);
      if (!(await takeStock(trx, variantId, line.quantity))) {
        const left = await trx
          .selectFrom('variants')
          .select('stock')
          .where('id', '=', variantId)
          .executeTakeFirstOrThrow();
        throw new ConflictError(holdRefusedMessage(line.name, Math.max(0, left.stock)));
      }
      await trx
        .insertInto('stock_holds')
        .values({
          cart_id: cartId,
          variant_id: variantId,
          quantity: line.quantity,
          created_at: nowIso,
          expires_at: expiresAt,
        })
        .execute();
    }
    const row = await findCartRow(trx, cartId);
    if (!row) throw new NotFoundError();
    return toCartView(row, await loadPricedLines(trx, cartId), await loadPickupContext(trx, row));
  });
}
