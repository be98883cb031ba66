import { sql } from 'kysely';
import type { NotReady } from '@common/api/health.schema';
import type { Db } from '../db/database';
import { pendingMigrations } from '../db/migrate';

const PROBES = new Set(['/api/health', '/api/ready']);

/** The probe paths (their request lines are not logged). */
export function isProbe(url: string): boolean {
  const q = url.indexOf('?');
  return PROBES.has(q === -1 ? url : url.slice(0, q));
}

/** A database that does not answer within this is as good as down for a load balancer. */
const DATABASE_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this process should get traffic. main.ts's graceful shutdown calls `shutDown()` first, so
 * a load balancer stops sending new requests while the ones in flight finish.
 */
export class Readiness {
  private shuttingDown = false;

  constructor(private readonly db: Db) {}

  shutDown(): void {
    this.shuttingDown = true;
  }

  get isShuttingDown(): boolean {
    return this.shuttingDown;
  }

  /** null when ready, otherwise the reason. */
  async check(): Promise<NotReady | null> {
    if (this.shuttingDown) return { status: 'not ready', message: 'shutting down' };
    let pending: string[];
    try {
      pending = await withTimeout(
        (async () => {
          await sql`select 1`.execute(this.db);
          return pendingMigrations(this.db);
        })(),
        DATABASE_TIMEOUT_MS,
      );
    } catch (error) {
      return { status: 'not ready', message: `database: ${(error as Error).message}` };
    }
    if (pending.length > 0)
      return { status: 'not ready', message: 'migrations pending', pendingMigrations: pending };
    return null;
  }
}
