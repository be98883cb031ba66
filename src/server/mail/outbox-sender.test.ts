import { CompiledQuery } from 'kysely';
import pino from 'pino';
import type { Db } from '../db/database';
import { type TestApp, createTestApp } from '../testing/test-helpers';
import { createMailer } from './mailer';
import { enqueueMail } from './outbox';
import { OutboxSender, dueMailQuery } from './outbox-sender';
import { startSilentServer, startSmtpServer } from '../testing/smtp-test-server';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

// Short enough for a quick test, long enough for a busy test machine to answer on localhost.
const TIMEOUT_MS = 1500;

function sender(smtpUrl: string, db: Db = t.app.db): OutboxSender {
  const mailer = createMailer({
    smtpUrl,
    outboxDir: '/nonexistent',
    from: 'MotoPont <bolt@motopont.hu>',
    timeoutMs: TIMEOUT_MS,
  });
  return new OutboxSender(db, mailer, pino({ level: process.env.TEST_LOG ?? 'silent' }), {
    timeoutMs: TIMEOUT_MS,
    messageIdDomain: 'motopont.hu',
  });
}

async function queue(count: number): Promise<void> {
  await t.app.db.transaction().execute(async (trx) => {
    for (let i = 1; i <= count; i += 1)
      await enqueueMail(trx, {
        to: `vevo${i}@example.hu`,
        subject: `Levél ${i}`,
        text: `Szöveg ${i}`,
        html: `<p>Szöveg ${i}</p>`,
      });
  });
}

const rows = () =>
  t.app.db
    .selectFrom('mail_outbox')
    .select(['id', 'status', 'attempts', 'next_attempt_at', 'claimed_by', 'last_error'])
    .orderBy('id')
    .execute();

/** Makes every waiting mail due now, as if its backoff had passed. */
const backoffPassed = () =>
  t.app.db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: '2000-01-01T00:00:00.000Z' })
    .execute();

describe('mail outbox sender', () => {
  it('delivers each queued mail once over SMTP with a stable Message-ID, and marks it sent', async () => {
    const smtp = await startSmtpServer();
    try {
      await queue(3);
      expect(await sender(smtp.url).drain()).toBe(3);
      expect(smtp.received.map((m) => [m.to, m.subject])).toEqual([
        [['vevo1@example.hu'], 'Levél 1'],
        [['vevo2@example.hu'], 'Levél 2'],
        [['vevo3@example.hu'], 'Levél 3'],
      ]);
      const stored = await t.app.db
        .selectFrom('mail_outbox')
        .select('message_id')
        .orderBy('id')
        .execute();
      expect(smtp.received.map((m) => m.messageId)).toEqual(
        stored.map((r) => `<${r.message_id}@motopont.hu>`),
      );
      expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
      expect(await sender(smtp.url).drain()).toBe(0);
      expect(smtp.received).toHaveLength(3);
    } finally {
      await smtp.close();
    }
  });

  it('sends each mail exactly once when several processes drain the same outbox at once', async () => {
    const smtp = await startSmtpServer();
    try {
      await queue(30);
      const senders = [sender(smtp.url), sender(smtp.url), sender(smtp.url)];
      const counts = await Promise.all(senders.map((s) => s.drain()));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
      const subjects = smtp.received.map((m) => m.subject).sort();
      expect(subjects).toHaveLength(30);
      expect(new Set(subjects).size).toBe(30);
    } finally {
      await smtp.close();
    }
  });

  it('gives up on a silent server within the timeout, backs off, and delivers once it answers', async () => {
    const silent = await startSilentServer();
    await queue(2);
    const started = Date.now();
    expect(await sender(silent.url).drain()).toBe(0);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2 + 1000);
    await silent.close();
    const [first, second] = await rows();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, claimed_by: null });
    // Which of nodemailer's timers fires first (greeting, socket) depends on the machine's load.
    expect(first?.last_error).toMatch(/greeting never received|no answer|timeout/i);
    expect(first && first.next_attempt_at > new Date().toISOString()).toBe(true);
    // The second mail is not tried against a server that just failed.
    expect(second).toMatchObject({ status: 'pending', attempts: 0 });
    // Not due yet: nothing is tried before the backoff has passed.
    const smtp = await startSmtpServer();
    try {
      const s = sender(smtp.url);
      expect(await s.drain()).toBe(1);
      await backoffPassed();
      expect(await s.drain()).toBe(1);
      expect(smtp.received.map((m) => m.subject)).toEqual(['Levél 2', 'Levél 1']);
    } finally {
      await smtp.close();
    }
  });

  it('stops retrying a mail the server refuses for good (5xx)', async () => {
    const smtp = await startSmtpServer('reject');
    try {
      await queue(1);
      expect(await sender(smtp.url).drain()).toBe(0);
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row?.last_error).toMatch(/550/);
      await backoffPassed();
      expect(await sender(smtp.url).drain()).toBe(0);
      expect((await rows())[0]?.attempts).toBe(1);
    } finally {
      await smtp.close();
    }
  });

  it('takes over a mail whose sender died mid-send once its lease has run out', async () => {
    const smtp = await startSmtpServer();
    try {
      await queue(1);
      const inFuture = new Date(Date.now() + 60_000).toISOString();
      await t.app.db
        .updateTable('mail_outbox')
        .set({ claimed_by: 'dead-process', claimed_until: inFuture, attempts: 1 })
        .execute();
      expect(await sender(smtp.url).drain()).toBe(0);
      await t.app.db
        .updateTable('mail_outbox')
        .set({ claimed_until: new Date(Date.now() - 1).toISOString() })
        .execute();
      expect(await sender(smtp.url).drain()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2, claimed_by: null });
    } finally {
      await smtp.close();
    }
  });
});

describe('mail outbox due query', () => {
  const onSqlite = process.env.TEST_DATABASE_URL ? it.skip : it;
  onSqlite('walks the due index in its order: a backlog is never sorted at a pass', async () => {
    const query = dueMailQuery(t.app.db).compile();
    const plan = await t.app.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    const detail = plan.rows.map((r) => r.detail).join('\n');
    expect(detail).toMatch(/mail_outbox USING INDEX mail_outbox_due_idx/);
    expect(detail).not.toMatch(/TEMP B-TREE/);
  });

  it('hands out the mails oldest due first', async () => {
    await queue(3);
    await t.app.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: '2000-01-01T00:00:00.000Z' })
      .where('subject', '=', 'Levél 3')
      .execute();
    const due = await dueMailQuery(t.app.db).execute();
    const all = await rows();
    expect(due.map((d) => d.id)).toEqual([all[2]?.id, all[0]?.id, all[1]?.id]);
  });
});
