import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type DbHandle, openDatabase } from './database';
import { noDiskWait } from './no-disk-wait';

/** Flushes that the test lets finish when it wants: the commits they cover must wait for them. */
function holdFlushes() {
  const release: (() => void)[] = [];
  const realDatasync = fs.fdatasync.bind(fs);
  const spy = jest
    .spyOn(fs, 'fdatasync')
    .mockImplementation((fd: number, callback: fs.NoParamCallback) => {
      release.push(() => realDatasync(fd, callback));
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

  it('answers a write with RETURNING outside a transaction after the flush, unless marked noDiskWait', async () => {
    const flushes = holdFlushes();
    try {
      let answered = false;
      const write = sql<{ id: number }>`insert into notes (text) values ('visszaad') returning id`
        .execute(handle.db)
        .then((result) => {
          answered = true;
          return result;
        });
      await until(() => flushes.pending() === 1);
      await settle();
      expect(answered).toBe(false);
      flushes.releaseAll();
      expect((await write).rows).toHaveLength(1);

      // A counter whose loss at a power cut does no harm is answered at once, before any flush.
      const relaxed = await handle.db
        .withPlugin(noDiskWait)
        .insertInto('notes' as never)
        .values({ text: 'számláló' } as never)
        .returning('id' as never)
        .execute();
      expect(relaxed).toHaveLength(1);
      await settle();
      expect(flushes.pending()).toBe(0);
    } finally {
      flushes.restore();
    }
  });

  it('flushes once for all the commits of one turn of the event loop', async () => {
    const flushes = holdFlushes();
    try {
      const writes = Array.from({ length: 20 }, (_, i) =>
        sql`insert into notes (text) values (${`sor ${i}`})`.execute(handle.db),
      );
      await until(() => flushes.pending() === 1);
      await settle();
      expect(flushes.pending()).toBe(1);
      flushes.releaseAll();
      await Promise.all(writes);
      expect(flushes.pending()).toBe(0);
    } finally {
      flushes.restore();
    }
  });

  it('runs SQLite with synchronous=NORMAL and really flushes the WAL file, kept open', async () => {
    const mode = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db);
    expect(mode.rows[0]?.synchronous).toBe(1); // NORMAL; FULL (2) would fsync on the event loop
    const open = jest.spyOn(fs, 'openSync');
    const datasync = jest.spyOn(fs, 'fdatasync');
    const close = jest.spyOn(fs, 'closeSync');
    try {
      // A fresh handle: its first write opens the WAL file under the spies.
      await handle.close();
      handle = await openDatabase({ databaseUrl: null, dataDir: dir });
      for (let i = 0; i < 5; i += 1)
        await sql`insert into notes (text) values (${String(i)})`.execute(handle.db);
      const walOpens = open.mock.results.filter(
        (_, i) => String(open.mock.calls[i]?.[0]) === path.join(dir, 'shop.sqlite-wal'),
      );
      // Opened once, then one fdatasync per sequential write on that same descriptor.
      expect(walOpens).toHaveLength(1);
      const fd = walOpens[0]?.value as number;
      expect(datasync.mock.calls.filter(([d]) => d === fd)).toHaveLength(5);
      expect(fs.fstatSync(fd).size).toBeGreaterThan(0);
      await handle.close();
      expect(close.mock.calls.some(([d]) => d === fd)).toBe(true);
      handle = await openDatabase({ databaseUrl: null, dataDir: dir });
    } finally {
      open.mockRestore();
      datasync.mockRestore();
      close.mockRestore();
    }
  });
});
