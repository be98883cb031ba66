import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

const relaxed = new WeakSet<RootOperationNode>();

/**
 * Marks the writes of `db.withPlugin(noDiskWait)` as ones whose loss at a power cut does no harm, so
 * SQLite's driver answers them without waiting for the WAL flush (db/wal-sync.ts): a rate-limit
 * counter, the outbox's lease. Every other write outside a transaction waits for the flush. The
 * write still reaches the disk with the next flush (each flush syncs the whole WAL), so a request
 * that goes on to a transaction of its own is made durable by that transaction's flush. Has no
 * effect on PostgreSQL (its commit waits for the disk inside the server).
 */
class NoDiskWaitPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    relaxed.add(node);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

export const noDiskWait: KyselyPlugin = new NoDiskWaitPlugin();

/** Marks an already compiled query's node as noDiskWait would (db/query-template.ts). */
export function markNoDiskWait(node: RootOperationNode): void {
  relaxed.add(node);
}

/** Whether the driver may answer this write before the WAL flush (see noDiskWait). */
export function mayAnswerBeforeFlush(node: RootOperationNode): boolean {
  return relaxed.has(node);
}
