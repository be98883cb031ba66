import type { Generated, Selectable } from 'kysely';

/** pending: waiting or being retried; sent: accepted by the SMTP server; failed: given up (logged). */
export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface MailOutboxTable {
  id: Generated<number>;
  created_at: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** Local part of the Message-ID header, the same on every attempt, so a receiver can spot a repeat. */
  message_id: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  sent_at: string | null;
  last_error: Generated<string>;
  /** 1: the body holds a secret (a reset link); it is blanked once the mail is sent. */
  sensitive: Generated<number>;
}

export type OutboxRow = Selectable<MailOutboxTable>;
