/**
 * Database failures that are the server's temporary trouble, not a bug: the one error handler
 * (http/error-handler.ts) answers them 503 with `Retry-After` and a Hungarian message.
 */

/** SQLite stayed locked by another process (or connection) for longer than the bounded wait. */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';
  constructor(
    readonly waitedMs: number,
    override readonly cause: unknown,
  ) {
    super(`database stayed locked for ${waitedMs} ms`);
    this.name = 'DatabaseBusyError';
  }
}

export type DatabaseTrouble = 'busy' | 'full';

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, _RECOVERY, _TIMEOUT). */
export function isSqliteBusy(error: unknown): boolean {
  return codeOf(error)?.startsWith('SQLITE_BUSY') ?? false;
}

/**
 * 'busy': the database stayed locked (SQLite lock held elsewhere past the bounded wait);
 * 'full': the disk or the database is full (SQLITE_FULL, ENOSPC, PostgreSQL 53100 disk_full).
 */
export function databaseTrouble(error: unknown): DatabaseTrouble | null {
  const code = codeOf(error);
  if (!code) return null;
  if (error instanceof DatabaseBusyError || code.startsWith('SQLITE_BUSY')) return 'busy';
  if (code.startsWith('SQLITE_FULL') || code === 'ENOSPC' || code === '53100') return 'full';
  // SQLITE_IOERR with ENOSPC underneath reports as SQLITE_IOERR_WRITE and the like; the message tells.
  if (code.startsWith('SQLITE_IOERR') && /disk is full|ENOSPC/i.test(String(error))) return 'full';
  return null;
}
