import fs from 'node:fs/promises';

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
 * Group commit: every commit that finished before a flush started is covered by it, so callers that
 * arrive during a flush share the next one, whatever their number.
 *
 * Opening and closing our own descriptor is safe: SQLite keeps its POSIX locks on the database and
 * `-shm` files, never on the `-wal` file, so closing ours cannot drop one of its locks.
 */
export class WalSync {
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  /** Flushes done, for tests and the bench's figures. */
  flushes = 0;

  constructor(private readonly walFile: string) {}

  /** Resolves once everything committed before the call is on the disk. */
  sync(): Promise<void> {
    // A flush already running may have started before the caller's commit: wait for the following one.
    if (this.running) {
      this.next ??= this.running.then(
        () => this.start(true),
        () => this.start(true),
      );
      return this.next;
    }
    return this.start(false);
  }

  private start(fromQueue: boolean): Promise<void> {
    if (fromQueue) this.next = null;
    const flush = this.flush().finally(() => {
      if (this.running === flush) this.running = null;
    });
    this.running = flush;
    return flush;
  }

  private async flush(): Promise<void> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.walFile, 'r');
    } catch (error) {
      // No WAL file: nothing was written since SQLite checkpointed and removed it (it syncs then).
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    try {
      await handle.datasync();
      this.flushes += 1;
    } finally {
      await handle.close();
    }
  }
}
