import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { type DbHandle, openDatabase } from './database';
import { noDiskWait } from './no-disk-wait';

/** Flushes that the test lets finish when it wants: the commits they cover must wait for them. */
function holdFlushes(handle: DbHandle) {
  const walSync = handle.walSync;
  if (!walSync) throw new Error('no WAL flusher on this database');
  walSync.holdFlushes();
  return {
    pending: () => (walSync.flushHeld ? 1 : 0),
    releaseAll: () => walSync.releaseFlushes(),
    restore: () => walSync.openGate(),
  };
}

/** The process's open descriptors that name `file` (the worker thread shares the process's table). */
function descriptorsOf(file: string): string[] {
  return fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false;
    }
  });
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
    const flushes = holdFlushes(handle);
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
    const flushes = holdFlushes(handle);
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
    const flushes = holdFlushes(handle);
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
    const flushes = holdFlushes(handle);
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
    const wal = path.join(dir, 'shop.sqlite-wal');
    // A fresh handle: its first write starts the flusher, which opens the WAL file once.
    await handle.close();
    handle = await openDatabase({ databaseUrl: null, dataDir: dir });
    const walSync = handle.walSync as NonNullable<DbHandle['walSync']>;
    await sql`select count(*) from notes`.execute(handle.db);
    const sqlitesOwn = descriptorsOf(wal).length;
    for (let i = 0; i < 5; i += 1)
      await sql`insert into notes (text) values (${String(i)})`.execute(handle.db);
    // One fdatasync per sequential write, all on one descriptor of the WAL file kept open.
    expect(walSync.flushes).toBe(5);
    expect(descriptorsOf(wal)).toHaveLength(sqlitesOwn + 1);
    expect(fs.statSync(wal).size).toBeGreaterThan(0);
    await handle.close();
    // The worker closes it when the database closes.
    await until(() => descriptorsOf(wal).length === 0);
    handle = await openDatabase({ databaseUrl: null, dataDir: dir });
  });

  it('answers a write in the middle of a busy turn once its flush is done, without waiting for the turn to end', async () => {
    const walSync = handle.walSync as NonNullable<DbHandle['walSync']>;
    const flushes = holdFlushes(handle);
    let answeredAt = 0;
    const write = sql`insert into notes (text) values ('gyors')`.execute(handle.db).then(() => {
      answeredAt = performance.now();
    });
    await until(() => flushes.pending() === 1);
    flushes.restore();
    // Wait (without giving the event loop a turn) until the worker has flushed.
    const waitStarted = performance.now();
    while (walSync.flushPending && performance.now() - waitStarted < 5000);
    expect(walSync.flushPending).toBe(false);
    // A read in this same task: the driver looks at the flag and answers the write right away, before
    // the event loop polls for I/O again (the worker's message would only be read then).
    await sql`select count(*) as n from notes`.execute(handle.db);
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(answeredAt).toBeGreaterThan(0);
    await write;
  });
});
