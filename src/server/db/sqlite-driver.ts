import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SelectQueryNode,
  SqliteDialect,
} from 'kysely';
import { DatabaseBusyError, isSqliteBusy } from './db-errors';
import type { WalSync } from './wal-sync';
import { mayAnswerBeforeFlush } from './no-disk-wait';

/**
 * SQLite for a server that must keep answering while another process writes (issue 17).
 *
 * better-sqlite3 is synchronous: with a busy timeout it would wait for a lock ON the event loop and
 * stop every request of the process. Here the connections never wait inside SQLite (busy_timeout 0):
 * - reads outside a transaction run on their own read-only connection; in WAL mode they never wait
 *   for a writer, so they keep answering while another process holds the write lock;
 * - write transactions start with `BEGIN IMMEDIATE` (the write lock is taken at the start, so a
 *   transaction never fails half-way upgrading a read lock: the "database is locked" of WORKERS=2);
 * - when the lock is taken, the attempt is retried asynchronously with backoff (the event loop keeps
 *   serving), and after `maxWaitMs` it gives up with DatabaseBusyError (a 503 with Retry-After).
 * One write connection per process, handed out by a FIFO mutex as Kysely's own SQLite driver does.
 * A commit resolves only once the WAL is on the disk (wal-sync.ts); the writer is free again before.
 */
export interface SqliteConnections {
  writer: SqliteDatabase.Database;
  /** null for `:memory:` (another connection would be another database). */
  reader: SqliteDatabase.Database | null;
  /** Longest wait for another process's write lock before answering 503. */
  maxWaitMs: number;
  /** Flushes the WAL after a commit, off the event loop (wal-sync.ts); null for `:memory:`. */
  walSync: WalSync | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `run` until it does not meet a locked database; asynchronous waits with backoff. */
async function whenUnlocked<T>(run: () => T, started: number, maxWaitMs: number): Promise<T> {
  let delay = 2;
  for (;;) {
    try {
      return run();
    } catch (error) {
      if (!isSqliteBusy(error)) throw error;
      const waited = Date.now() - started;
      if (waited >= maxWaitMs) throw new DatabaseBusyError(waited, error);
      await sleep(Math.min(delay * (0.5 + Math.random()), maxWaitMs - waited));
      delay = Math.min(delay * 2, 100);
    }
  }
}

/** Waits until what was committed is on the disk; the write connection is already free for others. */
async function durable(c: SqliteConnections): Promise<void> {
  if (c.walSync) await c.walSync.sync();
}

/**
 * Prepared statements per connection, by SQL text. Preparing is better-sqlite3's dearest step (a fifth
 * of the server's CPU time in the bench's shopping scenario) and Kysely sends the same few hundred
 * texts again and again. Bounded, oldest out first, for the rare query built with changing SQL (an
 * `in` list of varying length); a schema change makes SQLite re-prepare a statement by itself.
 */
const STATEMENT_CACHE_SIZE = 1000;
const statementCaches = new WeakMap<
  SqliteDatabase.Database,
  Map<string, SqliteDatabase.Statement>
>();

function prepared(db: SqliteDatabase.Database, sql: string): SqliteDatabase.Statement {
  let cache = statementCaches.get(db);
  if (!cache) {
    cache = new Map();
    statementCaches.set(db, cache);
  }
  let stmt = cache.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(sql, stmt);
  }
  return stmt;
}

function execute(db: SqliteDatabase.Database, query: CompiledQuery): QueryResult<unknown> {
  const stmt = prepared(db, query.sql);
  const parameters = query.parameters as unknown[];
  if (stmt.reader) {
    const rows = stmt.all(parameters);
    // `insert/update/delete ... returning`: a write that answers rows. numAffectedRows marks it as a
    // write, so executeQuery waits for the WAL flush as for any other write outside a transaction.
    return stmt.readonly ? { rows } : { rows, numAffectedRows: BigInt(rows.length) };
  }
  const { changes, lastInsertRowid } = stmt.run(parameters);
  return {
    numAffectedRows: BigInt(changes),
    insertId: BigInt(lastInsertRowid),
    rows: [],
  };
}

