import type { JobStatus } from '@common/api/health.schema';
import { dbNow } from '../db/db-clock';
import { enqueueMail } from '../mail/outbox';
import { adminCall, staffToken } from '../testing/admin-helpers';
import { registerCustomer } from '../testing/accounts-helpers';
import { type TestApp, createTestApp } from '../testing/test-helpers';
import { type JobDefinition, JobRunner } from './job-runner';
import { JOBS } from './jobs.plugin';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const jobRow = (name: string) =>
  t.app.db.selectFrom('scheduled_jobs').selectAll().where('name', '=', name).executeTakeFirst();

const ready = (token?: string) =>
  t.app.inject({ url: '/api/ready', headers: token ? { authorization: `Bearer ${token}` } : {} });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
  return read();
}

const queueMail = (subject: string) =>
  t.app.db
    .transaction()
    .execute((trx) => enqueueMail(trx, { to: 'vevo@example.hu', subject, text: 'Szöveg' }));

describe('the jobs plugin', () => {
  it('declares every recurring job once, each with an interval and a lease', () => {
    expect(JOBS.map((job) => job.name)).toEqual([
      'mail-outbox',
      'clearance-hold-sweep',
      'cart-personal-data-purge',
      'account-cleanup',
      'pickup-list-refresh',
    ]);
    for (const job of JOBS) {
      expect(job.everyMs(t.config)).toBeGreaterThanOrEqual(0);
      expect(job.leaseMs(t.config)).toBeGreaterThan(0);
    }
  });

  it('runs nothing in a server that does not listen: inject tests deliver mail themselves', async () => {
    await queueMail('Nem megy ki magától');
    t.app.outbox.wake();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mailer.sent).toHaveLength(0);
    expect(await jobRow('clearance-hold-sweep')).toBeUndefined();
  });

  it('runs every enabled job once the server listens, and wake() sends a new mail at once', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const swept = await until(
      () => jobRow('clearance-hold-sweep'),
      (row) => row?.last_outcome === 'ok',
    );
    expect(swept).toMatchObject({ last_result: '0 expired hold(s) released', claimed_at: null });
    await until(
      () => jobRow('account-cleanup'),
      (row) => row?.last_outcome === 'ok',
    );
    // Off in the tests' configuration: never scheduled.
    expect(await jobRow('pickup-list-refresh')).toBeUndefined();

    await queueMail('Azonnal');
    t.app.outbox.wake();
    const sent = await until(
      async () => t.mailer.sent,
      (mails) => mails.length === 1,
    );
    expect(sent.map((m) => m.subject)).toEqual(['Azonnal']);
  });

  it("shows staff the jobs in /api/ready's answer, and anyone else only the status", async () => {
    await t.app.jobs.run('clearance-hold-sweep');
    expect((await ready()).json()).toEqual({ status: 'ready' });
    const customer = await registerCustomer(t);
    expect((await ready(customer)).json()).toEqual({ status: 'ready' });

    const support = await staffToken(t, 'support');
    const res = await ready(support);
    expect(res.statusCode).toBe(200);
    const jobs = (res.json() as { jobs: JobStatus[] }).jobs;
    expect(jobs.map((job) => job.name)).toEqual(JOBS.map((job) => job.name));
    expect(jobs.find((job) => job.name === 'clearance-hold-sweep')).toMatchObject({
      runs: 'one process',
      enabled: true,
      everyMs: 60_000,
      leaseMs: 300_000,
      claimedAt: null,
      lastRun: { outcome: 'ok', result: '0 expired hold(s) released' },
    });
    expect(jobs.find((job) => job.name === 'pickup-list-refresh')).toMatchObject({
      enabled: false,
      lastRun: null,
    });
    // The back office's own routes are not opened by it.
    expect((await adminCall(t, customer, 'GET', '/api/admin/me')).statusCode).toBe(401);
  });
});

