import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { noDiskWait } from '../db/no-disk-wait';
import type { OutboxRow } from '../db/tables/mail-outbox.table';
import { type Mailer, isPermanentMailError } from './mailer';

export interface OutboxSenderOptions {
  /** The SMTP timeout (SMTP_TIMEOUT_MS): an attempt is cut at 2×, a claim lasts 3×, retries start at 1×. */
  timeoutMs: number;
  /** Domain part of the Message-ID header (the shop's e-mail domain). */
  messageIdDomain: string;
  /** How often each process looks for due mail besides being woken (ms). */
  pollMs?: number;
  /** Attempts before a mail is given up as failed (logged as an error). */
  maxAttempts?: number;
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;
const BATCH = 20;

function later(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

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
export function dueMailQuery(db: Db, now: string) {
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

/**
 * Delivers the outbox (see outbox.ts) from every server process. A row is taken with one conditional
 * UPDATE (pending, due, lease free) that sets a lease, so of several processes exactly one sends it;
 * it is marked sent as soon as the SMTP server accepted it. A process killed between the server's
 * acceptance and that mark is the one window where a mail can go twice (after the lease runs out);
 * the Message-ID stays the same so the receiving side can drop the repeat.
 */
export class OutboxSender {
  private readonly owner = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
  private readonly pollMs: number;
  private readonly maxAttempts: number;
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
    private readonly opts: OutboxSenderOptions,
  ) {
    this.pollMs = opts.pollMs ?? 2000;
    this.maxAttempts = opts.maxAttempts ?? 40;
  }

  /** Starts polling (the server does this once it listens; `inject` tests call `drain` instead). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the attempt in progress. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.chain;
  }

  /** Looks for due mail now (after a commit that enqueued some). */
  wake(): void {
    if (this.running) this.schedule(0);
  }

  /** Sends everything due now, pass after pass, until nothing is left or an attempt fails. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const pass = await this.serial(() => this.sendDue());
      sent += pass.sent;
      if (pass.attempted === 0 || pass.failed) return sent;
    }
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.serial(() => this.sendDue())
        .catch((err: unknown) => this.log.error({ err }, 'mail outbox: pass failed'))
        .finally(() => {
          if (this.running && !this.timer) this.schedule(this.pollMs);
        });
    }, delay);
    this.timer.unref();
  }

  /** One pass at a time per process, whoever asks (timer, wake, drain). */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work, work);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async sendDue(): Promise<{ attempted: number; sent: number; failed: boolean }> {
    const now = new Date().toISOString();
    const due = await dueMailQuery(this.db, now).execute();
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
    const now = new Date().toISOString();
    // A lease lost at a power cut only means the mail is taken again (the documented repeat window).
    return this.db
      .withPlugin(noDiskWait)
      .updateTable('mail_outbox')
      .set((eb) => ({
        claimed_by: this.owner,
        claimed_until: later(this.opts.timeoutMs * 3),
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
            sent_at: new Date().toISOString(),
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
        next_attempt_at: later(backoff * (0.8 + Math.random() * 0.4)),
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
