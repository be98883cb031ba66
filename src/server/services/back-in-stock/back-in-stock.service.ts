import {
  BACK_IN_STOCK_BAD_EMAIL,
  BACK_IN_STOCK_EMAIL_PATTERN,
  backInStockConfirmation,
} from '@common/api/back-in-stock.constants';
import type { BackInStockAnswer } from '@common/api/back-in-stock.schema';
import type { Db } from '../../db/database';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { enqueueMail } from '../../mail/outbox';
import { UNSUBSCRIBE_PATH, unsubscribeKey, unsubscribeToken } from './unsubscribe-link';

export const VARIANT_NOT_FOUND = 'Nincs ilyen termékváltozat.';
export const ALREADY_IN_STOCK = 'Ez a változat most is készleten van: kosárba teheted.';

/** The shop's side of the e-mail, from the configuration. */
export interface RestockMailShop {
  brandName: string;
  publicUrl: string;
}

/** Every public write is limited per client address (security/rate-limits). */
export const BACK_IN_STOCK_LIMIT = {
  name: 'back-in-stock',
  limit: 20,
  windowMs: 10 * 60 * 1000,
  message:
    'Erről a címről rövid idő alatt túl sok értesítéskérés érkezett. Kérjük, próbálja újra néhány perc múlva.',
};

/**
 * A shopper asks for an e-mail when an out-of-stock variant is back. One request per variant and
 * address: asking again while it waits changes nothing; asking again after the mail went out starts
 * a new wait.
 */
export async function requestBackInStock(
  db: Db,
  variantId: number,
  rawEmail: string,
): Promise<BackInStockAnswer> {
  const email = rawEmail.trim().toLowerCase();
  if (!BACK_IN_STOCK_EMAIL_PATTERN.test(email)) throw new BadRequestError(BACK_IN_STOCK_BAD_EMAIL);
  const variant = await db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .select(['variants.id', 'variants.stock'])
    .where('variants.id', '=', variantId)
    .where('products.active', '=', 1)
    .executeTakeFirst();
  if (!variant) throw new NotFoundError(VARIANT_NOT_FOUND);
  if (variant.stock > 0) throw new ConflictError(ALREADY_IN_STOCK);
  await db
    .insertInto('back_in_stock_requests')
    .values({ variant_id: variantId, email, requested_at: new Date().toISOString() })
    .onConflict((oc) =>
      oc.columns(['variant_id', 'email']).doUpdateSet({
        // A finished request becomes a waiting one again; a waiting one stays as it is.
        status: 'pending',
        notified_at: null,
        cancelled_at: null,
        requested_at: (eb) =>
          eb
            .case()
            .when('back_in_stock_requests.status', '=', 'pending')
            .then(eb.ref('back_in_stock_requests.requested_at'))
            .else(eb.ref('excluded.requested_at'))
            .end(),
      }),
    )
    .execute();
  return { status: 1, message: backInStockConfirmation(email) };
}

interface Restocked {
  id: number;
  email: string;
  alias: string;
  product: string;
  variant: string;
  cikkszam: string;
}

function restockMail(row: Restocked, shop: RestockMailShop, key: Buffer) {
  const link = `${shop.publicUrl}/termek/${encodeURIComponent(row.alias)}`;
  const unsubscribe = `${shop.publicUrl}${UNSUBSCRIBE_PATH}/${unsubscribeToken(key, row.id)}`;
  const what = row.variant ? `${row.product} – ${row.variant}` : row.product;
  return {
    to: row.email,
    subject: `Újra kapható: ${what}`,
    text: [
      'Kedves Vásárlónk!',
      '',
      'Újra készleten van a termék, amelyről értesítést kért:',
      `${what} (cikkszám: ${row.cikkszam})`,
      '',
      `A termék oldala: ${link}`,
      '',
      'Ezt az értesítést egyszer küldjük el. Ha a termék addig újra elfogy, az oldalán ismét kérhet értesítést.',
      '',
      'Ha erre a címre nem kér több készletértesítést, egy kattintással leiratkozhat (a többi várakozó kérése is törlődik):',
      unsubscribe,
      '',
      'Üdvözlettel:',
      shop.brandName,
    ].join('\n'),
  };
}

const CHUNK = 500;

/**
 * Call inside the transaction that changed the stock of these variants: every waiting request of a
 * variant whose stock is now above zero gets its e-mail into the outbox and is marked sent, in that
 * same transaction. Each request is marked with a conditional update (only from 'pending'), so of
 * two processes restocking the same variant at once exactly one writes its mail. Returns the number
 * of mails (wake the outbox after the commit when above zero).
 */
export async function notifyBackInStock(
  trx: Db,
  variantIds: readonly number[],
  shop: RestockMailShop,
): Promise<number> {
  let mails = 0;
  let key: Buffer | undefined;
  const now = new Date().toISOString();
  for (let i = 0; i < variantIds.length; i += CHUNK) {
    const rows = await trx
      .selectFrom('back_in_stock_requests as r')
      .innerJoin('variants as v', 'v.id', 'r.variant_id')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select([
        'r.id',
        'r.email',
        'p.alias',
        'p.name_hu as product',
        'v.name_hu as variant',
        'v.cikkszam',
      ])
      .where('r.status', '=', 'pending')
      .where('v.stock', '>', 0)
      .where('r.variant_id', 'in', variantIds.slice(i, i + CHUNK))
      .orderBy('r.id')
      .execute();
    for (const row of rows) {
      const taken = await trx
        .updateTable('back_in_stock_requests')
        .set({ status: 'sent', notified_at: now })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) continue;
      key ??= await unsubscribeKey(trx);
      await enqueueMail(trx, restockMail(row, shop, key));
      mails++;
    }
  }
  return mails;
}
