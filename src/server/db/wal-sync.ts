import fs from 'node:fs';

/**
 * Durable commits without waiting for the disk on the event loop (issue 21, "a crowd of shoppers").
 *
 * With `synchronous = FULL` every SQLite commit calls fsync on the event loop (3.8 ms per commit
 * measured here), so one commit stalls every other request of the process. The connections run with
 * `synchronous = NORMAL` instead: in WAL mode a commit then only writes its frames to the WAL file, and
 * SQLite itself syncs the WAL before each checkpoint and the database file after it. A write is
 * answered only after `sync()` has flushed the WAL file to the disk on libuv's thread pool, so a
 * confirmed order still survives a power cut, while the event loop keeps serving.
 *
 * Group commit, one flush per turn of the event loop: a `sync()` joins the flush planned for the end
 * of the current turn (setImmediate runs after every I/O callback of the turn, so after every commit
 * made in it). While a flush runs, the next one waits for it and then covers everything committed
 * meanwhile. Under load a write is therefore answered one turn after its commit: one `fdatasync` on
 * the thread pool, whose callback comes in the next turn. (An open/datasync/close per flush cost three
 * turns, and a commit arriving during a flush waited for the whole next one: six turns, each of them
 * tens of milliseconds under 200 shoppers.)
 *
 * The WAL file stays open (read-only) from the first flush until close(). SQLite deletes the WAL file
 * only when the last connection to the database closes, and this process's own connections stay open
 * as long as this object is used, so the descriptor always names the live WAL (a checkpoint rewrites it
 * from the start or truncates it, the file stays the same). SQLite keeps its POSIX locks on the
 * database and `-shm` files, never on the `-wal` file, so our descriptor cannot drop one of its locks.
 */
export class WalSync {
  private fd: number | null = null;
  /** The flush that the next sync() callers join; it has not started yet. */
  private planned: Batch | null = null;
  private running = false;
  private closed = false;
  /** Flushes done, for tests and the bench's figures. */
  flushes = 0;

  constructor(private readonly walFile: string) {}

  /** Resolves once everything committed before the call is on the disk. */
  sync(): Promise<void> {
    if (!this.planned) {
      this.planned = new Batch();
      if (!this.running) setImmediate(() => this.startPlanned());
    }
    return this.planned.promise;
  }

  /** Closes the WAL file descriptor once no flush runs (the database is being closed). */
  close(): void {
    this.closed = true;
    if (!this.running && !this.planned) this.closeFile();
  }

  private startPlanned(): void {
    const batch = this.planned;
    if (!batch) return;
    this.planned = null;
    this.running = true;
    this.flush((error) => {
      this.running = false;
      if (error) batch.reject(error);
      else batch.resolve();
      // Commits that arrived during this flush: one more flush for all of them, after this turn's I/O.
      if (this.planned) setImmediate(() => this.startPlanned());
      else if (this.closed) this.closeFile();
    });
  }

  private flush(done: (error: Error | null) => void): void {
    if (this.fd === null) {
      try {
        this.fd = fs.openSync(this.walFile, 'r');
      } catch (error) {
        // No WAL file: nothing was written since SQLite checkpointed and removed it (it syncs then).
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return done(null);
        return done(error as Error);
      }
    }
    fs.fdatasync(this.fd, (error) => {
      if (!error) this.flushes += 1;
      done(error);
    });
  }

  private closeFile(): void {
    if (this.fd === null) return;
    fs.closeSync(this.fd);
    this.fd = null;
  }
}

class Batch {
  readonly promise: Promise<void>;
  resolve!: () => void;
  reject!: (error: Error) => void;

  constructor() {
    this.promise = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }
}