describe('running a job', () => {
  const runner = () =>
    new JobRunner({ db: t.app.db, config: t.config, log: t.app.log, outbox: t.app.outbox });
  const job = (run: JobDefinition['run']): JobDefinition => ({
    name: 'test-job',
    description: 'a job of the test',
    runs: 'one process',
    everyMs: () => 60_000,
    leaseMs: () => 5 * 60_000,
    run,
  });

  it('runs a claimed job once per interval, by the database clock', async () => {
    let runs = 0;
    const counting = job(async () => `run ${++runs}`);
    expect(await runner().run(counting)).toMatchObject({ ran: true, ok: true, result: 'run 1' });
    expect(await runner().run(counting)).toEqual({ ran: false });
    // An operator's run does not wait for the interval.
    expect(await runner().run(counting, { force: true })).toMatchObject({ result: 'run 2' });
    // A minute after the last start it is due again.
    await t.app.db
      .updateTable('scheduled_jobs')
      .set({ last_run_at: dbNow(t.app.db, -61_000) })
      .where('name', '=', 'test-job')
      .execute();
    expect(await runner().run(counting)).toMatchObject({ result: 'run 3' });
  });

  it('leaves a job held by a live claim alone, and takes over a claim older than the lease', async () => {
    let runs = 0;
    const counting = job(async () => `run ${++runs}`);
    const claim = (agoMs: number) =>
      t.app.db
        .insertInto('scheduled_jobs')
        .values({ name: 'test-job', last_run_at: null, claimed_at: dbNow(t.app.db, -agoMs) })
        .onConflict((oc) => oc.column('name').doUpdateSet({ claimed_at: dbNow(t.app.db, -agoMs) }))
        .execute();
    await claim(60_000);
    expect(await runner().run(counting)).toEqual({ ran: false });
    expect(await runner().run(counting, { force: true })).toEqual({ ran: false });
    await claim(5 * 60_000 + 1000);
    expect(await runner().run(counting)).toMatchObject({ ran: true, result: 'run 1' });
    expect(await jobRow('test-job')).toMatchObject({ claimed_at: null, last_outcome: 'ok' });
  });

  it('records a failed run with its reason, and leaves the job due', async () => {
    let fail = true;
    const flaky = job(async () => {
      if (fail) throw new Error('a carrier did not answer');
      return 'done';
    });
    expect(await runner().run(flaky)).toMatchObject({
      ran: true,
      ok: false,
      result: 'a carrier did not answer',
    });
    const failed = await jobRow('test-job');
    expect(failed).toMatchObject({
      last_outcome: 'failed',
      last_result: 'a carrier did not answer',
      last_run_at: null,
      claimed_at: null,
    });
    expect(failed?.last_started_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(failed?.last_duration_ms).toBeGreaterThanOrEqual(0);
    fail = false;
    expect(await runner().run(flaky)).toMatchObject({ ran: true, ok: true, result: 'done' });
  });

  it('records the mail outbox, which every process runs, at most every 10 s unless it fails', async () => {
    const mails = runner();
    const outbox = JOBS.find((j) => j.name === 'mail-outbox')!;
    await queueMail('Első');
    await queueMail('Második');
    expect(await mails.run(outbox)).toMatchObject({
      ran: true,
      ok: true,
      result: '2 mail(s) sent',
    });
    await queueMail('Harmadik');
    expect(await mails.run(outbox)).toMatchObject({
      ran: true,
      ok: true,
      result: '1 mail(s) sent',
    });
    // The second success, within 10 s of the first, is not written.
    expect(await jobRow('mail-outbox')).toMatchObject({
      last_outcome: 'ok',
      last_result: '2 mail(s) sent',
    });
    const send = t.mailer.send.bind(t.mailer);
    t.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    await queueMail('Negyedik');
    expect(await mails.run(outbox)).toMatchObject({ ran: true, ok: false });
    expect(await jobRow('mail-outbox')).toMatchObject({
      last_outcome: 'failed',
      last_result: expect.stringContaining('an attempt failed'),
    });
    t.mailer.send = send;
  });
});
