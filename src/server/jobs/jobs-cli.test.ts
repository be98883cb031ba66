import { dbNow } from '../db/db-clock';
import { enqueueMail } from '../mail/outbox';
import { type TestApp, createTestApp } from '../testing/test-helpers';
import { runJobsCommand } from './jobs-cli';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

/** `npm run jobs -- <args>` on the test app's database: its exit code and its lines. */
async function jobs(...args: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runJobsCommand(
    { db: t.app.db, config: t.config, log: t.app.log, outbox: t.app.outbox },
    args,
    (line) => lines.push(line),
  );
  return { code, lines };
}

describe('npm run jobs', () => {
  it('lists every job with its interval, lease and last run', async () => {
    const { code, lines } = await jobs('list');
    expect(code).toBe(0);
    expect(lines).toEqual([
      'mail-outbox (every process): every 2 s, lease 30 s; never ran',
      'clearance-hold-sweep (one process): every 1 min, lease 5 min; never ran',
      'cart-personal-data-purge (one process): every 1 h, lease 10 min; never ran',
      'account-cleanup (one process): every 1 h, lease 10 min; never ran',
      'pickup-list-refresh (one process): off in this configuration, lease 10 min; never ran',
    ]);
  });

  it('runs one now, due or not, and the list shows that run', async () => {
    expect(await jobs('run', 'account-cleanup')).toEqual({
      code: 0,
      lines: [expect.stringMatching(/^account-cleanup: ok in \d+ ms: 0 expired row\(s\) deleted$/)],
    });
    expect((await jobs('run', 'account-cleanup')).code).toBe(0);
    const listed = (await jobs('list')).lines.find((line) => line.startsWith('account-cleanup'));
    expect(listed).toMatch(
      /^account-cleanup \(one process\): every 1 h, lease 10 min; last run \d{4}-\d\d-\d\dT[\d:.]+Z, ok, \d+ ms: 0 expired row\(s\) deleted$/,
    );
  });

  it('refuses an unknown job, a job that is off, one another process holds, and bad arguments', async () => {
    expect(await jobs('run', 'nincs-ilyen')).toEqual({
      code: 2,
      lines: [expect.stringContaining('Unknown job: nincs-ilyen. The jobs: mail-outbox, ')],
    });
    expect(await jobs('run', 'pickup-list-refresh')).toEqual({
      code: 2,
      lines: ['pickup-list-refresh is off in this configuration.'],
    });
    await t.app.db
      .insertInto('scheduled_jobs')
      .values({ name: 'account-cleanup', last_run_at: null, claimed_at: dbNow(t.app.db) })
      .execute();
    expect(await jobs('run', 'account-cleanup')).toEqual({
      code: 2,
      lines: ['account-cleanup did not run: another process holds it now.'],
    });
    expect(await jobs()).toEqual({ code: 2, lines: ['Usage: npm run jobs -- list | run <name>'] });
    expect((await jobs('run')).code).toBe(2);
  });

  it('answers 1 when the job failed', async () => {
    t.mailer.send = async () => {
      throw new Error('SMTP down');
    };
    await t.app.db
      .transaction()
      .execute((trx) =>
        enqueueMail(trx, { to: 'vevo@example.hu', subject: 'Teszt', text: 'Szöveg' }),
      );
    expect(await jobs('run', 'mail-outbox')).toEqual({
      code: 1,
      lines: [expect.stringMatching(/^mail-outbox: failed in \d+ ms: 0 mail\(s\) sent, then/)],
    });
  });
});
