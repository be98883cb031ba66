import type { Db } from '../../db/database';
import { NotFoundError } from '../../errors';
import { bumpCatalogueVersion } from '../catalogue/catalogue-cache';
import { type Actor, type AuditEntry, writeAudit } from './audit.service';

/**
 * One back-office change: the work and the audit entry it returns in one transaction (the entry exists
 * exactly when the change does), then the catalogue version bump, so every process drops what it cached
 * from the catalogue and the content (menus, lists, sitemap, page heads) within 2 s. A work that changed
 * nothing returns no entry.
 */
export async function auditedChange<R>(
  db: Db,
  actor: Actor,
  work: (trx: Db) => Promise<{ result: R; audit: AuditEntry | null }>,
): Promise<R> {
  const result = await db.transaction().execute(async (trx) => {
    const done = await work(trx);
    if (done.audit) await writeAudit(trx, actor, done.audit);
    return done.result;
  });
  await bumpCatalogueVersion(db);
  return result;
}

/** A kind of back-office list item (slide, partner, info page, blog post) and how it is stored. */
export interface ItemKind<T extends { id: number }, I> {
  entity: string;
  /** The audit actions: added, changed, removed. */
  actions: readonly [string, string, string];
  notFound: string;
  find(trx: Db, id: number): Promise<T | undefined>;
  /** Stores the input (HTML sanitized) as a new item (before null) or over `before`; may refuse it. */
  save(trx: Db, before: T | null, input: I): Promise<T>;
  /** Deletes the item; may refuse it. */
  remove(trx: Db, before: T): Promise<void>;
}

/** Adds (id null), changes or removes (input null) an item, audited, with the catalogue bump. */
export async function changeItem<T extends { id: number }, I>(
  db: Db,
  actor: Actor,
  kind: ItemKind<T, I>,
  id: number | null,
  input: I | null,
): Promise<T | null> {
  return auditedChange(db, actor, async (trx) => {
    const before = id === null ? null : ((await kind.find(trx, id)) ?? null);
    if (id !== null && !before) throw new NotFoundError(kind.notFound);
    const after = input === null ? null : await kind.save(trx, before, input);
    if (after === null) await kind.remove(trx, before!);
    const [added, changed, removed] = kind.actions;
    return {
      result: after,
      audit: {
        action: !after ? removed : before ? changed : added,
        entity: kind.entity,
        entityId: (after ?? before)!.id,
        before,
        after,
      },
    };
  });
}
