import type { AccountsConfig } from '../../config';
import type { Db } from '../../db/database';
import type { StaffRole } from '../../db/tables/staff.table';
import { ConflictError, NotFoundError, UnprocessableError } from '../../errors';
import { isValidEmail, normalizeEmail } from '../accounts/account-rules';
import { hashPassword } from '../accounts/password-hash';
import { type Actor, writeAudit } from '../audit/audit.service';

export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'support'];
/** Staff passwords open the whole shop: longer than customers' minimum. */
export const MIN_STAFF_PASSWORD_LENGTH = 12;

export interface StaffSummary {
  email: string;
  role: StaffRole;
  disabled: boolean;
  created_at: string;
}

function checkPassword(password: string): void {
  if (password.length < MIN_STAFF_PASSWORD_LENGTH)
    throw new UnprocessableError(
      `A jelszónak legalább ${MIN_STAFF_PASSWORD_LENGTH} karakter hosszúnak kell lennie.`,
    );
}

const summary = (row: {
  email: string;
  role: StaffRole;
  disabled: number;
  created_at: string;
}) => ({
  email: row.email,
  role: row.role,
  disabled: row.disabled === 1,
  created_at: row.created_at,
});

export async function addStaff(
  db: Db,
  accounts: AccountsConfig,
  actor: Actor,
  input: { email: string; role: string; password: string },
): Promise<StaffSummary> {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw new UnprocessableError('Hibás e-mail-cím.');
  if (!STAFF_ROLES.includes(input.role as StaffRole))
    throw new UnprocessableError('A szerepkör admin vagy support lehet.');
  checkPassword(input.password);
  const hash = await hashPassword(input.password, accounts.scrypt);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('staff')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing) throw new ConflictError('Ezzel az e-mail-címmel már van munkatárs.');
    const now = new Date().toISOString();
    const row = await trx
      .insertInto('staff')
      .values({
        email,
        role: input.role as StaffRole,
        password_hash: hash,
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: 'staff.add',
      entity: 'staff',
      entityId: email,
      before: null,
      after: summary(row),
    });
    return summary(row);
  });
}

export async function listStaff(db: Db): Promise<StaffSummary[]> {
  const rows = await db
    .selectFrom('staff')
    .select(['email', 'role', 'disabled', 'created_at'])
    .orderBy('email')
    .execute();
  return rows.map(summary);
}

async function findStaff(db: Db, email: string) {
  const row = await db
    .selectFrom('staff')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  if (!row) throw new NotFoundError('Nincs ilyen munkatárs.');
  return row;
}

/** Disables the account and ends its sessions at once. */
export async function disableStaff(db: Db, actor: Actor, email: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findStaff(trx, email);
    await trx
      .updateTable('staff')
      .set({ disabled: 1, updated_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
    await trx.deleteFrom('staff_sessions').where('staff_id', '=', row.id).execute();
    await writeAudit(trx, actor, {
      action: 'staff.disable',
      entity: 'staff',
      entityId: row.email,
      before: summary(row),
      after: { ...summary(row), disabled: true },
    });
  });
}

/** A new password; every session of the account ends (a thief's included). */
export async function resetStaffPassword(
  db: Db,
  accounts: AccountsConfig,
  actor: Actor,
  email: string,
  password: string,
): Promise<void> {
  checkPassword(password);
  const hash = await hashPassword(password, accounts.scrypt);
  await db.transaction().execute(async (trx) => {
    const row = await findStaff(trx, email);
    await trx
      .updateTable('staff')
      .set({ password_hash: hash, updated_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
    await trx.deleteFrom('staff_sessions').where('staff_id', '=', row.id).execute();
    // The hash itself is never written to the log: only that the password changed.
    await writeAudit(trx, actor, {
      action: 'staff.reset-password',
      entity: 'staff',
      entityId: row.email,
      before: { password: 'régi' },
      after: { password: 'új' },
    });
  });
}
