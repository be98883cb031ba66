import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { dbNow } from '../db/db-clock';
import { noDiskWait } from '../db/no-disk-wait';
import type { OutboxRow } from '../db/tables/mail-outbox.table';
import { type Mailer, createMailer, isPermanentMailError } from './mailer';

export interface OutboxSenderOptions {
  /** The SMTP timeout (SMTP_TIMEOUT_MS): an attempt is cut at 2×, a claim lasts 3×, retries start at 1×. */
  timeoutMs: number;
  /** Domain part of the Message-ID header (the shop's e-mail domain). */
  messageIdDomain: string;
  /** Attempts before a mail is given up as failed (logged as an error). */
  maxAttempts?: number;
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;
const BATCH = 20;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server in ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The ids of the mails due now, oldest due first. In the order of mail_outbox_due_idx (whose last
 * column is the id): a backlog of thousands of mails (a long SMTP outage, a rush of orders) is then
 * not sorted on the event loop at every pass (14.8 ms each with 7 000 waiting, measured in the bench).
 */
export function dueMailQuery(db: Db) {
  const now = dbNow(db);
  return db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(BATCH);
}

/** One pass over the due mail: how many were tried and sent, and whether an attempt failed. */
export interface OutboxPass {
  attempted: number;
  sent: number;
  failed: boolean;
}

/**
 * Delivers the outbox (see outbox.ts) from every server process. A row is taken with one conditional
 * UPDATE (pending, due, lease free) that sets a lease, so of several processes exactly one sends it;
 * it is marked sent as soon as the SMTP server accepted it. A process killed between the server's
 * acceptance and that mark is the one window where a mail can go twice (after the lease runs out);
 * the Message-ID stays the same so the receiving side can drop the repeat. Leases and retries are
 * timed by the database's clock (db/db-clock.ts). The jobs plugin (jobs/jobs.plugin.ts) runs a pass
 * every 2 s in every listening process and at once when woken; tests call `drain`.
 */
export class OutboxSender {
  private readonly owner = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  private readonly maxAttempts: number;
  private chain: Promise<unknown> = Promise.resolve();
  private wakeListener: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly opts: OutboxSenderOptions,
  ) {
    this.maxAttempts = opts.maxAttempts ?? 40;
  }

  /** Who runs the passes (the jobs plugin) hears of `wake` through this. */
  onWake(listener: (() => void) | null): void {
    this.wakeListener = listener;
  }

  /** Looks for due mail now (after a commit that enqueued some), when a scheduler listens. */
  wake(): void {
    this.wakeListener?.();
  }

  /** One pass: sends the due mail, oldest first, until an attempt fails. */
  pass(): Promise<OutboxPass> {
    return this.serial(() => this.sendDue());
  }

  /** Sends everything due now, pass after pass, until nothing is left or an attempt fails. */
  async drainReport(): Promise<{ sent: number; failed: boolean }> {
    let sent = 0;
    for (;;) {
      const pass = await this.pass();
      sent += pass.sent;
      if (pass.attempted === 0 || pass.failed) return { sent, failed: pass.failed };
    }
  }

  /** drainReport's count of sent mails. */
  async drain(): Promise<number> {
    return (await this.drainReport()).sent;
  }

  /** Waits for the pass in progress (at shutdown). */
  async settled(): Promise<void> {
    await this.chain;
  }

  /** One pass at a time per process, whoever asks (timer, wake, drain). */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work, work);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async sendDue(): Promise<OutboxPass> {
    const due = await dueMailQuery(this.db).execute();
    let attempted = 0;
    let sent = 0;
    for (const { id } of due) {
      const row = await this.claim(id);
      if (!row) continue;
      attempted += 1;
      try {
        await withTimeout(
          this.mailer.send({
            to: row.recipient,
            subject: row.subject,
            text: row.text_body,
            ...(row.html_body === null ? {} : { html: row.html_body }),
            messageId: `<${row.message_id}@${this.opts.messageIdDomain}>`,
          }),
          this.opts.timeoutMs * 2,
        );
      } catch (err) {
        await this.recordFailure(row, err);
        // The server is down or slow: the other rows wait for the next pass instead of each timing out.
        return { attempted, sent, failed: true };
      }
      await this.markSent(row);
      sent += 1;
    }
    return { attempted, sent, failed: false };
  }

  private async claim(id: number): Promise<OutboxRow | undefined> {
    const now = dbNow(this.db);
    // A lease lost at a power cut only means the mail is taken again (the documented repeat window).
    return this.db
      .withPlugin(noDiskWait)
      .updateTable('mail_outbox')
      .set((eb) => ({
        claimed_by: this.owner,
        claimed_until: dbNow(this.db, this.opts.timeoutMs * 3),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .returningAll()
      .executeTakeFirst();
  }

  /** The server accepted the mail: record it, retrying briefly so a busy database cannot undo that. */
  private async markSent(row: OutboxRow): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const done = await this.db
          .updateTable('mail_outbox')
          .set({
            status: 'sent',
            sent_at: dbNow(this.db),
            claimed_by: null,
            claimed_until: null,
            last_error: '',
            ...(row.sensitive ? { text_body: '', html_body: null } : {}),
          })
          .where('id', '=', row.id)
          .where('claimed_by', '=', this.owner)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) !== 1)
          this.log.warn({ mail: row.id }, 'mail outbox: lease ran out while sending');
        return;
      } catch (err) {
        if (attempt >= 5) {
          this.log.error({ err, mail: row.id }, 'mail outbox: sent but could not be marked');
          return;
        }
        await sleep(200 * attempt);
      }
    }
  }

  private async recordFailure(row: OutboxRow, err: unknown): Promise<void> {
    const giveUp = isPermanentMailError(err) || row.attempts >= this.maxAttempts;
    const backoff = Math.min(this.opts.timeoutMs * 2 ** (row.attempts - 1), MAX_BACKOFF_MS);
    const message = err instanceof Error ? err.message : String(err);
    await this.db
      .updateTable('mail_outbox')
      .set({
        status: giveUp ? 'failed' : 'pending',
        next_attempt_at: dbNow(this.db, backoff * (0.8 + Math.random() * 0.4)),
        claimed_by: null,
        claimed_until: null,
        last_error: message.slice(0, 500),
      })
      .where('id', '=', row.id)
      .where('claimed_by', '=', this.owner)
      .execute();
    const entry = { err, mail: row.id, attempts: row.attempts };
    if (giveUp) this.log.error(entry, 'mail outbox: given up');
    else this.log.warn(entry, 'mail outbox: attempt failed, will retry');
  }
}

/** The shop's mailer as the configuration says: SMTP_URL, else .eml files in DATA_DIR/outbox. */
export function shopMailer(config: Config): Mailer {
  return createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: `${config.brandName} <${config.shopEmail}>`,
    timeoutMs: config.smtpTimeoutMs,
  });
}

/** The outbox's sender of a process (the server's, or `npm run jobs`'s). */
export function shopOutboxSender(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  config: Config,
): OutboxSender {
  return new OutboxSender(db, mailer, log, {
    timeoutMs: config.smtpTimeoutMs,
    messageIdDomain: config.shopEmail.split('@')[1] || 'localhost',
  });
}
