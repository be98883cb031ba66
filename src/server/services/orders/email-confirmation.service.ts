import type { Db } from '../../db/database';
import { dbNow } from '../../db/db-clock';
import { enqueueMail } from '../../mail/outbox';
import { NotFoundError, TooManyRequestsError, UnprocessableError } from '../../errors';
import { takeHit } from '../accounts/rate-limit.service';
import { newToken, tokenHash } from '../accounts/tokens';

/** The confirmation link lives a day: the customer may read the e-mail later than a reset e-mail. */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;
/** One confirmation e-mail per account per this long. */
export const CONFIRMATION_INTERVAL_MS = 5 * 60 * 1000;
/** Where the e-mailed link opens in the shop; its last segment is the secret. */
export const CONFIRMATION_PATH = '/email-megerosites';

export const CONFIRMATION_MESSAGES = {
  sent: 'A megerősítő linket elküldtük az e-mail-címére. A link 24 óráig érvényes.',
  alreadyConfirmed: 'Az e-mail-címét már megerősítette.',
  tooSoon:
    'Nemrég már küldtünk megerősítő levelet. Kérjük, nézze meg a postafiókját, vagy próbálja újra néhány perc múlva.',
  confirmed:
    'Köszönjük, megerősítette az e-mail-címét. Az ezzel a címmel vendégként leadott rendeléseit is látja a profiljában.',
  badToken:
    'Ez a megerősítő link érvénytelen, már felhasználták, vagy lejárt. Kérjen új linket a profiljában.',
} as const;

export interface ConfirmationContext {
  db: Db;
  /** app.outbox.wake, after the commit that enqueued the e-mail. */
  mailQueued: () => void;
  publicUrl: string;
  brandName: string;
}

/** Mails the logged-in customer a link that confirms the account's address. */
export async function requestEmailConfirmation(
  ctx: ConfirmationContext,
  userId: number,
): Promise<string> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'email_confirmed_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new NotFoundError();
  if (user.email_confirmed_at) throw new UnprocessableError(CONFIRMATION_MESSAGES.alreadyConfirmed);
  // Counted first, in one step: a burst of requests sends at most one e-mail.
  const hit = await takeHit(ctx.db, `confirm-email:${user.id}`, {
    limit: 1,
    windowMs: CONFIRMATION_INTERVAL_MS,
  });
  if (!hit.allowed)
    throw new TooManyRequestsError(CONFIRMATION_MESSAGES.tooSoon, hit.retryAfterSeconds);

  const token = newToken();
  const link = `${ctx.publicUrl}${CONFIRMATION_PATH}/${token}`;
  await ctx.db.transaction().execute(async (trx) => {
    // Only the newest link works.
    await trx
      .deleteFrom('email_confirmations')
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('email_confirmations')
      .values({
        user_id: user.id,
        email: user.email,
        token_hash: tokenHash(token),
        created_at: dbNow(trx),
        expires_at: dbNow(trx, CONFIRMATION_TTL_MS),
        used_at: null,
      })
      .execute();
    await enqueueMail(
      trx,
      {
        to: user.email,
        subject: `E-mail-cím megerősítése – ${ctx.brandName}`,
        text: [
          `Kedves ${user.name}!`,
          '',
          'Kérjük, erősítse meg, hogy ez az e-mail-cím az Öné. Az alábbi link megnyitása után a profiljában',
          'az ezzel a címmel vendégként leadott rendeléseit is látja:',
          link,
          '',
          'A link 24 óráig érvényes, és csak egyszer használható.',
          'Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet.',
          '',
          `Üdvözlettel: ${ctx.brandName}`,
        ].join('\n'),
      },
      // The body holds the secret link: blanked in the table once sent.
      { sensitive: true },
    );
  });
  ctx.mailQueued();
  return CONFIRMATION_MESSAGES.sent;
}

/**
 * Spends a confirmation link: the account's address is confirmed, so its guest orders become the
 * customer's. Works without a login (the link may be opened on another device). A link sent to an
 * address the account no longer has confirms nothing.
 */
export async function confirmEmail(db: Db, token: string): Promise<string> {
  const spent = await db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('email_confirmations as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.user_id', 'c.email', 'u.email as current_email', dbNow(trx).as('now')])
      .where('c.token_hash', '=', tokenHash(token))
      .where('c.used_at', 'is', null)
      .where('c.expires_at', '>', dbNow(trx))
      .executeTakeFirst();
    if (!link || link.email !== link.current_email) return false;
    // The used_at guard: two opens of one link at once confirm once.
    const used = await trx
      .updateTable('email_confirmations')
      .set({ used_at: link.now })
      .where('id', '=', link.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('users')
      .set({ email_confirmed_at: link.now })
      .where('id', '=', link.user_id)
      .where('email_confirmed_at', 'is', null)
      .execute();
    return true;
  });
  if (!spent) throw new UnprocessableError(CONFIRMATION_MESSAGES.badToken);
  return CONFIRMATION_MESSAGES.confirmed;
}
