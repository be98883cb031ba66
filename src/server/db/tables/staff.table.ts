import type { Generated, Selectable } from 'kysely';

export type StaffRole = 'admin' | 'support';

/** A back-office account: separate from customers (users), with a role. */
export interface StaffTable {
  id: Generated<number>;
  /** Stored lower-case; unique. */
  email: string;
  role: StaffRole;
  /** scrypt hash, the same format and cost as customers' passwords. */
  password_hash: string;
  /** 1 when the account may no longer log in (its sessions are ended too). */
  disabled: number;
  created_at: string;
  updated_at: string;
}

/** A staff bearer session: a kind of its own, so a customer token never opens the back office. */
export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: string;
  /** Fixed 12 hours after the login, not sliding. */
  expires_at: string;
}

/** Every change made in the back office (or by `npm run staff`): who, when, what, before and after. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** Null for the command line. */
  staff_id: number | null;
  staff_email: string;
  /** e.g. `order.status`, `catalogue.import`, `staff.add`. */
  action: string;
  entity: string;
  entity_id: string;
  /** JSON text, or null when there was nothing before (a creation) or after (a removal). */
  before_json: string | null;
  after_json: string | null;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  at: string;
  status: string;
  tracking_number: string;
  staff_email: string;
}

export type StaffRow = Selectable<StaffTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
