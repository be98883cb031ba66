import type { Db } from '../../db/database';
import type { AuditLogRow } from '../../db/tables/staff.table';

/** Who made a change: a logged-in staff member, or the command line (`npm run staff`). */
export interface Actor {
  id: number | null;
  email: string;
}

export const COMMAND_LINE: Actor = { id: null, email: 'parancssor' };

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

/** Writes one audit entry; pass the transaction of the change, so the entry exists exactly when it does. */
export async function writeAudit(db: Db, actor: Actor, entry: AuditEntry, at = new Date()) {
  await db
    .insertInto('audit_log')
    .values({
      at: at.toISOString(),
      staff_id: actor.id,
      staff_email: actor.email,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}

export interface AuditFilter {
  staff?: string;
  action?: string;
  entity?: string;
  entityId?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export interface AuditItem {
  id: number;
  at: string;
  staff: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

function toItem(row: AuditLogRow): AuditItem {
  return {
    id: row.id,
    at: row.at,
    staff: row.staff_email,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: parse(row.before_json),
    after: parse(row.after_json),
  };
}

/** The audit log, newest first, filtered and paged. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
): Promise<{ items: AuditItem[]; total: number }> {
  let query = db.selectFrom('audit_log');
  if (filter.staff) query = query.where('staff_email', '=', filter.staff.trim().toLowerCase());
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.entity) query = query.where('entity', '=', filter.entity);
  if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
  if (filter.from) query = query.where('at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where('at', '<=', `${filter.to}T23:59:59.999Z`);
  const [{ total }] = (await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .execute()) as [{ total: number }];
  const rows = await query
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return { items: rows.map(toItem), total: Number(total) };
}
