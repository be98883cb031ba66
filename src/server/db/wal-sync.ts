import { Worker } from 'node:worker_threads';

/**
 * Durable commits without waiting for the disk on the event loop (issue 21, "a crowd of shoppers").
 *
 * With `synchronous = FULL` every SQLite commit calls fsync on the event loop (3.8 ms per commit
 * measured here), so one commit stalls every other request of the process. The connections run with
 * `synchronous = NORMAL` instead: in WAL mode a commit then only writes its frames to the WAL file, and
 * SQLite itself syncs the WAL before each checkpoint and the database file after it. A write is
 * answered only after `sync()` has flushed the WAL file to the disk, so a confirmed order still
 * survives a power cut, while the event loop keeps serving.
 *
 * Group commit: a `sync()` joins the flush planned for the end of the current turn of the event loop
 * (setImmediate runs after every I/O callback of the turn, so after every commit made in it). While a
 * flush runs, the next one waits for it and then covers everything committed meanwhile.
 *
 * The flush runs on a worker thread of its own (`fdatasync` on a WAL descriptor kept open), which
 * reports "done" in shared memory. The event loop looks at that flag whenever a request asks for the
 * database (`poll()`, called by the driver for every query): the writes a flush covered are answered
 * at once, in the middle of the turn. Through libuv's thread pool (before) the flush's callback came
 * in the next turn, among all the requests read in it, at a random place: under 200 shoppers a turn
 * lasts ~100 ms, so every write took up to two turns and made the tail. The worker also posts a
 * message after each flush, so a flush finishes even when no request comes.
 *
 * The WAL file stays open (read-only, in the worker) from the first flush until close(). SQLite deletes
 * the WAL file only when the last connection to the database closes, and this process's own
 * connections stay open as long as this object is used, so the descriptor always names the live WAL (a
 * checkpoint rewrites it from the start or truncates it, the file stays the same). SQLite keeps its
 * POSIX locks on the database and `-shm` files, never on the `-wal` file, so our descriptor cannot drop
 * one of its locks.
 */
export class WalSync {
  private readonly state = new Int32Array(new SharedArrayBuffer(SLOTS * 4));
  private worker: Worker | null = null;
  /** The flush that the next sync() callers join; it has not started yet. */
  private planned: Batch | null = null;
  private running: Batch | null = null;
  private lastSeq = 0;
  private lastError = '';
  private closed = false;

  constructor(private readonly walFile: string) {
    this.state[GATE] = OPEN;
  }

  /** Resolves once everything committed before the call is on the disk. */
  sync(): Promise<void> {
    if (!this.planned) {
      this.planned = new Batch();
      if (!this.running) setImmediate(() => this.startPlanned());
    }
    return this.planned.promise;
  }

  /** Answers the writes of a finished flush now (one read of shared memory when none has finished). */
  poll(): void {
    const batch = this.running;
    if (!batch || Atomics.load(this.state, DONE) < batch.seq) return;
    this.running = null;
    if (Atomics.load(this.state, FAILED) >= batch.seq)
      batch.reject(new Error(`Flushing the WAL file failed: ${this.lastError}`));
    else batch.resolve();
    // Commits that arrived during this flush: one more flush for all of them, after this turn's I/O.
    if (this.planned) setImmediate(() => this.startPlanned());
    else if (this.closed) this.stopWorker();
  }

  /** fdatasync calls made on the WAL file so far (tests, the bench). */
  get flushes(): number {
    return Atomics.load(this.state, DATASYNCS);
  }

  /** Stops the worker (and closes the WAL file) once no flush runs: the database is being closed. */
  close(): void {
    this.closed = true;
    if (!this.running && !this.planned) this.stopWorker();
  }

  /** Tests: the flushes requested from now on wait until releaseFlushes(). */
  holdFlushes(): void {
    Atomics.store(this.state, GATE, Atomics.load(this.state, REQUESTED));
  }

