import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type DbHandle, openDatabase } from './database';

/** A flush that the test lets finish when it wants: the commit it covers must wait for it. */
function holdFlushes() {
  const release: (() => void)[] = [];
  const realOpen = fsp.open;
  const spy = jest.spyOn(fsp, 'open').mockImplementation(async (...args) => {
    const handle = await realOpen(...(args as Parameters<typeof fsp.open>));
    const realDatasync = handle.datasync.bind(handle);
    handle.datasync = () =>
      new Promise<void>((resolve, reject) => {
        release.push(() => realDatasync().then(resolve, reject));
      });
    return handle;
  });
  return {
    pending: () => release.length,
    releaseAll: () => release.splice(0).forEach((go) => go()),
    restore: () => spy.mockRestore(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Waits (a busy machine may be slow) until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 5000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('durable SQLite commits off the event loop (WalSync)', () => {
  let dir: string;
  let handle: DbHandle;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-sync-'));
    handle = await openDatabase({ databaseUrl: null, dataDir: dir });
    await sql`create table notes (id integer primary key, text text)`.execute(handle.db);
  });

  afterEach(async () => {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers a committed write only after the WAL file is flushed, and reads go on meanwhile', async () => {
    const flushes = holdFlushes();
    try {
      let answered = false;
      const write = handle.db
        .transaction()
        .execute(async (trx) => {
          await sql`insert into notes (text) values ('rendelés')`.execute(trx);
        })
        .then(() => {
          answered = true;
        });
      await until(() => flushes.pending() === 1);
      // Committed (another connection reads it) but not yet answered: the flush is still running.
      const seen = await sql<{ n: number }>`select count(*) as n from notes`.execute(handle.db);
      expect(seen.rows[0]?.n).toBe(1);
      expect(answered).toBe(false);
      expect(flushes.pending()).toBe(1);

      flushes.releaseAll();
      await write;
      expect(answered).toBe(true);
    } finally {
      flushes.restore();
    }
  });

  it('lets the commits that arrive during a flush share the next one (group commit)', async () => {
    const flushes = holdFlushes();
    try {
      const first = sql`insert into notes (text) values ('első')`.execute(handle.db);
      await until(() => flushes.pending() === 1);
      expect(flushes.pending()).toBe(1);
      const others = Array.from({ length: 20 }, (_, i) =>
        sql`insert into notes (text) values (${`sor ${i}`})`.execute(handle.db),
      );
      await settle();
      // The twenty wait for one flush that starts after the running one, not for twenty.
      expect(flushes.pending()).toBe(1);
      flushes.releaseAll();
      await until(() => flushes.pending() === 1);
      flushes.releaseAll();
      await Promise.all([first, ...others]);
      const count = await sql<{ n: number }>`select count(*) as n from notes`.execute(handle.db);
      expect(count.rows[0]?.n).toBe(21);
    } finally {
      flushes.restore();
    }
  });

  it('runs SQLite with synchronous=NORMAL and really flushes the WAL file', async () => {
    const mode = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db);
    expect(mode.rows[0]?.synchronous).toBe(1); // NORMAL; FULL (2) would fsync on the event loop
    const opened: string[] = [];
    const open = jest.spyOn(fsp, 'open');
    try {
      for (let i = 0; i < 5; i += 1)
        await sql`insert into notes (text) values (${String(i)})`.execute(handle.db);
      for (const call of open.mock.calls) opened.push(String(call[0]));
    } finally {
      open.mockRestore();
    }
    expect(opened).toContain(path.join(dir, 'shop.sqlite-wal'));
    expect(opened.length).toBeGreaterThanOrEqual(5);
  });
});
