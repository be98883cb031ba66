import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { type DbHandle, openDatabase } from './database';

// The driver keeps its prepared statements (sqlite-driver.ts): preparing was a fifth of the server's
// CPU time in the bench's shopping scenario.
const onSqlite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

let dir: string;
let handle: DbHandle;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-driver-'));
  handle = await openDatabase({ databaseUrl: null, dataDir: dir });
  await sql`create table t (a integer)`.execute(handle.db);
  await sql`insert into t (a) values (1)`.execute(handle.db);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

onSqlite('SQLite driver statement cache', () => {
  it('prepares a statement once per connection, however often it runs, in and out of transactions', async () => {
    const prepare = jest.spyOn(SqliteDatabase.prototype, 'prepare');
    const select = () => sql<{ a: number }>`select a from t where a >= ${0}`.execute(handle.db);
    for (let i = 0; i < 20; i += 1) expect((await select()).rows).toEqual([{ a: 1 }]);
    for (let i = 0; i < 5; i += 1)
      await handle.db.transaction().execute(async (trx) => {
        await sql`update t set a = a + 0`.execute(trx);
      });
    const texts = prepare.mock.calls.map(([text]) => text);
    const count = (text: string) => texts.filter((t) => t === text).length;
    // Raw SQL goes to the write connection; each text is prepared there once.
    expect(count('select a from t where a >= ?')).toBe(1);
    expect(count('update t set a = a + 0')).toBe(1);
    expect(count('begin immediate')).toBeLessThanOrEqual(1);
    expect(count('commit')).toBeLessThanOrEqual(1);
  });

  it('answers with the new columns after the table changed under a kept statement', async () => {
    const all = () =>
      handle.db
        .selectFrom('t' as never)
        .selectAll()
        .execute();
    expect(await all()).toEqual([{ a: 1 }]);
    await sql`drop table t`.execute(handle.db);
    await sql`create table t (a integer, b text)`.execute(handle.db);
    await sql`insert into t (a, b) values (2, 'x')`.execute(handle.db);
    expect(await all()).toEqual([{ a: 2, b: 'x' }]);
  });
});