  /** Tests: lets the flushes requested so far run (later ones wait again while held). */
  releaseFlushes(): void {
    Atomics.store(this.state, GATE, Atomics.load(this.state, REQUESTED));
    Atomics.notify(this.state, GATE);
  }

  /** Tests: stops holding flushes. */
  openGate(): void {
    Atomics.store(this.state, GATE, OPEN);
    Atomics.notify(this.state, GATE);
  }

  /** Tests: a flush has been requested and has not finished (it may be held). */
  get flushPending(): boolean {
    return Atomics.load(this.state, REQUESTED) > Atomics.load(this.state, DONE);
  }

  /** Tests: a flush has been requested and waits for releaseFlushes(). */
  get flushHeld(): boolean {
    const requested = Atomics.load(this.state, REQUESTED);
    return requested > Atomics.load(this.state, GATE) && requested > Atomics.load(this.state, DONE);
  }

  private startPlanned(): void {
    const batch = this.planned;
    if (!batch || this.running) return;
    this.planned = null;
    batch.seq = ++this.lastSeq;
    this.running = batch;
    this.startWorker();
    Atomics.store(this.state, REQUESTED, batch.seq);
    Atomics.notify(this.state, REQUESTED);
  }

  private startWorker(): void {
    if (this.worker) return;
    this.worker = new Worker(FLUSHER_SOURCE, {
      eval: true,
      workerData: { state: this.state.buffer, walFile: this.walFile },
    });
    // Never keeps the process alive by itself; close() ends it.
    this.worker.unref();
    this.worker.on('message', (error: string | null) => {
      if (error) this.lastError = error;
      this.poll();
    });
  }

  private stopWorker(): void {
    if (!this.worker) return;
    this.worker = null;
    Atomics.store(this.state, REQUESTED, STOP);
    Atomics.notify(this.state, REQUESTED);
    Atomics.store(this.state, GATE, OPEN);
    Atomics.notify(this.state, GATE);
  }
}

// Shared memory slots (Int32).
const REQUESTED = 0; // the last flush asked for (its number), STOP to end the worker
const DONE = 1; // the last flush finished
const FAILED = 2; // the last flush that failed
const GATE = 3; // tests: flushes numbered above it wait; OPEN when not held
const DATASYNCS = 4; // fdatasync calls made
const SLOTS = 5;
const STOP = -1;
const OPEN = 0x7fffffff;

/** The worker: waits for a flush number, fdatasyncs the WAL file, reports the number done. */
const FLUSHER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const state = new Int32Array(workerData.state);
const [REQUESTED, DONE, FAILED, GATE, DATASYNCS, STOP] = [${REQUESTED}, ${DONE}, ${FAILED}, ${GATE}, ${DATASYNCS}, ${STOP}];
let fd = null;
for (;;) {
  const wanted = Atomics.load(state, REQUESTED);
  if (wanted === STOP) break;
  if (wanted === Atomics.load(state, DONE)) { Atomics.wait(state, REQUESTED, wanted); continue; }
  const gate = Atomics.load(state, GATE);
  if (wanted > gate) { Atomics.wait(state, GATE, gate); continue; }
  let error = null;
  try {
    if (fd === null) {
      try { fd = fs.openSync(workerData.walFile, 'r'); }
      // No WAL file: nothing was written since SQLite checkpointed and removed it (it syncs then).
      catch (e) { if (e.code !== 'ENOENT') throw e; }
    }
    if (fd !== null) { fs.fdatasyncSync(fd); Atomics.add(state, DATASYNCS, 1); }
  } catch (e) {
    error = String((e && e.message) || e);
    Atomics.store(state, FAILED, wanted);
  }
  Atomics.store(state, DONE, wanted);
  parentPort.postMessage(error);
}
if (fd !== null) fs.closeSync(fd);
`;

class Batch {
  seq = 0;
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