/** The write connection, one holder at a time, first come first served. */
class WriterMutex {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  async lock(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  unlock(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

class Connection implements DatabaseConnection {
  holdsWriter = false;
  inTransaction = false;

  constructor(
    private readonly c: SqliteConnections,
    private readonly mutex: WriterMutex,
  ) {}

  async takeWriter(): Promise<void> {
    if (this.holdsWriter) return;
    await this.mutex.lock();
    this.holdsWriter = true;
  }

  releaseWriter(): void {
    if (!this.holdsWriter) return;
    this.holdsWriter = false;
    this.mutex.unlock();
  }

  async begin(): Promise<void> {
    const started = Date.now();
    await this.takeWriter();
    try {
      await whenUnlocked(
        () => prepared(this.c.writer, 'begin immediate').run(),
        started,
        this.c.maxWaitMs,
      );
    } catch (error) {
      this.releaseWriter();
      throw error;
    }
    this.inTransaction = true;
  }

  async end(command: 'commit' | 'rollback'): Promise<void> {
    let committed = false;
    try {
      // SQLite rolls some failed transactions back by itself (SQLITE_FULL among them): a second
      // rollback would fail and hide the first error.
      if (this.c.writer.inTransaction) {
        if (command === 'commit') {
          await whenUnlocked(
            () => prepared(this.c.writer, 'commit').run(),
            Date.now(),
            this.c.maxWaitMs,
          );
          committed = true;
        } else prepared(this.c.writer, 'rollback').run();
      }
    } finally {
      if (command === 'rollback' || !this.c.writer.inTransaction) {
        this.inTransaction = false;
        this.releaseWriter();
      }
    }
    if (committed) await durable(this.c);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return execute(this.c.writer, query) as QueryResult<R>;
    const started = Date.now();
    const reader = this.c.reader;
    if (reader && SelectQueryNode.is(query.query)) {
      return (await whenUnlocked(
        () => execute(reader, query),
        started,
        this.c.maxWaitMs,
      )) as QueryResult<R>;
    }
    // A write outside a transaction (or raw SQL): on the write connection, never inside another
    // request's open transaction.
    const heldBefore = this.holdsWriter;
    await this.takeWriter();
    let result: QueryResult<unknown>;
    try {
      result = await whenUnlocked(() => execute(this.c.writer, query), started, this.c.maxWaitMs);
    } finally {
      if (!heldBefore) this.releaseWriter();
    }
    if (result.numAffectedRows !== undefined && !mayAnswerBeforeFlush(query.query))
      await durable(this.c);
    return result as QueryResult<R>;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query))
      throw new Error('Sqlite driver only supports streaming of select queries');
    // Read whole, then handed out row by row: an open iterator would hold the shared connection
    // across awaits, and better-sqlite3 refuses every other query on it meanwhile.
    const { rows } = await this.executeQuery<R>(query);
    for (const row of rows) yield { rows: [row] };
  }
}

class LockAwareSqliteDriver implements Driver {
  private readonly mutex = new WriterMutex();
  constructor(private readonly c: SqliteConnections) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // Every query passes here: writes whose WAL flush has finished are answered now (wal-sync.ts).
    this.c.walSync?.poll();
    return new Connection(this.c, this.mutex);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as Connection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as Connection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as Connection).end('rollback');
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as Connection).releaseWriter();
  }

  async destroy(): Promise<void> {
    this.c.walSync?.close();
    this.c.reader?.close();
    this.c.writer.close();
  }
}

/** Kysely's SQLite dialect (compiler, adapter, introspector) with the lock-aware driver above. */
export class LockAwareSqliteDialect extends SqliteDialect {
  constructor(private readonly connections: SqliteConnections) {
    super({ database: connections.writer });
  }

  override createDriver(): Driver {
    return new LockAwareSqliteDriver(this.connections);
  }
}
