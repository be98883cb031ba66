import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import { clockShift, dbTimeAt } from '../db/db-clock';
import { QueryTemplate } from '../db/query-template';
import type { MailOutboxTable } from '../db/tables/mail-outbox.table';

/** One e-mail to send: plain text always, HTML optionally. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Puts an e-mail into the outbox. Pass the transaction that writes what the mail tells (the order,
 * the reset link): the mail then exists exactly when that does, and the outbox sender of some server
 * process delivers it once, with retries, also after a crash. Call `app.outbox.wake()` after the
 * commit to send it at once instead of at the next poll. `sensitive` (a reset link): the body is
 * blanked in the table once the mail is sent.
 */
export async function enqueueMail(
  trx: Db,
  mail: OutgoingMail,
  opts: { sensitive?: boolean } = {},
): Promise<number> {
  const row = await newMailQuery.executeTakeFirst(trx, {
    clock: clockShift(),
    values: {
      recipient: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      message_id: crypto.randomUUID(),
      claimed_by: null,
      claimed_until: null,
      sent_at: null,
      sensitive: opts.sensitive ? 1 : 0,
    },
  });
  if (!row) throw new Error('new mail not returned');
  return row.id;
}

type NewMail = Omit<Insertable<MailOutboxTable>, 'created_at' | 'next_attempt_at'>;

// Compiled once per database (db/query-template.ts): every order enqueues two mails. Due at once by
// the database's clock, which the sender's leases and retries go by too (db/db-clock.ts).
const newMailQuery = new QueryTemplate(
  (trx, { clock, values }: { clock: number; values: NewMail }) =>
    trx
      .insertInto('mail_outbox')
      .values({
        ...values,
        created_at: dbTimeAt(trx, clock),
        next_attempt_at: dbTimeAt(trx, clock),
      })
      .returning('id'),
);
