import { MIN_PASSWORD_LENGTH } from '@common/api/accounts.constants';
import type { AccountsConfig } from '../../config';
import type { Db } from '../../db/database';
import { dbNow } from '../../db/db-clock';
import { enqueueMail } from '../../mail/outbox';
import { NotFoundError, TooManyRequestsError, UnprocessableError } from '../../errors';
import {
  RESET_EMAIL_RULE,
  RESET_IP_RULE,
  RESET_TOKEN_TTL_MS,
  TOO_MANY_RESETS,
  TOO_MANY_REQUESTS,
  normalizeEmail,
} from './account-rules';
import { hashPassword } from './password-hash';
import { takeHit } from './rate-limit.service';
import { revokeAllSessions } from './sessions.service';
import { newToken, tokenHash } from './tokens';

export const RESET_MESSAGES = {
  sent: 'A jelszó-visszaállító linket elküldtük a megadott e-mail-címre. A link 60 percig érvényes.',
  unknownEmail: 'A megadott email cím nem található a rendszerünkben.',
  badToken:
    'Ez a jelszó-visszaállító link érvénytelen, már felhasználták, vagy lejárt. Kérjen új linket.',
  passwordShort: `A jelszónak legalább ${MIN_PASSWORD_LENGTH} karakter hosszúnak kell lennie.`,
  passwordMismatch: 'A két jelszó nem egyezik.',
} as const;

export interface ResetContext {
  db: Db;
  /** Called after the commit that enqueued the reset e-mail (app.outbox.wake). */
  mailQueued: () => void;
  publicUrl: string;
  brandName: string;
}

/** Sends a single-use reset link valid for 60 minutes; at most one e-mail per address per few minutes. */
export async function requestPasswordReset(
  ctx: ResetContext,
  rawEmail: string,
  ip: string,
): Promise<string> {
  const email = normalizeEmail(rawEmail);
  // Counted first, in one step each: a burst of requests sends at most one e-mail.
  const ipHit = await takeHit(ctx.db, `reset-ip:${ip}`, RESET_IP_RULE);
  if (!ipHit.allowed) throw new TooManyRequestsError(TOO_MANY_REQUESTS, ipHit.retryAfterSeconds);

  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) throw new NotFoundError(RESET_MESSAGES.unknownEmail);
  const emailHit = await takeHit(ctx.db, `reset-email:${email}`, RESET_EMAIL_RULE);
  if (!emailHit.allowed)
    throw new TooManyRequestsError(TOO_MANY_RESETS, emailHit.retryAfterSeconds);

  const token = newToken();
  const link = `${ctx.publicUrl}/password_reset/${token}`;
  await ctx.db.transaction().execute(async (trx) => {
    // Only the newest link works: an older e-mail in the inbox is no longer a way in.
    await trx
      .deleteFrom('password_resets')
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: tokenHash(token),
        created_at: dbNow(trx),
        expires_at: dbNow(trx, RESET_TOKEN_TTL_MS),
        used_at: null,
      })
      .execute();
    await enqueueMail(
      trx,
      {
        to: email,
        subject: `Jelszó visszaállítása – ${ctx.brandName}`,
        text: [
          `Kedves ${user.name}!`,
          '',
          'Jelszó-visszaállítást kértek a fiókjához. Új jelszót az alábbi linken állíthat be:',
          link,
          '',
          'A link 60 percig érvényes, és csak egyszer használható.',
          'Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet: a jelszava nem változik.',
          '',
          `Üdvözlettel: ${ctx.brandName}`,
        ].join('\n'),
      },
      { sensitive: true },
    );
  });
  ctx.mailQueued();
  return RESET_MESSAGES.sent;
}

async function liveReset(db: Db, token: string) {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['password_resets.id as resetId', 'users.id as userId', 'users.email'])
    .where('password_resets.token_hash', '=', tokenHash(token))
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', dbNow(db))
    .executeTakeFirst();
}

/** The e-mail a live reset link belongs to (the screen shows the form only for a live link). */
export async function findPasswordReset(db: Db, token: string): Promise<{ email: string }> {
  const reset = await liveReset(db, token);
  if (!reset) throw new NotFoundError(RESET_MESSAGES.badToken);
  return { email: reset.email };
}

export interface ResetInput {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

/** Sets the new password, spends the link and ends every session of the account. */
export async function resetPassword(
  db: Db,
  config: AccountsConfig,
  input: ResetInput,
): Promise<{ id: number }> {
  const reset = await liveReset(db, input.token);
  if (!reset || reset.email !== normalizeEmail(input.email))
    throw new UnprocessableError(RESET_MESSAGES.badToken);
  if (input.password.length < MIN_PASSWORD_LENGTH)
    throw new UnprocessableError(RESET_MESSAGES.passwordShort);
  if (input.password !== input.password_confirmation)
    throw new UnprocessableError(RESET_MESSAGES.passwordMismatch);

  const passwordHash = await hashPassword(input.password, config.scrypt);
  const now = new Date().toISOString();
  const spent = await db.transaction().execute(async (trx) => {
    // The used_at guard makes two simultaneous submits of one link set the password once.
    const result = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', reset.resetId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', reset.userId)
      .execute();
    await revokeAllSessions(trx, reset.userId);
    return true;
  });
  if (!spent) throw new UnprocessableError(RESET_MESSAGES.badToken);
  return { id: reset.userId };
}
